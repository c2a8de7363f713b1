import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads } from './low-priority-preloads.server.ts';

/** The document in pieces of `size` bytes: boundaries fall inside tags and inside characters. */
const run = (html: string, size: number) => {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(lowPriorityPreloads()));
};

describe('lowPriorityPreloads', () => {
  it("marks the head's module preloads low priority and leaves the rest, wherever the chunks break", async () => {
    const html =
      '<!DOCTYPE html><html><head><title>Señor</title><link rel="modulepreload" href="/assets/a.js" nonce=""/>' +
      '<link rel="modulepreload" href="/assets/b.js"><link rel="stylesheet" href="/assets/s.css"/></head>' +
      '<body><p>ñé</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';
    const expected =
      '<!DOCTYPE html><html><head><title>Señor</title>' +
      '<link rel="modulepreload" href="/assets/a.js" nonce="" fetchpriority="low"/>' +
      '<link rel="modulepreload" href="/assets/b.js" fetchpriority="low"><link rel="stylesheet" href="/assets/s.css"/>' +
      '</head><body><p>ñé</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';
    for (const size of [1, 7, 64, 4096]) expect(await run(html, size)).toBe(expected);
  });

  it('passes a document without a head through whole', async () => {
    expect(await run('<p>partial é</p>', 3)).toBe('<p>partial é</p>');
  });
});
