import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from './react.tsx';
import type { TOptions } from './translator.ts';

/**
 * react-i18next's `<Trans>` as the app uses it: a text whose named tags (`<b>…</b>`, `<terms>…</terms>`)
 * become the given elements with the tag's text as their children; `values` are interpolated first.
 * `<b>` is `<strong>` unless `components` says otherwise (the texts bold what the player gave: an email).
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  return <>{render(t(i18nKey, values ?? {}), { b: <strong />, ...components })}</>;
}

const TAG = /<(\w+)\s*(\/)?>(?:([\s\S]*?)<\/\1\s*>)?/g;

function render(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', selfClosing, inner] = match;
    const element = components[name];
    if (!element || !isValidElement(element) || (!selfClosing && inner === undefined)) continue;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const children = selfClosing ? undefined : render(inner ?? '', components);
    nodes.push(
      children === undefined
        ? cloneElement(element, { key: nodes.length })
        : cloneElement(element, { key: nodes.length }, ...children),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes.length ? nodes : [text];
}
