export * from './access';
export * from './platform';
export * from './prospects';
export * from './brokers';
export * from './prospectDocuments';
export * from './prospectResponses';
export * from './ledger';
export * from './idempotency';
