import {
  FreeSpinsResponseSchema,
  PlayerRewardsResponseSchema,
  type FreeSpinGrant,
  type PlayerRewardsResponse,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export type OnboardingRewards = PlayerRewardsResponse['data'];

/** The onboarding steps (email, phone, profile): worth, whether still earnable, whether paid. */
export const fetchOnboardingRewards = async (): Promise<OnboardingRewards> =>
  (await http.get('/rest/player/rewards/', { schema: PlayerRewardsResponseSchema })).data;

/** The player's live free-spin grants, soonest to expire first. */
export const fetchFreeSpins = async (): Promise<FreeSpinGrant[]> =>
  (await http.get('/rest/free-spins/', { schema: FreeSpinsResponseSchema })).data;
