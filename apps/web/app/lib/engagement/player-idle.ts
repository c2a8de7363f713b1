import { POPUP_SEQUENCER } from '@casino/contracts';

/** Elements a player types or chooses in: a popup over them would take the focus and the keystrokes. */
const FIELD = 'input, select, textarea, [contenteditable]:not([contenteditable="false"])';

/** The focused element takes input (buttons and checkboxes do not: a popup does not cut a word short there). */
export function isTypingField(element: Element | null): boolean {
  if (!element || !element.matches(FIELD)) return false;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'range', 'color', 'file'].includes(
      element.type,
    );
  return true;
}

/**
 * The player is busy and a feature popup waits: a field has the focus, or they typed less than
 * `POPUP_SEQUENCER.typingQuietMs` ago (`lastTypedAt` null: not yet on this page).
 */
export function isPlayerBusy(
  activeElement: Element | null,
  lastTypedAt: number | null,
  now: number,
): boolean {
  return (
    isTypingField(activeElement) ||
    (lastTypedAt !== null && now - lastTypedAt < POPUP_SEQUENCER.typingQuietMs)
  );
}

/**
 * Watches the player's typing on `doc` and calls `onIdle` once, when they are no longer busy, after `wait()`
 * was called: on leaving a field, or `typingQuietMs` after the last keystroke. Event-driven (no polling).
 */
export function watchPlayerIdle(doc: Document, onIdle: () => void) {
  let lastTypedAt: number | null = null;
  let waiting = false;
  let timer: number | undefined;
  const view = doc.defaultView!;
  const check = () => {
    view.clearTimeout(timer);
    if (!waiting) return;
    const now = Date.now();
    if (isTypingField(doc.activeElement)) return; // the next focusout tries again
    if (lastTypedAt !== null && now - lastTypedAt < POPUP_SEQUENCER.typingQuietMs) {
      timer = view.setTimeout(check, POPUP_SEQUENCER.typingQuietMs - (now - lastTypedAt));
      return;
    }
    waiting = false;
    onIdle();
  };
  const onKey = () => {
    lastTypedAt = Date.now();
    if (waiting && !isTypingField(doc.activeElement)) check();
  };
  // focusout fires before the focus lands elsewhere: look once it has.
  const onFocusOut = () => {
    if (waiting) view.setTimeout(check, 0);
  };
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('focusout', onFocusOut, true);
  return {
    isBusy: () => isPlayerBusy(doc.activeElement, lastTypedAt, Date.now()),
    /** Calls `onIdle` once the player is idle. */
    wait: () => {
      waiting = true;
      check();
    },
    stop: () => {
      waiting = false;
      view.clearTimeout(timer);
      doc.removeEventListener('keydown', onKey, true);
      doc.removeEventListener('focusout', onFocusOut, true);
    },
  };
}
