import { lazy, Suspense, useEffect, useState } from 'react';
import { allMessages } from '../../../i18n/complete-messages.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { useModalStore } from '../../../lib/modals/modal-store.ts';

// With every text of the language: a landing page comes with its own texts only, modals need the rest.
const loadLayers = () =>
  Promise.all([import('./modal-layers.tsx'), allMessages()]).then(([layers]) => layers);
const ModalLayers = lazy(loadLayers);

/**
 * The modal stack's outlet. Mount once (AppRoot does). The dialogs (Radix and every modal's frame) are a
 * chunk of their own, fetched once the page is idle or when the first modal opens, whichever is first.
 */
export function ModalHost() {
  const anyOpen = useModalStore((state) => state.stack.length > 0);
  const [needed, setNeeded] = useState(anyOpen);
  useEffect(() => {
    if (anyOpen) setNeeded(true);
  }, [anyOpen]);
  useEffect(() => whenIdle(() => void loadLayers()), []);
  if (!needed && !anyOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalLayers />
    </Suspense>
  );
}
