import type { ModalContext } from './registry.ts';

// Module state, not React state: openModal is called from plain code (query handler, sockets, timers).
// Defaults are the safe side: a guest, nothing enabled.
let context: ModalContext = { isGuest: true, appInit: null, brand: null, pathname: '/', features: null };
const listeners = new Set<(next: ModalContext, previous: ModalContext) => void>();

export const getModalContext = (): ModalContext => context;

export function setModalContext(patch: Partial<ModalContext>): void {
  const previous = context;
  context = { ...context, ...patch };
  for (const listener of listeners) listener(context, previous);
}

export function onModalContextChange(
  listener: (next: ModalContext, previous: ModalContext) => void,
): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only. */
export function resetModalContext(): void {
  context = { isGuest: true, appInit: null, brand: null, pathname: '/', features: null };
}
