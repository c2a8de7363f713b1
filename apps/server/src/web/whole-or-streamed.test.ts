import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { wholeOrStreamed } from './ssr.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('wholeOrStreamed', () => {
  // The wait is handed in, so no test waits on a shared worker's clock: one that never ends, or one already over
  // (what was written by then is read first, then the body counts as still being written).
  const never = new Promise<never>(() => undefined);
  const over = Promise.resolve();

  it('gives a body that is complete at once as one buffer', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html>', '<body>', '</body></html>']) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    const sent = await wholeOrStreamed(body, never);
    expect(Buffer.isBuffer(sent)).toBe(true);
    expect(sent.toString()).toBe('<html><body></body></html>');
  });

  it('streams a body still being written: what came first in one piece, then the rest in order', async () => {
    let finish!: () => void;
    const later = new Promise<void>((resolve) => (finish = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('<html>'));
        controller.enqueue(bytes('<body>shell'));
        await later;
        controller.enqueue(bytes('late</body></html>'));
        controller.close();
      },
    });
    const sent = await wholeOrStreamed(body, over);
    expect(sent).toBeInstanceOf(Readable);
    finish();
    const pieces: string[] = [];
    for await (const piece of sent as Readable) pieces.push(Buffer.from(piece as Uint8Array).toString());
    expect(pieces).toEqual(['<html><body>shell', 'late</body></html>']);
  });

  it('passes bytes, not objects, to the reply', async () => {
    let finish!: () => void;
    const later = new Promise<void>((resolve) => (finish = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('a'));
        await later;
        controller.close();
      },
    });
    const sent = (await wholeOrStreamed(body, over)) as Readable;
    expect(sent.readableObjectMode).toBe(false);
    finish();
    expect((await buffer(sent)).toString()).toBe('a');
  });
});
