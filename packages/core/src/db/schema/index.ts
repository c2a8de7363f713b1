export * from './platform.ts';
export * from './identity.ts';
export * from './catalogue.ts';
