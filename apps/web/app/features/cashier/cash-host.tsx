import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { CASH_APP_MOUNT_DELAY_MS } from '@casino/contracts';
import { useRootData } from '../../lib/root-data.ts';
import { isCashPath } from './cash-routes.ts';

export const CASH_APP_CONTAINER_ID = 'cash-app';

// Its own chunk: nothing of the cashier is in the page bundle until the host mounts it.
const LazyCashApp = lazy(() => import('./cash-app.tsx'));

/** True once `delayMs` have passed since the first render in the browser. */
export function useMountDelay(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready;
}

/** The body-level `<div id="cash-app">`, created on mount and removed again if this host created it. */
function useBodyContainer(enabled: boolean): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const existing = document.getElementById(CASH_APP_CONTAINER_ID);
    const element = existing ?? document.createElement('div');
    if (!existing) {
      element.id = CASH_APP_CONTAINER_ID;
      document.body.appendChild(element);
    }
    setContainer(element);
    return () => {
      if (!existing) element.remove();
      setContainer(null);
    };
  }, [enabled]);
  return container;
}

/**
 * The spec's embedded cash app: mounted CASH_APP_MOUNT_DELAY_MS after the app starts into a body-level
 * container (through a portal, so it shares the router, i18n and realtime of the page), and shown over
 * the page while the path (without its language prefix) starts with /cash/. Signed-in players only.
 */
export function CashHost({
  app: App = LazyCashApp,
  delayMs = CASH_APP_MOUNT_DELAY_MS,
}: {
  app?: ComponentType<{ active: boolean }>;
  delayMs?: number;
}) {
  const { player } = useRootData();
  const { pathname } = useLocation();
  const ready = useMountDelay(delayMs);
  const container = useBodyContainer(ready && player !== null);
  if (!container) return null;
  return createPortal(
    <Suspense fallback={null}>
      <App active={isCashPath(pathname)} />
    </Suspense>,
    container,
  );
}
