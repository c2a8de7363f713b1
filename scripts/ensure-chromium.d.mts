export const CHROMIUM_PATH: string;
export const HEADLESS_SHELL_PATH: string;
export function ensureChromium(): string;
export function ensureHeadlessBrowser(): string;
