// `node scripts/guest-weight.mjs http://tao.test:3000/ [...]`: what a returning guest's browser gets for a page
// (docs/performance.md, Guest bundle): the HTML (bytes, gzip, elements, inline scripts) and the JS and CSS
// files it references (modulepreload, module imports, stylesheets), gzip level 6 as the size check counts.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** GET over plain HTTP; brand hosts of the browser suite (`*.test`) are served by this machine. */
const get = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    const local = url.hostname.endsWith('.test');
    const options = { host: local ? '127.0.0.1' : url.hostname, port: url.port, path: url.pathname, headers };
    request({ ...options, headers: { ...headers, host: url.host } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

async function weigh(pageUrl) {
  const url = new URL(pageUrl);
  const locale = url.pathname.startsWith('/es') ? 'es' : 'en';
  // A returning guest: the language cookie matches the URL, so the page is the cached one.
  const response = await get(url, { cookie: `i18n_redirected=${locale}` });
  if (response.status !== 200) throw new Error(`${pageUrl} answered ${response.status}`);
  const html = response.body.toString('utf8');
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1].length);
  const withoutScripts = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
  const elements = (withoutScripts.match(/<[a-zA-Z][\w-]*/g) ?? []).length;
  const js = new Set([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*\(?"(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  ]);
  const css = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]));
  const sized = async (files) => {
    let total = 0;
    for (const file of files) {
      total += gzipSync((await get(new URL(file.replace(/#$/, ''), url))).body, { level: 6 }).length;
    }
    return total;
  };
  console.log(
    `${pageUrl}\n  HTML ${kib(html.length)} (${kib(gzipSync(html, { level: 6 }).length)} gzip), ${elements} elements, ` +
      `inline scripts ${kib(inline.reduce((a, b) => a + b, 0))} (largest ${kib(Math.max(...inline))})\n` +
      `  JS ${js.size} files, ${kib(await sized(js))} gzip; CSS ${css.size} files, ${kib(await sized(css))} gzip`,
  );
}

for (const pageUrl of process.argv.slice(2)) await weigh(pageUrl);
