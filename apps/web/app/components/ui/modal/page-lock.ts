import { hideOthers } from 'aria-hidden';

let held = 0;

/**
 * What a modal dialog does to the page behind it, without restyling that page: pass it as the `ref` of a Radix
 * `Dialog.Content` rendered with `modal={false}` (and `aria-modal`, a backdrop of its own, `onFocusOutside`
 * prevented). While the dialog is in the page, the rest is hidden from assistive tech (`aria-hidden` on the
 * body's other children, as Radix's modal does) and the page does not scroll: `data-page-locked` on `<html>`
 * (global.css: `overflow: hidden` there, the scrollbar's gutter kept). Reference-counted: stacked dialogs hold it
 * until the last one goes.
 *
 * Radix's modal mode writes on `<body>` instead: `pointer-events: none` and react-remove-scroll's rule with a
 * custom property, both inherited, so opening a dialog restyled every element of the page in the tap's frame
 * (760 on a player's lobby, 120–140 ms at 4× CPU; docs/performance.md). An attribute on `<html>` that only one
 * rule reads restyles `<html>` alone. Focus stays in the dialog by Radix's own `loop` (Tab and Shift+Tab cycle
 * inside it) and the backdrop takes every tap outside it.
 *
 * A React 19 ref callback: it returns its cleanup.
 */
export function lockPage(dialog: HTMLElement | null): (() => void) | undefined {
  if (!dialog) return undefined;
  const showOthers = hideOthers(dialog);
  if (held++ === 0) document.documentElement.setAttribute('data-page-locked', '');
  return () => {
    showOthers();
    if (--held === 0) document.documentElement.removeAttribute('data-page-locked');
  };
}
