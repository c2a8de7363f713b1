import type { BrowserContextOptions } from 'playwright-core';

/**
 * The phone the browser benches measure on: a 390×844 touch screen at 2× density, in English. The benches' own
 * waits are page scripts, so the site's CSP (no eval) is bypassed for them; everything else it loads keeps it.
 */
export const PHONE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
  bypassCSP: true,
};
