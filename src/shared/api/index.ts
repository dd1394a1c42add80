export * from './common';
export * from './auth';
export * from './catalogue';
export * from './zone';
export * from './lists';
export * from './plans';
export * from './favorites';
export * from './routes';
