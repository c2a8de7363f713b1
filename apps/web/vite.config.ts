import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';

const ADOPTED_STYLES = fileURLToPath(new URL('./app/lib/adopted-styles.ts', import.meta.url));

/**
 * The CSP refuses `<style>` elements without the response's nonce (apps/server/src/plugins/security.ts),
 * and sonner writes its stylesheet into one when its module loads: hand that stylesheet to
 * app/lib/adopted-styles.ts instead. A sonner that no longer does it this way fails the build here rather
 * than showing toasts without their styles.
 */
const sonnerAdoptsItsStyles = (): Plugin => ({
  name: 'casino-sonner-adopts-its-styles',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
    const call = /^__insertCSS\(/m;
    if (!call.test(code)) throw new Error(`sonner no longer injects its styles as expected: check ${id}`);
    const adopt = `import { adoptStyleSheet as __adoptStyleSheet } from ${JSON.stringify(ADOPTED_STYLES)};\n`;
    return { code: adopt + code.replace(call, '__adoptStyleSheet('), map: null };
  },
});

/**
 * zod 4 probes for `eval` with `new Function` as its first object schema is built, to compile faster
 * parsers. The CSP has no 'unsafe-eval', so the browser refuses the probe and reports a violation on
 * every page (zod catches the error and carries on). Its config must say jitless before any schema is
 * built, and schemas are built as modules load, so the browser's copy of zod starts with it; schemas
 * parse the same. The server (SSR and API) keeps the compiled parsers.
 */
const zodWithoutEvalInTheBrowser = (): Plugin => ({
  name: 'casino-zod-without-eval-in-the-browser',
  transform(code, id, options) {
    if (options?.ssr || !/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
    const start = '(_a.__zod_globalConfig = {})';
    if (!code.includes(start)) throw new Error(`zod no longer starts its config as expected: check ${id}`);
    return { code: code.replace(start, '(_a.__zod_globalConfig = { jitless: true })'), map: null };
  },
});

/** Every build gets a fresh id, written to builds/latest.json and compiled into the client. */
const buildId =
  process.env.BUILD_ID ??
  `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;

const buildManifest = (): Plugin => ({
  name: 'casino-build-manifest',
  apply: 'build',
  writeBundle(options) {
    if (!options.dir?.endsWith('client')) return;
    mkdirSync(join(options.dir, 'builds'), { recursive: true });
    writeFileSync(join(options.dir, 'builds/latest.json'), JSON.stringify({ id: buildId }));
  },
});

/** The modules every page's first load runs: the root route and the layouts of the guest pages. */
const SHELL_ROOTS = ['/app/root.tsx', '/app/routes/layouts/guest.tsx', '/app/routes/layouts/default.tsx'];
const APP_CODE = /\/apps\/web\/app\//;
/** Feature barrels re-export more than the shell uses (a feature's pages): shell code imports files. */
const BARREL = /\/features\/[^/]+\/index\.ts$/;
/** React and React Router: one chunk of their own, shared by the client entry and the shell. */
const REACT = /node_modules\/(react|react-dom|react-router|scheduler)\//;

/**
 * Puts the shell and its CSS in one chunk, so a page's first load is React, the shell and the page's chunk
 * (one CSS file each) instead of forty small files. The shell is the app code SHELL_ROOTS import statically
 * and everything that code imports (the translator, zustand, the contract values of `@casino/contracts/values`:
 * shell code never imports a runtime value from `@casino/contracts`, whose schemas would bring zod).
 * Only the client build.
 */
const shellChunk = (): Plugin => {
  const imports = new Map<string, readonly string[]>();
  let shell: Set<string> | null = null;
  const collect = () => {
    const found = new Set<string>();
    const stack = [...imports.keys()].filter((id) => SHELL_ROOTS.some((root) => id.endsWith(root)));
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (found.has(id) || !APP_CODE.test(id) || BARREL.test(id) || id.includes('?')) continue;
      found.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return found;
  };
  return {
    name: 'casino-shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Required to group modules without their dependencies; route modules keep every export they have.
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    buildStart() {
      imports.clear();
      shell = null;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
    outputOptions(options) {
      const inShell = (id: string) => (shell ??= collect()).has(id);
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 3 },
            { name: 'shell', test: inShell, priority: 1 },
          ],
        },
      };
    },
    // Every page loads the shell: zod (the contracts' schemas) must not be in it.
    generateBundle(_options, bundle) {
      const shellChunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'shell');
      if (shellChunk?.type !== 'chunk') return;
      const zod = Object.keys(shellChunk.modules).find((id) => id.includes('/node_modules/zod/'));
      if (zod)
        this.error(
          'zod is in the shell chunk: a module of the shell imports a runtime value from @casino/contracts; ' +
            'import it from @casino/contracts/values, and schemas only in modules loaded with `await import()`.',
        );
    },
  };
};

/**
 * A lazy import whose chunk its importer already loads (a module also imported statically there, e.g. a
 * lazy root exported from a feature's index.ts and used through it) is for nothing: its code is in that
 * first load. The build fails on it, naming the modules.
 */
const lazyImportsStayLazy = (): Plugin => ({
  name: 'casino-lazy-imports-stay-lazy',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? [[file.fileName, file] as const] : [],
      ),
    );
    const loadedWith = (fileName: string) => {
      const seen = new Set<string>();
      const stack = [fileName];
      for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
        if (seen.has(file)) continue;
        seen.add(file);
        stack.push(...(chunks.get(file)?.imports ?? []));
      }
      return seen;
    };
    for (const chunk of chunks.values()) {
      const loaded = loadedWith(chunk.fileName);
      for (const target of chunk.dynamicImports)
        if (loaded.has(target))
          this.error(
            `${chunk.fileName} lazily imports ${target}, which it already loads: ` +
              `${Object.keys(chunks.get(target)?.modules ?? {}).join(', ')}. Import the module only lazily ` +
              "(not through a feature's index.ts).",
          );
    }
  },
});

/**
 * Writes build/client-modules.json: for every client chunk (by file name, as the route manifest names it), the
 * gzip bytes of each module's rendered code in it (each module compressed alone, so a little more than its
 * share of the chunk). The size check (e2e/bundle-size.spec.ts) lists the largest modules of a first load
 * that is over budget. Beside build/client, not in it: it is not served.
 */
const moduleSizes = (): Plugin => ({
  name: 'casino-module-sizes',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  writeBundle(options, bundle) {
    if (!options.dir) return;
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const sizes: Record<string, Record<string, number>> = {};
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      sizes[file.fileName] = Object.fromEntries(
        Object.entries(file.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => [
            id
              .replace(root, '')
              .replace(/^.*\/node_modules\//, 'node_modules/')
              .replace('\0', ''),
            gzipSync(module.code ?? '').length,
          ])
          .sort((a, b) => (b[1] as number) - (a[1] as number)),
      );
    }
    writeFileSync(join(options.dir, '..', 'client-modules.json'), `${JSON.stringify(sizes, null, 1)}\n`);
  },
});

const COMPRESSIBLE_ASSET = /\.(js|css|svg|json|txt|html)$/;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every script and style sheet of the client
 * build, which the server sends as they are (`preCompressed` in apps/server/src/web/ssr.ts). Compressing them
 * per request cost the server CPU on every first load and, at the quality a per-request compressor can
 * afford, ≈ 15 % more bytes for a phone to download (issue #12).
 */
const precompressAssets = (): Plugin => ({
  name: 'casino-precompress-assets',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  async writeBundle(options, bundle) {
    const dir = options.dir;
    if (!dir) return;
    await Promise.all(
      Object.values(bundle).map(async (file) => {
        if (!COMPRESSIBLE_ASSET.test(file.fileName)) return;
        const raw = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (raw.length < 1024) return;
        const path = join(dir, file.fileName);
        const [br, gz] = await Promise.all([
          brotliAsync(raw, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: 9 }),
        ]);
        writeFileSync(`${path}.br`, br);
        writeFileSync(`${path}.gz`, gz);
      }),
    );
  },
});

const STANDALONE_VERIFIER = fileURLToPath(
  new URL('./app/features/provably-fair/standalone/verifier-standalone.ts', import.meta.url),
);
const STANDALONE_STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
label{display:block;font-weight:600}input:not([type=checkbox]),select{width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
button{padding:.6rem 1.2rem;font:inherit}.hex{font-family:monospace;overflow-wrap:anywhere}.match{color:#0a6b2c;font-weight:600}
.differs{color:#a1241b;font-weight:600}`;
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The verifier as one HTML file with its script and style inline (docs/provably-fair.md, "Offline"): the
 * game math and the verifier bundled as one IIFE, written to build/client/provably-fair/verifier.html for
 * the server to serve and a player to save. Its Content-Security-Policy (no network, its own script and
 * style by hash) goes beside the client build, in build/verifier-csp.txt, for the server to send with it.
 */
const standaloneVerifier = (): Plugin => ({
  name: 'casino-standalone-verifier',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  async writeBundle(options) {
    if (!options.dir) return;
    const output = (await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        write: false,
        minify: true,
        lib: { entry: STANDALONE_VERIFIER, formats: ['iife'], name: 'provablyFairVerifier' },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunks = [output].flat().flatMap((out) => out.output.filter((file) => file.type === 'chunk'));
    if (chunks.length !== 1) this.error(`the standalone verifier must be one script, got ${chunks.length}`);
    const script = chunks[0]!.code.replace(/<\/script/gi, '<\\/script');
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Provably fair</title>' +
      `<style>${STANDALONE_STYLE}</style></head><body><main id="verifier"></main>` +
      `<script>${script}</script></body></html>\n`;
    mkdirSync(join(options.dir, 'provably-fair'), { recursive: true });
    writeFileSync(join(options.dir, 'provably-fair/verifier.html'), html);
    const csp = `default-src 'none'; script-src ${cspHash(script)}; style-src ${cspHash(STANDALONE_STYLE)}; base-uri 'none'; form-action 'none'`;
    writeFileSync(join(options.dir, '..', 'verifier-csp.txt'), csp);
  },
});

export default defineConfig({
  plugins: [
    reactRouter(),
    buildManifest(),
    sonnerAdoptsItsStyles(),
    zodWithoutEvalInTheBrowser(),
    shellChunk(),
    lazyImportsStayLazy(),
    moduleSizes(),
    precompressAssets(),
    standaloneVerifier(),
  ],
  resolve: {
    // Radix's scroll lock writes a <style> element through react-style-singleton: adopt a sheet instead.
    alias: [{ find: /^react-style-singleton$/, replacement: ADOPTED_STYLES }],
  },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  ssr: { noExternal: [/^@casino\//] },
  server: { fs: { allow: ['../..'] } },
});
