export * from './access';
export * from './platform';
