import type { AppInit } from '@casino/contracts';
import { stripLocale } from '../../i18n/locale.ts';

/*
 * When the email prompts show, as plain functions (tested without React).
 */

/** Game pages (/game, or any page with ?game=) and /geoblock/ never get the email-confirm modal. */
export function isQuietPage(pathname: string, search: string): boolean {
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  if (path === '/game' || path.startsWith('/game/')) return true;
  if (path === '/geoblock' || path.startsWith('/geoblock/')) return true;
  return new URLSearchParams(search).has('game');
}

type Contact = Pick<AppInit, 'isGuest' | 'email' | 'emailConfirmed'>;

/** A signed-in player with an email that is not confirmed yet. */
export const hasUnconfirmedEmail = (appInit: Contact | null | undefined): boolean =>
  Boolean(appInit && !appInit.isGuest && appInit.email && !appInit.emailConfirmed);

/**
 * The email-confirm modal opens by itself for signed-in players with an unconfirmed email, except on game
 * and geoblock pages, once per page session.
 */
export function shouldAutoOpenEmailConfirm(input: {
  appInit: Contact | null | undefined;
  pathname: string;
  search: string;
  alreadyShown: boolean;
}): boolean {
  return (
    !input.alreadyShown && hasUnconfirmedEmail(input.appInit) && !isQuietPage(input.pathname, input.search)
  );
}

/**
 * The banner shows while the primary contact is an unconfirmed email. App init has no primary-contact
 * field: a player with an email has it as primary contact (phone-only accounts have none).
 */
export function shouldShowEmailBanner(input: {
  appInit: Contact | null | undefined;
  pathname: string;
  search: string;
  dismissed: boolean;
}): boolean {
  return !input.dismissed && hasUnconfirmedEmail(input.appInit) && !isQuietPage(input.pathname, input.search);
}

/** Per player: another player signing in on the same tab gets their own prompt. */
export const sessionFlagKey = (kind: 'email-confirm-shown' | 'email-banner-hidden', login: string | null) =>
  `contact:${kind}:${login ?? 'player'}`;

export function readSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writeSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage off (private mode): the prompt may show again, which is harmless.
  }
}
