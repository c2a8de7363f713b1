// Browser tests need Debian's Chromium. Install it when we may (root with apt), else say how.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  throw new Error(
    `End-to-end tests need Chromium at ${CHROMIUM_PATH}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH to a Chromium binary). Tests are not skipped without it.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
