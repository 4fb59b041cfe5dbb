export * from './filters';
export * from './catalog/index';
