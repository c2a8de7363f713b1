import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ModalHost } from '../components/ui/modal/modal-host.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { useGameFromQuery } from '../features/game-modal/use-game-from-query.ts';
import { setModalContext } from '../lib/modals/modal-context.ts';
import { useOpenModalFromQuery } from '../lib/modals/use-open-modal-from-query.ts';
import { useRootData } from '../lib/root-data.ts';
import { forPlayers, lazyExport, registerFeatureModules, type FeatureRoot } from '../lib/feature-module.ts';
import { FEATURE_MODULES } from './features.ts';
import { useQueryActions } from './use-query-actions.ts';

// At module load: every modal is known before anything (the query, a push) can open one, and every slot
// before the first render.
registerFeatureModules(FEATURE_MODULES);

/**
 * Mounted once, after the modal host and the toaster; each renders its own banner or nothing. A guest's
 * page never fetches a player-only root (issue #12); pushes sent while one loads after a sign-in wait for
 * it in the realtime client (REALTIME.heldPushMs).
 */
const FEATURE_ROOTS: readonly FeatureRoot[] = [
  ...FEATURE_MODULES.flatMap((module) => module.roots ?? []),
  // The engagement features' live states, finish timers and popup sequencer: a guest has none of them.
  forPlayers(lazyExport(async () => (await import('./engagement.tsx')).loadEngagement(), 'Engagement')),
];

/** Keeps the modal open-rules (guest, feature flags, current path) in step with the root data. */
function useModalContextSync(): void {
  const { appInit, brand } = useRootData();
  const { pathname } = useLocation();
  useEffect(() => {
    setModalContext({ isGuest: appInit.isGuest, appInit, brand, pathname });
  }, [appInit, brand, pathname]);
}

/**
 * Everything app-wide that floats above the page: modals, toasts, the features' roots. Render once. The lazy
 * roots mount once the tab has `settled` (lib/use-settled.ts): a guest's landing fetched and ran ~60 of their
 * chunks right after hydration, none of which it shows (issue #34).
 */
export function AppRoot({ settled }: { settled: boolean }) {
  // Order matters: the context must be current before the query handlers open anything, and hooks of
  // this component run their effects after the features' roots (children) ran theirs.
  useModalContextSync();
  useOpenModalFromQuery();
  useGameFromQuery();
  useQueryActions();
  const { appInit, playerPending } = useRootData();
  return (
    <>
      <ModalHost />
      <Toaster />
      {/* A fixed list: its positions are stable keys. Each lazy root mounts when its chunk is in. */}
      {FEATURE_ROOTS.map(({ Root, players, firstPaint }, index) =>
        // A shared page's player roots wait for the player's own app init (ADR 0031).
        (players && (appInit.isGuest || playerPending)) || (!firstPaint && !settled) ? null : (
          <Suspense key={index} fallback={null}>
            <Root />
          </Suspense>
        ),
      )}
    </>
  );
}
