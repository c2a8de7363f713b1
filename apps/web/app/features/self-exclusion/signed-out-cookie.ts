import { SESSION_END_REASONS, SIGNED_OUT_COOKIE, type SessionEndReason } from '@casino/contracts';

/** Why the server (or another tab) ended the session, once: read and cleared. */
export function takeSignedOutReason(): SessionEndReason | null {
  const match = new RegExp(`(?:^|; )${SIGNED_OUT_COOKIE}=([^;]*)`).exec(document.cookie);
  if (!match) return null;
  document.cookie = `${SIGNED_OUT_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  return (SESSION_END_REASONS as readonly string[]).includes(match[1]!)
    ? (match[1] as SessionEndReason)
    : null;
}

/** For the page that reloads as a guest: it says why. */
export function markSignedOut(reason: SessionEndReason) {
  document.cookie = `${SIGNED_OUT_COOKIE}=${reason}; Max-Age=600; path=/; SameSite=Lax`;
}
