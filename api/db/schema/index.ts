export * from './admin-sessions.ts';
export * from './berths.ts';
export * from './customers.ts';
export * from './documents.ts';
export * from './quotes.ts';
export * from './rate-limits.ts';
export * from './service-requests.ts';
export * from './users.ts';
