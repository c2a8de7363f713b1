// Browser tests need Debian's Chromium. Install it when we may (root with apt), else say how.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's old headless shell (the build Playwright itself runs headless): the same Blink without the full
 * browser around it, about 2.3× less CPU per page load (docs/performance.md, "The test suite's time").
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const mayInstall = () =>
  process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

function aptInstall(name) {
  console.log(`${name} is missing: installing Debian's ${name} package…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, {
    stdio: 'inherit',
  });
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (mayInstall()) {
    aptInstall('chromium');
    if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  throw new Error(
    `End-to-end tests need Chromium at ${CHROMIUM_PATH}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH to a Chromium binary). Tests are not skipped without it.',
  );
}

/**
 * The browser most journeys run in: the headless shell when it is here or can be installed, else the full
 * Chromium (the same tests, slower). Journeys that need the full browser (web push) ask for `ensureChromium()`.
 */
export function ensureHeadlessBrowser() {
  if (existsSync(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  if (mayInstall()) {
    try {
      aptInstall('chromium-headless-shell');
    } catch {
      // An apt without the package: the full browser serves.
    }
    if (existsSync(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  }
  return ensureChromium();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium(), ensureHeadlessBrowser());
