export * from './test-database.ts';
export * from './factories.ts';
export * from './push-service.ts';
export * from './ledger.ts';
export * from './redeem.ts';
export * from './tournaments.ts';
