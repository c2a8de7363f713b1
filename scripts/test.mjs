// `npm test`: every check — typecheck and lint side by side, then unit, integration (PGlite, and PostgreSQL
// when DATABASE_URL is set), end-to-end in Chromium — and one closing line with the counts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const only = process.argv.slice(2);
const reports = mkdtempSync(join(tmpdir(), 'casino-test-report-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function run(name, command, args) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failures.push(name);
}

/** One step: the projects run by one Vitest, whose JSON report counts them all. */
function vitest(step, projects = [step]) {
  if (only.length && !only.includes(step)) return;
  const out = join(reports, `${step}.json`);
  run(step, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) failures.push(`${step} (ran no test)`);
  } catch {
    failures.push(`${step} (no report)`);
  }
}

/**
 * Runs the steps at once, each printed whole when it ends. tsc and ESLint each keep one core busy: side by
 * side they take the longer one's time on CI's 2 cores instead of the sum (docs/performance.md).
 */
async function runTogether(steps) {
  await Promise.all(
    steps
      .filter(([name]) => !only.length || only.includes(name))
      .map(
        ([name, command, args]) =>
          new Promise((resolve) => {
            const child = spawn(command, args, { env: process.env });
            let output = '';
            child.stdout.on('data', (chunk) => (output += chunk));
            child.stderr.on('data', (chunk) => (output += chunk));
            child.on('close', (code) => {
              console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}\n${output}`);
              if (code !== 0) failures.push(name);
              resolve();
            });
          }),
      ),
  );
}

await runTogether([
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
]);
vitest('unit', ['unit', 'unit-web']);
vitest('integration');
if (!only.length || only.includes('e2e')) {
  try {
    ensureChromium();
    vitest('e2e');
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    failures.push('e2e (no Chromium)');
  }
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
