// `npm run e2e`: the browser journeys only.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
