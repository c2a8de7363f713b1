export * from './test-database.ts';
export * from './factories.ts';
