import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint, rewrite } from './hydrate-after-paint.server.ts';

/** The document in pieces of `size` bytes: boundaries fall inside tags and inside characters. */
const run = (html: string, size: number) => {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(hydrateAfterPaint()));
};

// As React Router writes them (react-router 7's <Scripts>).
const MODULE =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client.js");';
const PAGE =
  '<!DOCTYPE html><html><head><title>Señor</title><link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/react.js" nonce="n1"/><link rel="stylesheet" href="/assets/s.css"/></head>' +
  '<body><p>ñé</p><script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${MODULE}</script><div hidden id="S:0">late</div></body></html>`;

describe('hydrateAfterPaint', () => {
  it('takes the preloads out of the head and turns the module script into the loader, wherever the chunks break', async () => {
    const expected = rewrite(PAGE);
    for (const size of [1, 7, 64, 4096]) expect(await run(PAGE, size)).toBe(expected);

    expect(expected).not.toContain('<link rel="modulepreload"');
    expect(expected).not.toContain('type="module"');
    expect(expected).toContain('<link rel="stylesheet" href="/assets/s.css"/></head>');
    expect(expected).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(expected).toContain(
      '(["/assets/entry.client.js","/assets/react.js"],async function(){;\n' +
        'const route0 = await import("/assets/root.js");\nconst route1 = await import("/assets/home.js");\n' +
        '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client.js");})' +
        '</script><div hidden id="S:0">late</div></body></html>',
    );
  });

  it('passes what React wrote before its flush() on as one piece', async () => {
    const stream = hydrateAfterPaint() as ReturnType<typeof hydrateAfterPaint> & { flush(): void };
    const out: string[] = [];
    stream.on('data', (piece: Buffer) => out.push(piece.toString()));
    const page = Buffer.from(PAGE);
    for (let i = 0; i < page.length; i += 64) stream.write(page.subarray(i, i + 64));
    stream.flush();
    stream.write('<p>late</p>');
    stream.write('<p>later</p>');
    stream.flush();
    stream.end();
    await new Promise((resolve) => stream.on('end', resolve));
    expect(out).toEqual([rewrite(PAGE), '<p>late</p><p>later</p>']);
  });

  it('writes a loader that runs: the preloads go back into the head after the paint, then the imports in order', async () => {
    const loader = /<script nonce="n1">(\(function\(h,hydrate\)[\s\S]*?)<\/script><div/.exec(
      rewrite(PAGE),
    )?.[1];
    expect(loader).toBeDefined();
    const head: Array<{ rel: string; href: string }> = [];
    const imported: string[] = [];
    let paint:
      | ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void)
      | null = null;
    const document = {
      visibilityState: 'visible',
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => head.push(link) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof paint) {
        paint = callback;
      }
      observe() {}
    }
    const window: Record<string, unknown> = { PerformanceObserver, __reactRouterRouteModules: null };
    window.top = window;
    const load = async (url: string) => {
      imported.push(url);
      return { url };
    };
    // The loader's text with `import(` as a call of `load`: a Function cannot hold an import expression.
    const run = new Function(
      'document',
      'window',
      'load',
      'setTimeout',
      loader!.replaceAll('import(', 'load('),
    );
    run(document, window, load, () => undefined);
    expect(head).toEqual([]);

    paint!({ getEntriesByName: () => [] }, { disconnect() {} });
    expect(head).toEqual([]);
    paint!({ getEntriesByName: () => [{}] }, { disconnect() {} });
    await new Promise((resolve) => setImmediate(resolve));
    expect(head.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/assets/entry.client.js'],
      ['modulepreload', '/assets/react.js'],
    ]);
    expect(imported).toEqual(['/assets/root.js', '/assets/home.js', '/assets/entry.client.js']);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root.js' },
      home: { url: '/assets/home.js' },
    });
  });

  it('leaves a module script it cannot turn, and a page without one, as they are', async () => {
    const other = PAGE.replace(
      'import * as route1 from "/assets/home.js";',
      'import { a } from "/assets/home.js";',
    );
    expect(await run(other, 5)).toBe(other);
    expect(await run('<p>partial é</p>', 3)).toBe('<p>partial é</p>');
  });
});
