export * from './filters';
export * from './catalog/index';
export * from './detection';
export * from './recipe/normalize';
export * from './recipe/prompt';
export * from './recipe/reply';
export * from './composer/index';
