export * from './constants';
export * from './errors';
export * from './antiBot';
export * from './auth';
export * from './config';
