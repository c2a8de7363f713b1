export * from './assert-within-limits.ts';
export * from './limit-periods.ts';
export * from './limit-rules.ts';
export * from './limit-usage.ts';
export * from './play-limits.ts';
export * from './play-session.ts';
