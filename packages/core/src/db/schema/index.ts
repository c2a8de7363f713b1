export * from './platform.ts';
export * from './identity.ts';
export * from './wallet.ts';
export * from './catalogue.ts';
export * from './cashier.ts';
export * from './payments-sandbox.ts';
