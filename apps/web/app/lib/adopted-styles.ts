import { useEffect, type FC } from 'react';

/**
 * Styles that libraries write at run time, as constructed stylesheets adopted by the document instead of
 * `<style>` elements. The CSP (`style-src` without 'unsafe-inline', apps/server/src/plugins/security.ts)
 * refuses a `<style>` element without the response's nonce, and a shared guest page has no nonce to give.
 * An adopted sheet is not markup: the policy does not apply to it, and only a script the policy let run can
 * build one. Like a `<style>` appended to the head, an adopted sheet comes after the page's stylesheets
 * in the cascade, so the libraries' rules win and lose exactly as before. vite.config.ts routes sonner's
 * stylesheet and `react-style-singleton` (Radix's scroll lock, through react-remove-scroll) here.
 */
const canAdopt = () => typeof document !== 'undefined' && 'adoptedStyleSheets' in document;

function adopt(css: string): CSSStyleSheet | null {
  if (!canAdopt()) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}

/** A stylesheet for the page's life: sonner's, which it would otherwise write when its module loads. */
export function adoptStyleSheet(css: string): void {
  adopt(css);
}

// ── react-style-singleton's exports, same behaviour: the first user's styles apply while any is mounted ──

export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter++ === 0) sheet = adopt(style);
    },
    remove() {
      if (--counter > 0 || !sheet) return;
      const adopted = sheet;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== adopted);
      sheet = null;
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // As the original: dynamic styles apply again when they change, static ones once per mount.
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
