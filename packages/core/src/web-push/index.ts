export * from './vapid-keys.ts';
export * from './push-endpoints.ts';
export * from './subscriptions.ts';
export * from './web-push-sender.ts';
export * from './web-push-notifier.ts';
export * from './notices.ts';
export * from './marketing-audience.ts';
export * from './campaigns.ts';
