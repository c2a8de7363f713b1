// `npm run typecheck`: the web app's program (after React Router's typegen) and the root one (core, contracts,
// server, e2e, bench) at once. Each is one tsc on one core: side by side they take the longer one's time on
// CI's 2 cores, not the sum (docs/performance.md, "CI under 30 minutes").
import { runTogether } from './run-together.mjs';

const failed = await runTogether([
  ['web', 'npm', ['run', 'typecheck', '-w', '@casino/web']],
  ['root', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
]);
if (failed.length) {
  console.error(`\nTypecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
