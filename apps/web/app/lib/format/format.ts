const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * '2d 05h 13m' from 24 h up, '05:13:09' below. Seconds are rounded up so the last second shows '00:00:01'
 * until the time is really over; negative or non-finite input shows zero.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / SECOND) * SECOND : 0;
  if (total >= DAY) {
    const days = Math.floor(total / DAY);
    const hours = Math.floor((total % DAY) / HOUR);
    const minutes = Math.floor((total % HOUR) / MINUTE);
    return `${days}d ${pad(hours)}h ${pad(minutes)}m`;
  }
  const hours = Math.floor(total / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = Math.floor((total % MINUTE) / SECOND);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * Milliseconds until formatCountdown(ms) can show another text: to the next whole minute from a day up
 * (minutes are its smallest unit there), to the next second below. A countdown waits this long instead
 * of waking every second to draw the same text.
 */
export function countdownChangesIn(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return Infinity;
  const total = Math.ceil(ms / SECOND) * SECOND;
  const unit = total >= DAY ? MINUTE : SECOND;
  // The text changes once the rounded-up total drops below its unit's current step.
  return ms - (Math.floor(total / unit) * unit - SECOND);
}

/** Accepts numbers and numeric strings (APIs send both); anything else is a programming error. */
function toNumber(value: unknown, fn: string): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n))
    throw new TypeError(`${fn} expects a number, got ${JSON.stringify(value) ?? String(value)}`);
  return n;
}

const SHORT_UNITS = [1e12, 1e9, 1e6, 1e3] as const;

/**
 * A big number in the locale's short scale: 1500 → '1.5K' in English, '1,5 mil' in Spanish; below 1000
 * unchanged but for the locale's decimal sign. One decimal, cut rather than rounded, so a reward is never shown
 * bigger than it is (999_999 → '999.9K', not '1M').
 */
export function formatShortNumber(value: number | string, locale: string): string {
  const n = toNumber(value, 'formatShortNumber');
  const abs = Math.abs(n);
  const unit = SHORT_UNITS.find((u) => abs >= u);
  if (!unit) return cachedFormat(locale, 'plain', { maximumFractionDigits: 2 }).format(n);
  const cut = (Math.sign(n) * Math.floor(abs / (unit / 10)) * unit) / 10;
  return cachedFormat(locale, 'compact', { notation: 'compact', maximumFractionDigits: 1 }).format(cut);
}

/** A price in dollars the locale's way: '$9.99' in English, '9,99 US$' in Spanish. */
export function formatMoney(value: number | string, locale: string, currency = 'USD'): string {
  const n = toNumber(value, 'formatMoney');
  return cachedFormat(locale, `money-${currency}`, { style: 'currency', currency }).format(n);
}

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and kind, made once (see `amountFormat`). */
function cachedFormat(locale: string, kind: string, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${kind}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** Amount with the locale's thousands separators, also for 4-digit values ('always' grouping). */
export function formatAmount(
  value: number | string,
  locale: string,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  const n = toNumber(value, 'formatAmount');
  const maximumFractionDigits = options.maximumFractionDigits ?? 2;
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits);
  return amountFormat(locale, minimumFractionDigits, maximumFractionDigits).format(n);
}

/**
 * One Intl.NumberFormat per locale and digits, made once: building one costs far more than formatting
 * with it, and a lobby formats hundreds of amounts while it renders and hydrates (issue #12).
 */
const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(locale: string, minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${locale}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      useGrouping: 'always',
      minimumFractionDigits,
      maximumFractionDigits,
    });
    amountFormats.set(key, format);
  }
  return format;
}

/** A ledger amount in minor units (`minorUnits` of them make one): whole when 1, else with cents. */
export function formatMinorAmount(minor: number, minorUnits: number, locale: string): string {
  return formatAmount(minor / minorUnits, locale, minorUnits > 1 ? { minimumFractionDigits: 2 } : {});
}
