// The web push feature's public surface (docs/web-push.md). Its root (web-push-root.tsx) is a lazy root in
// composition/features.ts and is never exported here.
export { PushSettings } from './push-settings.tsx';
export { setupWebPush, WEB_PUSH_EVENTS, type WebPushSetupResult } from './web-push-setup.ts';
