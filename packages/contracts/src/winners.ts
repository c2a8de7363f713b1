import { z } from 'zod';
import { ok } from './api.ts';
import { LastWinnerSchema } from './catalogue.ts';
import { WINNERS_FEED_DISPLAYS } from './values/winners.ts';

/**
 * New wins of one brand, newest first, to the room `public` (a guest's page hears it too; pages of other
 * brands ignore it). Sent at most once per brand per WINNERS_PUSH_INTERVAL_MS, with the wins of that time.
 */
export const WinnersPushDataSchema = z.object({ brand: z.string(), winners: z.array(LastWinnerSchema) });
export type WinnersPushData = z.infer<typeof WinnersPushDataSchema>;

/** The player's choice of how their wins appear in the feed (docs/winners-feed.md). */
export const WinnersFeedSettingSchema = z.object({ display: z.enum(WINNERS_FEED_DISPLAYS) });
export type WinnersFeedSetting = z.infer<typeof WinnersFeedSettingSchema>;
export const WinnersFeedSettingResponseSchema = ok({ data: WinnersFeedSettingSchema });
export type WinnersFeedSettingResponse = z.infer<typeof WinnersFeedSettingResponseSchema>;

export const WINNERS_PATHS = { setting: '/rest/player/winners-feed/' } as const;
