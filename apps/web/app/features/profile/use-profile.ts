import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import type { Profile, ProfileFieldKey } from '@casino/contracts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchProfile } from './profile-api.ts';

export type ProfileState =
  | { status: 'loading'; profile: null; error: null }
  | { status: 'ready'; profile: Profile; error: null }
  | { status: 'error'; profile: null; error: string };

export interface UseProfile {
  state: ProfileState;
  reload: () => Promise<void>;
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
  const [state, setState] = useState<ProfileState>({ status: 'loading', profile: null, error: null });

  const reload = useCallback(async () => {
    try {
      const profile = await fetchProfile();
      setState({ status: 'ready', profile, error: null });
    } catch (error) {
      setState((current) =>
        current.status === 'ready'
          ? current
          : { status: 'error', profile: null, error: httpErrorText(error, t) },
      );
    }
  }, [t]);

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .then((profile) => setState({ status: 'ready', profile, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', profile: null, error: httpErrorText(error, t) });
      });
    return () => controller.abort();
  }, [t]);

  usePush('profile', 'profileUpdated', (data) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            profile: {
              ...current.profile,
              ...data,
              uncompletedProfileFields: (data.uncompletedProfileFields ??
                current.profile.uncompletedProfileFields) as ProfileFieldKey[],
            },
          }
        : current,
    );
    // App init (header, completion flags) reads the same fields.
    void revalidator.revalidate();
  });
  useRealtimeReconnected(() => void reload());

  const replace = useCallback((profile: Profile) => setState({ status: 'ready', profile, error: null }), []);
  return { state, reload, replace };
}
