import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { toast } from '../../components/ui/toast.ts';
import { endSession, isSigningOut } from '../../lib/use-sign-out.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchSelfExclusion } from './self-exclusion-api.ts';
import { formatUntil } from './format-until.ts';
import { localeHome } from './locale-home.ts';
import { markSignedOut, takeSignedOutReason } from './signed-out-cookie.ts';

// setTimeout runs at once past this; a longer idle time (a test rig's) needs no timer.
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Sessions that end: says why after the server signed the player out (a break, inactivity: the
 * `signed_out` cookie), signs this tab out when another one took a break (`session ended` push), signs
 * the player out after the idle time without input (the server ends it after as long without requests),
 * and reminds a redeem-only player (on a break) what they can still do.
 */
export function SessionRoot() {
  const { t, i18n } = useTranslation();
  const { appInit } = useRootData();
  const signedIn = !appInit.isGuest;

  useEffect(() => {
    const reason = takeSignedOutReason();
    if (reason) toast(t(`selfExclusion.signedOut.${reason}`), { id: 'signed-out', duration: 10_000 });
  }, [t]);

  usePush('session', 'ended', ({ reason }) => {
    if (isSigningOut()) return;
    markSignedOut(reason);
    window.location.assign(localeHome(i18n.language));
  });

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    let timer: number | undefined;
    let idleMs = 0;
    const signOutIdle = async () => {
      await endSession().catch(() => undefined);
      markSignedOut('idle');
      window.location.assign(localeHome(i18n.language));
    };
    const restart = () => {
      window.clearTimeout(timer);
      if (idleMs > 0 && idleMs <= LONGEST_TIMER_MS)
        timer = window.setTimeout(() => void signOutIdle(), idleMs);
    };
    // Not a query (ADR 0018): this root is on a guest's page too, and the query library stays out of a
    // guest's first load; read once per signed-in page for its idle timer and toast, shown nowhere.
    // eslint-disable-next-line no-restricted-syntax
    void fetchSelfExclusion()
      .then((status) => {
        if (cancelled) return;
        idleMs = status.idleMinutes * 60_000;
        restart();
        const active = status.active;
        if (active)
          toast(t('selfExclusion.active.title'), {
            id: 'break-restricted',
            duration: 15_000,
            description: [
              active.liftsAt
                ? t('selfExclusion.active.until', {
                    until: formatUntil(active.liftsAt, i18n.language),
                  })
                : null,
              t('selfExclusion.active.restricted'),
            ]
              .filter(Boolean)
              .join(' '),
          });
      })
      .catch(() => undefined);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart);
    };
  }, [signedIn, t, i18n.language]);

  return null;
}
