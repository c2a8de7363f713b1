import {
  WEB_PUSH_PATHS,
  WebPushKeyResponseSchema,
  WebPushPreferencesResponseSchema,
  WebPushSubscriptionResponseSchema,
  type WebPushPreferences,
  type WebPushSubscriptionRequest,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchWebPushKey = async (): Promise<string> =>
  (await http.get(WEB_PUSH_PATHS.key, { schema: WebPushKeyResponseSchema })).data.publicKey;

/** The spec's updateToken: this device's subscription, stored for the signed-in player. */
export const publishWebPushSubscription = async (body: WebPushSubscriptionRequest) =>
  (await http.put(WEB_PUSH_PATHS.subscription, body, { schema: WebPushSubscriptionResponseSchema })).data;

export const fetchWebPushPreferences = async () =>
  (await http.get(WEB_PUSH_PATHS.preferences, { schema: WebPushPreferencesResponseSchema })).data;

export const saveWebPushPreferences = async (body: WebPushPreferences) =>
  (await http.put(WEB_PUSH_PATHS.preferences, body, { schema: WebPushPreferencesResponseSchema })).data;
