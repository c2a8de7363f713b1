import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@casino/contracts';
import { APP_VERSION } from '@casino/contracts/values';
import { useRootData, type RootData } from '../lib/root-data.ts';
import { useBuildCheck } from '../lib/build-check/use-build-check.tsx';
import { initErrorReporting } from '../lib/error-reporting/error-reporting.ts';
import type { RealtimeClient } from '../lib/realtime/realtime-client.ts';
import { RealtimeProvider } from '../lib/realtime/realtime-context.tsx';
import { registerAppReload } from '../lib/realtime/app-reload.ts';
import { whenIdle } from '../lib/idle.ts';
import { AppRoot } from './app-root.tsx';

/**
 * The realtime connection of this tab; it reconnects as the new identity when the player changes.
 * Socket.IO is a chunk of its own, fetched after hydration: nothing on the first paint waits for it.
 * `playerKey` null: a shared page's player not read yet (ADR 0031), who connects once known.
 */
function useRealtime(playerKey: string | null): RealtimeClient | null {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const wanted = useConnectWanted(playerKey === 'guest') && playerKey !== null;
  useEffect(() => {
    if (!wanted) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../lib/realtime/realtime-client.ts').then(
      ({ createRealtimeClient, fetchConnectionData }) => {
        if (cancelled) return;
        const realtime = createRealtimeClient({ getConnectionData: fetchConnectionData });
        const offReload = registerAppReload(realtime);
        realtime.connect();
        setClient(realtime);
        stop = () => {
          offReload();
          realtime.close();
        };
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [wanted]);
  const seen = useRef(playerKey);
  useEffect(() => {
    if (!client || playerKey === null || seen.current === playerKey) return;
    // A shared page's player, now known, is whom the connection was made for: nothing to refresh.
    if (seen.current !== null) void client.refresh();
    seen.current = playerKey;
  }, [client, playerKey]);
  return client;
}

/** What makes a guest's tab open its realtime connection: the first interaction, or this long idle. */
const GUEST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
const GUEST_CONNECT_AFTER_MS = 5_000;

/**
 * A player's tab connects at once. A guest's waits for a first interaction or 5 s: its pushes (a new build,
 * the day's rollover) can wait, and Socket.IO's chunk, handshake and first frames then stay out of the
 * hydration's main-thread time that Lighthouse counts (issue #12). Signing in connects at once.
 * The interaction's own frame paints first: connecting in its pointerdown re-rendered the app and evaluated
 * the realtime chunk between the tap and the menu it opened (issue #34, interaction to next paint), so an
 * interaction asks for the connection when the browser is next idle.
 */
function useConnectWanted(guest: boolean): boolean {
  const [wanted, setWanted] = useState(!guest);
  useEffect(() => {
    if (wanted) return;
    if (!guest) {
      setWanted(true);
      return;
    }
    let cancelIdle: (() => void) | undefined;
    const want = () => {
      cancelIdle ??= whenIdle(() => setWanted(true));
    };
    const timer = window.setTimeout(() => setWanted(true), GUEST_CONNECT_AFTER_MS);
    const options = { once: true, passive: true, capture: true } as const;
    for (const type of GUEST_INTERACTION_EVENTS) window.addEventListener(type, want, options);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
      for (const type of GUEST_INTERACTION_EVENTS) window.removeEventListener(type, want, options);
    };
  }, [guest, wanted]);
  return wanted;
}

/** Client-wide services, mounted once: error reporting, realtime, the build check, modals and toasts. */
export function AppProviders({ root, children }: { root: RootData; locale: Locale; children: ReactNode }) {
  useEffect(() => {
    void initErrorReporting({
      dsn: root.sentryDsn ?? undefined,
      release: `${APP_VERSION}+${root.buildId}`,
      environment: import.meta.env.MODE,
    });
  }, [root.sentryDsn, root.buildId]);
  useBuildCheck(root.buildId);
  const { appInit, playerPending } = useRootData();
  const realtime = useRealtime(
    playerPending ? null : appInit.isGuest ? 'guest' : (appInit.login ?? 'player'),
  );
  return (
    <RealtimeProvider client={realtime}>
      {children}
      <AppRoot />
    </RealtimeProvider>
  );
}
