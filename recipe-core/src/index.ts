export * from './filters';
export * from './catalog/index';
export * from './detection';
