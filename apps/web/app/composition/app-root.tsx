import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ModalHost } from '../components/ui/modal/modal-host.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { useGameFromQuery } from '../features/game-modal/use-game-from-query.ts';
import { setModalContext } from '../lib/modals/modal-context.ts';
import { registerModals } from '../lib/modals/registry.ts';
import { useOpenModalFromQuery } from '../lib/modals/use-open-modal-from-query.ts';
import { useRootData } from '../lib/root-data.ts';
import { FEATURE_MODALS, FEATURE_ROOTS } from './features.ts';

// At module load, as before: every modal is known before anything (the query, a push) can open one.
registerModals(FEATURE_MODALS);

/** Keeps the modal open-rules (guest, feature flags, current path) in step with the root data. */
function useModalContextSync(): void {
  const { appInit, brand } = useRootData();
  const { pathname } = useLocation();
  useEffect(() => {
    setModalContext({ isGuest: appInit.isGuest, appInit, brand, pathname });
  }, [appInit, brand, pathname]);
}

/** Everything app-wide that floats above the page: modals, toasts, the features' roots. Render once. */
export function AppRoot() {
  // Order matters: the context must be current before the query handlers open anything, and hooks of
  // this component run their effects after the features' roots (children) ran theirs.
  useModalContextSync();
  useOpenModalFromQuery();
  useGameFromQuery();
  const { appInit } = useRootData();
  return (
    <>
      <ModalHost />
      <Toaster />
      {/* A fixed list: its positions are stable keys. Each lazy root mounts when its chunk is in. */}
      {FEATURE_ROOTS.map(({ Root, players }, index) =>
        players && appInit.isGuest ? null : (
          <Suspense key={index} fallback={null}>
            <Root />
          </Suspense>
        ),
      )}
    </>
  );
}
