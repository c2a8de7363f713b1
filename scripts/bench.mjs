// `npm run bench`: every bench/*.bench.ts in turn (or the ones named), each in its own process. Other
// arguments (`--connections 1000`) go to each bench named.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const args = process.argv.slice(2);
const named = args.filter((arg) => arg.endsWith('.ts'));
const options = args.filter((arg) => !arg.endsWith('.ts'));
const files = named.length
  ? named
  : readdirSync('bench')
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => `bench/${f}`);
let failed = 0;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync('npx', ['tsx', file, ...options], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
