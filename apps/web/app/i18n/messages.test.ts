import { describe, expect, it } from 'vitest';
import type { MessageTree } from '@casino/contracts';
import { messages } from './messages.ts';

const leaves = (tree: MessageTree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
};

describe('messages', () => {
  const en = leaves(messages.en);
  const es = leaves(messages.es);

  it('has the same keys in en and es', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has no empty text', () => {
    for (const [key, text] of [...en, ...es]) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of en) expect(names(es.get(key) ?? ''), key).toEqual(names(text));
  });
});
