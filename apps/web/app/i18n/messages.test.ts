import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { leaves } from './testing/leaves.ts';

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
