import { stripLocale } from '../../i18n/locale.ts';
import { getModalContext, onModalContextChange } from './modal-context.ts';
import { useModalStore } from './modal-store.ts';
import { getModalDefinition, resolveModalName } from './registry.ts';

const warned = new Set<string>();

/** Logs `Unknown modal: {name}` once per name, so a bad link or a loop does not flood the console. */
export function warnUnknownModal(name: string): void {
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`Unknown modal: ${name}`);
}

const isGeoblockPath = (pathname: string) => /^\/geoblock\/?$/.test(stripLocale(pathname));

/**
 * Opens a registered modal on top of the stack, when the rules allow it:
 * - an unknown name does nothing (warned once per name);
 * - a modal that requires a player does nothing for guests;
 * - a feature switch (isEnabled) that says no means nothing;
 * - on the geoblock page only modals marked allowedOnGeoblock open.
 * Props reach the component next to `modalId` and `close`. Client only: on the server it does nothing.
 */
export function openModal(name: string, props: object = {}): void {
  if (typeof window === 'undefined') return; // one module store per server process: never fill it there
  const definition = getModalDefinition(name);
  if (!definition) {
    warnUnknownModal(name);
    return;
  }
  const context = getModalContext();
  if (definition.requiresPlayer && context.isGuest) return;
  if (definition.isEnabled && !definition.isEnabled(context)) return;
  if (!definition.allowedOnGeoblock && isGeoblockPath(context.pathname)) return;
  const alreadyOpen = useModalStore.getState().stack.some((entry) => entry.name === resolveModalName(name));
  useModalStore.getState().open(name, props);
  // The analytics module validates payloads with zod: it comes with the first popup, not with the page.
  if (!alreadyOpen)
    void import('../analytics/data-layer.ts').then(({ trackOpenPopup }) =>
      trackOpenPopup({ popup_name: resolveModalName(name) }),
    );
}

export const closeModal = (id: string): void => useModalStore.getState().close(id);
export const closeTopModal = (): void => useModalStore.getState().closeTop();
export const closeAllModals = (): void => useModalStore.getState().closeAll();

/** For the popup sequencer and others that must not pile up on an open modal. */
export const isAnyModalOpen = (): boolean => useModalStore.getState().stack.length > 0;
export const isModalOpen = (name: string): boolean =>
  useModalStore.getState().stack.some((entry) => entry.name === resolveModalName(name));

/** React hook: whether anything is open (re-renders on change). */
export const useIsAnyModalOpen = (): boolean => useModalStore((state) => state.stack.length > 0);

// A player who signs out keeps no player-only modal open.
onModalContextChange((next, previous) => {
  if (!next.isGuest || previous.isGuest) return;
  const { stack, close } = useModalStore.getState();
  for (const entry of stack) if (getModalDefinition(entry.name)?.requiresPlayer) close(entry.id);
});

/** Tests only. */
export function resetUnknownModalWarnings(): void {
  warned.clear();
}
