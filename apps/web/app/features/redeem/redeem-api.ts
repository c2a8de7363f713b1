import {
  GAME_MODE_SWITCH_PATHS,
  GameModeSwitchResponseSchema,
  RedeemInfoReplySchema,
  RedeemRequestReplySchema,
  type GameMode,
  type RedeemInfoResponse,
  type RedeemRequestView,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchRedeemInfo = async (): Promise<RedeemInfoResponse> =>
  (await http.get('/rest/redeem/', { schema: RedeemInfoReplySchema })).data;

/** One idempotency key per attempt: a retried send of the same attempt cannot create a second request. */
export const requestRedeem = async (amount: number, idempotencyKey: string): Promise<RedeemRequestView> =>
  (await http.post('/rest/redeem/', { amount, idempotencyKey }, { schema: RedeemRequestReplySchema })).data;

export const cancelRedeem = async (id: string): Promise<RedeemRequestView> =>
  (
    await http.post(
      `/rest/redeem/${encodeURIComponent(id)}/cancel/`,
      {},
      { schema: RedeemRequestReplySchema },
    )
  ).data;

/** The spec's mode switch (the same GET the header's switch calls); answers the mode the player is in now. */
export const switchToSweepStakes = async (): Promise<GameMode> =>
  (await http.get(GAME_MODE_SWITCH_PATHS.SweepStakes, { schema: GameModeSwitchResponseSchema })).gameMode;
