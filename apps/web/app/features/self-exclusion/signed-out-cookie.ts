import { SIGNED_OUT_COOKIE, type SessionEndReason } from '@casino/contracts';

/** Why the server (or another tab) ended the session, once: read and cleared. */
export function takeSignedOutReason(): SessionEndReason | null {
  const match = new RegExp(`(?:^|; )${SIGNED_OUT_COOKIE}=([^;]*)`).exec(document.cookie);
  if (!match) return null;
  document.cookie = `${SIGNED_OUT_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
  return match[1] === 'break' || match[1] === 'idle' ? match[1] : null;
}

/** For the page that reloads as a guest: it says why. */
export function markSignedOut(reason: SessionEndReason) {
  document.cookie = `${SIGNED_OUT_COOKIE}=${reason}; Max-Age=600; path=/; SameSite=Lax`;
}
