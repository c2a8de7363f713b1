// Builds the web app when its sources changed since the last build (or it was never built).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const stampFile = join(web, 'build/.source-hash');
const inputs = [
  join(web, 'app'),
  join(web, 'public'),
  join(web, 'vite.config.ts'),
  join(web, 'react-router.config.ts'),
  join(web, 'package.json'),
  join(root, 'packages/contracts/src'),
  // The verifier page bundles the game math (docs/provably-fair.md).
  join(root, 'packages/game-math/src'),
  // The frame draws the theme art (symbols, backgrounds).
  join(root, 'packages/art/src'),
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path)) yield* files(join(path, entry));
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of [...files(input)].sort()) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex');
}

export function ensureWebBuild({ force = false, log = console.log } = {}) {
  const hash = sourceHash();
  const built =
    existsSync(join(web, 'build/server/index.js')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === hash;
  if (built && !force) return false;
  log('Building the web app…');
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web build failed (see above).');
  writeFileSync(stampFile, hash);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  ensureWebBuild({ force: process.argv.includes('--force') });
