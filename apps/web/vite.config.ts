import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [reactRouter(), buildManifest(), sonnerAdoptsItsStyles(), zodWithoutEvalInTheBrowser()],
  resolve: {
    // Radix's scroll lock writes a <style> element through react-style-singleton: adopt a sheet instead.
    alias: [{ find: /^react-style-singleton$/, replacement: ADOPTED_STYLES }],
  },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  ssr: { noExternal: [/^@casino\//] },
  server: { fs: { allow: ['../..'] } },
});
