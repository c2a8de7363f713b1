import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import type { Profile, ProfileFieldKey } from '@casino/contracts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchProfile } from './profile-api.ts';

export type ProfileState =
  | { status: 'loading'; profile: null; error: null }
  | { status: 'ready'; profile: Profile; error: null }
  | { status: 'error'; profile: null; error: string };

export interface UseProfile {
  state: ProfileState;
  reload: () => void;
  /** After the page saved something itself (the answer is the new profile). */
  replace: (profile: Profile) => void;
}

/**
 * The signed-in player's profile, loaded in the browser and kept current: `profile/profileUpdated`
 * pushes merge in (the spec's rule), and a reconnect refetches what may have been missed.
 */
export function useProfile(): UseProfile {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { state: loaded, reload, setData } = useApiQuery(['profile'], fetchProfile);

  usePush('profile', 'profileUpdated', (data) => {
    if (loaded.status === 'ready')
      setData({
        ...loaded.data,
        ...data,
        uncompletedProfileFields: (data.uncompletedProfileFields ??
          loaded.data.uncompletedProfileFields) as ProfileFieldKey[],
      });
    // App init (header, completion flags) reads the same fields.
    void revalidator.revalidate();
  });
  useRealtimeReconnected(reload);

  const state: ProfileState =
    loaded.status === 'ready'
      ? { status: 'ready', profile: loaded.data, error: null }
      : loaded.status === 'error'
        ? { status: 'error', profile: null, error: httpErrorText(loaded.error, t) }
        : { status: 'loading', profile: null, error: null };
  return { state, reload, replace: setData };
}
