import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ModalHost } from '../components/ui/modal/modal-host.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { useGameFromQuery } from '../features/game-modal/use-game-from-query.ts';
import { setModalContext } from '../lib/modals/modal-context.ts';
import { whenIdle } from '../lib/idle.ts';
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

const isLazy = (root: unknown) =>
  (root as { $$typeof?: symbol } | null)?.$$typeof === Symbol.for('react.lazy');

/**
 * The lazy roots (chunks of their own) mount at the first idle moment after hydration, not during it, so
 * their chunks, texts and first renders stay out of hydration's long task (issue #12); each then renders
 * when its chunk arrives. All at once, not one per idle callback: on a busy phone those come a second
 * apart, and the reality check, the session's sign-out rules and the pushes' listeners must not wait
 * twenty of them. The others (cookie banner, terms gate) render with the page.
 */
function useAfterHydration(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => whenIdle(() => setAfter(true), 1000), []);
  return after;
}

/** Everything app-wide that floats above the page: modals, toasts, the features' roots. Render once. */
export function AppRoot() {
  // Order matters: the context must be current before the query handlers open anything, and hooks of
  // this component run their effects after the features' roots (children) ran theirs.
  useModalContextSync();
  useOpenModalFromQuery();
  useGameFromQuery();
  const afterHydration = useAfterHydration();
  return (
    <>
      <ModalHost />
      <Toaster />
      {/* A fixed list: its positions are stable keys. Each lazy root mounts when its chunk is in. */}
      {FEATURE_ROOTS.map((Root, index) =>
        isLazy(Root) && !afterHydration ? null : (
          <Suspense key={index} fallback={null}>
            <Root />
          </Suspense>
        ),
      )}
    </>
  );
}
