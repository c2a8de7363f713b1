import { useEffect, useRef } from 'react';

/** Where Space and Enter belong to something else: a control, a field, an open dialog. */
const OWN_KEYS = 'button, a, input, select, textarea, dialog, [role="dialog"], [contenteditable="true"]';

/** Space or Enter spins, unless a control, field or dialog has the focus (or a dialog is open). */
export function useSpinKeys(spin: () => void) {
  const spinRef = useRef(spin);
  spinRef.current = spin;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.code !== 'Space' && event.key !== 'Enter') || event.repeat) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      spinRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
