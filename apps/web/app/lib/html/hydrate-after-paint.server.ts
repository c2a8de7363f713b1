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
 * The document is held until that script has passed (React writes it with the shell, in the same tick); the
 * rest of the stream passes untouched. Bytes, not strings, until then: a chunk may stop inside a character.
 */
export function hydrateAfterPaint(): Transform {
  let held: Buffer[] = [];
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held.push(chunk);
      const bytes = Buffer.concat(held);
      const start = bytes.indexOf(MODULE_START);
      const end = start === -1 ? -1 : bytes.indexOf(SCRIPT_END, start);
      if (end === -1) {
        held = [bytes];
        return callback();
      }
      done = true;
      held = [];
      const cut = end + SCRIPT_END.length;
      const page = Buffer.from(rewrite(bytes.subarray(0, cut).toString('utf8')));
      callback(null, Buffer.concat([page, bytes.subarray(cut)]));
    },
    flush(callback) {
      callback(null, done ? undefined : Buffer.concat(held));
    },
  });
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
