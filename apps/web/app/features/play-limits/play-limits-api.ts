import {
  PlayLimitsReplySchema,
  PlaySessionSchema,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type PlayLimitsReply,
  type PlaySession,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchPlayLimits = (): Promise<PlayLimitsReply> =>
  http.get('/rest/play-limits/', { schema: PlayLimitsReplySchema });

/** Sets (amount in the limit's unit: cents, minor units or minutes) or removes (null) one limit. */
export const savePlayLimit = (body: {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  amount: number | null;
}) => http.post('/rest/play-limits/', body, { schema: PlayLimitsReplySchema });

export const saveRealityCheck = (minutes: number) =>
  http.post('/rest/play-limits/reality-check/', { minutes }, { schema: PlayLimitsReplySchema });

/** The page's heartbeat: keeps the play session alive and says whether a reality check is due. */
export const fetchPlaySession = (): Promise<PlaySession> =>
  http.get('/rest/play-limits/session/', { schema: PlaySessionSchema });

export const continuePlaying = (): Promise<PlaySession> =>
  http.post('/rest/play-limits/reality-check/continue/', {}, { schema: PlaySessionSchema });
