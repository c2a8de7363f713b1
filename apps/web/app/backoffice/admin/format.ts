import type { OperatorRole } from '@casino/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A server time as the back-office shows it: UTC (as the dashboard's day), `2025-03-04 17:05`, seconds
 * when asked; `—` for none. Rows load in the browser, so this never differs between server and client.
 */
export function formatUtc(iso: string | null | undefined, { seconds = false } = {}): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ''}`;
  return `${date} ${time}`;
}

/** Whether a lockout (`lockedUntil`) still holds at `now`: a past one is only history. */
export const isLocked = (lockedUntil: string | null, now: number): boolean =>
  lockedUntil !== null && new Date(lockedUntil).getTime() > now;

/** What each sign-in reason (operator_sign_ins.reason) means, in words. */
const REASONS: Record<string, string> = {
  password: 'Password right, code asked next',
  totp: 'Signed in with an authenticator code',
  totpSetup: 'Signed in, two-factor set up',
  recoveryCode: 'Signed in with a recovery code',
  wrongPassword: 'Wrong password',
  wrongCode: 'Wrong code',
  unknownEmail: 'Unknown email',
  locked: 'Account locked',
  disabled: 'Account disabled',
};

/** `wrongPassword+locked` → "Wrong password, account now locked"; an unknown reason shows as it is. */
export function signInReasonText(reason: string): string {
  const [first = reason, ...rest] = reason.split('+');
  const text = REASONS[first] ?? first;
  if (rest.includes('locked')) return `${text}, account now locked`;
  return rest.length ? `${text} (${rest.join(', ')})` : text;
}

/** What each role is for (the issue's words), under the role pickers. */
export const ROLE_SUMMARY: Record<OperatorRole, string> = {
  admin: 'Everything, including operators, roles and API keys.',
  support: 'Players (read, notes, lock, restrictions), identity documents (read) and chat.',
  kyc: 'Identity documents: read and review; players (read).',
  finance: 'Redeems, payments and balance adjustments; players (read).',
  marketing: 'Offers, banners, engagement features, push campaigns; games (read).',
  compliance: 'The compliance rules: closed states and minimum ages, read and change.',
  viewer: 'Reads most lists (the compliance rules too) and the audit log; changes nothing.',
};
