// Parity of the app's translator with i18next (ADR 0013): every text of the real en and es trees, with and
// without values, plurals by count, defaults and missing keys, through i18next (a devDependency kept for
// this test only) and through translator.ts, must read the same.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { MessageTree } from '@casino/contracts';
import { messages } from './messages.ts';
import { leaves } from './testing/leaves.ts';
import { createTranslator } from './translator.ts';

/** As the app built its instances (i18n.ts before ADR 0013): one language's tree, no escaping. */
const reference = (lng: 'en' | 'es', tree: MessageTree = messages[lng]) => {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: { [lng]: { translation: tree } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const variables = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1] ?? '');

describe.each(['en', 'es'] as const)('the translator reads like i18next in %s', (lng) => {
  const theirs = reference(lng);
  const ours = createTranslator(lng, messages[lng]);
  const texts = leaves(messages[lng]);

  it('every text, without values and with every variable it names', () => {
    expect(texts.size).toBeGreaterThan(500);
    for (const [key, text] of texts) {
      expect(ours.t(key), key).toBe(theirs.t(key));
      const values = Object.fromEntries(variables(text).map((name, i) => [name, `v${i}<&>`]));
      expect(ours.t(key, values), key).toBe(theirs.t(key, values));
      expect(ours.exists(key), key).toBe(theirs.exists(key));
    }
  });

  it('every plural, for counts 0, 1, 2, 5 and 21', () => {
    const bases = new Set(
      [...texts.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
    );
    expect(bases.size).toBeGreaterThan(20);
    for (const base of bases)
      for (const count of [0, 1, 2, 5, 21]) {
        const values = { count, n: String(count), amount: '3.50' };
        expect(ours.t(base, values), `${base} ${count}`).toBe(theirs.t(base, values));
      }
  });

  it('every subtree with returnObjects (the static pages read their sections so)', () => {
    const subtrees = new Set(
      [...texts.keys()].flatMap((key) => {
        const parts = key.split('.');
        return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('.'));
      }),
    );
    for (const key of subtrees)
      expect(ours.t(key, { returnObjects: true }), key).toEqual(theirs.t(key, { returnObjects: true }));
    const leaf = [...texts.keys()][0] ?? '';
    expect(ours.t(leaf, { returnObjects: true })).toBe(theirs.t(leaf, { returnObjects: true }));
  });

  it('missing keys, defaults and values that are not given', () => {
    const [someKey = ''] = [...texts].find(([, text]) => variables(text).length > 0) ?? [];
    const cases: [string, Record<string, unknown> | string | undefined][] = [
      ['no.such.key', undefined],
      ['no.such.key', { defaultValue: 'Fallback {{name}}', name: 'Ann' }],
      ['no.such.key', 'Page Not Found'],
      [someKey, {}],
      [someKey, { defaultValue: 'unused' }],
      ['no.such.plural', { count: 2 }],
    ];
    for (const [key, options] of cases)
      expect(ours.t(key, options as never), key).toBe(theirs.t(key, options as never) as unknown);
  });

  it('texts added later are read at once (the rest of a landing page language)', () => {
    const [first = ''] = Object.keys(messages[lng]);
    const partial = createTranslator(lng, { [first]: messages[lng][first] ?? {} });
    const key = [...texts.keys()].find((k) => !k.startsWith(`${first}.`)) ?? '';
    expect(partial.t(key)).toBe(key);
    partial.addMessages(messages[lng]);
    expect(partial.t(key)).toBe(theirs.t(key));
    expect(partial.language).toBe(lng);
  });
});
