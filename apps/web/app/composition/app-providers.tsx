import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@casino/contracts';
import { APP_VERSION } from '@casino/contracts/values';
import { useRootData, type RootData } from '../lib/root-data.ts';
import { useBuildCheck } from '../lib/build-check/use-build-check.tsx';
import { initErrorReporting } from '../lib/error-reporting/error-reporting.ts';
import type { RealtimeClient } from '../lib/realtime/realtime-client.ts';
import { RealtimeProvider } from '../lib/realtime/realtime-context.tsx';
import { registerAppReload } from '../lib/realtime/app-reload.ts';
import { useSettled } from '../lib/use-settled.ts';
import { AppRoot } from './app-root.tsx';

/**
 * The realtime connection of this tab, once it is wanted (`useSettled`: a guest's pushes, a new build or the
 * day's rollover, can wait); it reconnects as the new identity when the player changes. Socket.IO is a chunk of
 * its own: nothing on the first paint waits for it. `playerKey` null: a shared page's player not read yet
 * (ADR 0031), who connects once known.
 */
function useRealtime(playerKey: string | null, settled: boolean): RealtimeClient | null {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const wanted = settled && playerKey !== null;
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
  const settled = useSettled(appInit.isGuest);
  const realtime = useRealtime(
    playerPending ? null : appInit.isGuest ? 'guest' : (appInit.login ?? 'player'),
    settled,
  );
  return (
    <RealtimeProvider client={realtime}>
      {children}
      <AppRoot settled={settled} />
    </RealtimeProvider>
  );
}
