import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [reactRouter(), buildManifest()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  ssr: { noExternal: [/^@casino\//] },
  server: { fs: { allow: ['../..'] } },
});
