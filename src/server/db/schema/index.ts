export * from './access';
export * from './platform';
export * from './prospects';
