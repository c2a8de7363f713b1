import { useCallback, useEffect, useState } from 'react';
import { allMessages } from '../../../i18n/complete-messages.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { useModalStore } from '../../../lib/modals/modal-store.ts';

// With every text of the language: a landing page comes with its own texts only, modals need the rest.
const loadLayers = () =>
  Promise.all([import('./modal-layers.tsx'), allMessages()]).then(([layers]) => layers.default);
type Layers = Awaited<ReturnType<typeof loadLayers>>;

/**
 * The modal stack's outlet. Mount once (AppRoot does). The dialogs (Radix and every modal's frame) are a
 * chunk of their own, fetched once the page is idle or when the first modal opens, whichever is first, and
 * mounted (empty) as soon as they are in. Not React.lazy: a lazy component suspends on its first render even
 * with its chunk loaded, and React commits a suspended tree's retry up to 300 ms later, which a player's first
 * modal (the rewards hub from the phone bar: 584 ms at 4× CPU) waited for.
 */
export function ModalHost() {
  const anyOpen = useModalStore((state) => state.stack.length > 0);
  const [ModalLayers, setModalLayers] = useState<Layers | null>(null);
  const load = useCallback(() => void loadLayers().then((layers) => setModalLayers(() => layers)), []);
  useEffect(() => whenIdle(load), [load]);
  useEffect(() => {
    if (anyOpen && !ModalLayers) load();
  }, [anyOpen, ModalLayers, load]);
  return ModalLayers ? <ModalLayers /> : null;
}
