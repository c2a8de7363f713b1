import { Transform } from 'node:stream';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_START = Buffer.from(' type="module" async="">');
const SCRIPT_END = Buffer.from('</script>');
/** React Router's static imports of the route modules, `import * as route0 from "/assets/root-….js";`. */
const ROUTE_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const STATIC_IMPORT = /(^|[;\n])\s*import[\s{*"]/;

/**
 * The page's loader, run in the browser (hence ES5, and small): once the first frame is on the screen it adds
 * the module preloads taken out of the head and calls `hydrate`. A hidden tab (nothing to paint), a page in a frame
 * (a game's or the cashier's: the first paint that counts is the page around it, and the frame is there to be
 * played) and a browser without paint timing start at once; a paint that has not come in 5 s holds it no longer.
 */
const LOADER =
  '(function(h,hydrate){var d=document,s=0,P=window.PerformanceObserver;' +
  'function go(){if(s)return;s=1;h.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";' +
  'l.href=u;d.head.appendChild(l)});hydrate()}' +
  'if(d.visibilityState!=="visible"||window.top!==window||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)' +
  'return go();' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})' +
  '.observe({type:"paint",buffered:true});setTimeout(go,5000)})';

/** JSON that can sit inside a `<script>` element: no `<` to close it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page paints first and hydrates after (issue #12). React Router writes `<link rel="modulepreload">` into
 * the head for the ≈ 150 kB of chunks a page hydrates with, and a module script that imports them. Fetched from
 * the head, the chunks took a phone's connection beside the style sheets, and once in, their evaluation and the
 * hydration ran before the browser drew its first frame. This transform takes the preloads out of the head and
 * turns the module script into a classic one that, once the first frame is painted, adds them back and imports
 * the same modules in the same order (`rewrite`). What it costs and buys: docs/performance.md.
 *
 * The document is held until that script has passed (React writes it with the shell, in the same tick). Bytes,
 * not strings, until then: a chunk may stop inside a character.
 *
 * What passes is coalesced: React writes a flush in 4 kB pieces (and long strings on their own), and each piece
 * went through every stream after this one (the web stream React Router answers with, the compression plugin's,
 * a brotli flush, a socket write). The pieces are passed on as one buffer when React has written its flush: it
 * calls the destination's `flush()` then (as it does for compression middleware); a write with no `flush()`
 * after it passes at the next turn of the event loop. Nothing waits for more than the flush it belongs to.
 */
export function hydrateAfterPaint(): Transform {
  let held: Buffer[] = [];
  let done = false;
  let scheduled: NodeJS.Immediate | null = null;
  /** Whatever is held, passed on as one buffer; before the module script has passed, only once it has. */
  const pass = (stream: Transform, ending: boolean) => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    if (held.length === 0) return;
    let bytes = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = [];
    if (!done) {
      const start = bytes.indexOf(MODULE_START);
      const end = start === -1 ? -1 : bytes.indexOf(SCRIPT_END, start);
      if (end === -1) {
        if (!ending) return void (held = [bytes]);
      } else {
        done = true;
        const cut = end + SCRIPT_END.length;
        const page = Buffer.from(rewrite(bytes.subarray(0, cut).toString('utf8')));
        bytes = Buffer.concat([page, bytes.subarray(cut)]);
      }
    }
    stream.push(bytes);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      scheduled ??= setImmediate(() => pass(stream, false));
      callback();
    },
    flush(callback) {
      pass(stream, true);
      callback();
    },
  });
  // React's end of a flush (react-dom/server's flushBuffered).
  return Object.assign(stream, { flush: () => pass(stream, false) });
}

/**
 * The page up to React Router's module script, with the module preloads before it gone and the script turned
 * into the loader: its static imports become awaited dynamic ones inside the function the loader calls. A
 * module script this cannot turn (a static import of another form) leaves the page as React Router wrote it.
 */
export function rewrite(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [tag, nonce = '', module = ''] = script;
  const body = module.replace(ROUTE_IMPORT, 'const $1 = await import($2);');
  if (STATIC_IMPORT.test(body)) return html;
  const hrefs: string[] = [];
  const before = html.slice(0, script.index).replace(PRELOAD, (_preload, href: string) => {
    hrefs.push(href);
    return '';
  });
  const loader = `<script${nonce}>${LOADER}(${scriptJson(hrefs)},async function(){${body}})</script>`;
  return before + loader + html.slice(script.index + tag.length);
}
