import {
  DISPLAY_NAME_PATH,
  ProfileResponseSchema,
  RewardCheckSchema,
  type Profile,
  type ProfileUpdate,
  type RegistrationCompleteInput,
  type RewardCheck,
  WINNERS_PATHS,
  WinnersFeedSettingResponseSchema,
  type WinnersFeedSetting,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const PROFILE_PATH = '/rest/player/profile/';

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const answer = await http.get(PROFILE_PATH, {
    schema: ProfileResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** Saves personal fields; answers the whole profile as it is now. */
export async function saveProfile(changes: ProfileUpdate): Promise<Profile> {
  return (await http.post(PROFILE_PATH, changes, { schema: ProfileResponseSchema })).data;
}

/** Sets the name the player is known by; answers the whole profile as it is now. */
export async function saveDisplayName(displayName: string): Promise<Profile> {
  return (await http.post(DISPLAY_NAME_PATH, { displayName }, { schema: ProfileResponseSchema })).data;
}

export async function postRegistrationComplete(values: RegistrationCompleteInput): Promise<void> {
  await http.post('/rest/registration/complete/', values);
}

export async function fetchRewardCheck(invitedBy: string): Promise<RewardCheck> {
  return http.get('/rest/rewards/check-rewards/', {
    query: { invited_by: invitedBy },
    schema: RewardCheckSchema,
  });
}

/** The player's choice for the home's winners feed (docs/winners-feed.md). */
export const fetchWinnersFeedSetting = async () =>
  (await http.get(WINNERS_PATHS.setting, { schema: WinnersFeedSettingResponseSchema })).data;

export const saveWinnersFeedSetting = async (body: WinnersFeedSetting) =>
  (await http.put(WINNERS_PATHS.setting, body, { schema: WinnersFeedSettingResponseSchema })).data;
