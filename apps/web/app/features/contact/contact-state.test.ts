import { describe, expect, it } from 'vitest';
import {
  hasUnconfirmedEmail,
  isQuietPage,
  sessionFlagKey,
  shouldAutoOpenEmailConfirm,
  shouldShowEmailBanner,
} from './contact-state.ts';

const player = { isGuest: false, email: 'p@example.test', emailConfirmed: false };

describe('contact prompts', () => {
  it.each([
    ['/game', '', true],
    ['/game/', '', true],
    ['/es/game/', '', true],
    ['/lobby/', '?game=book-of-sun', true],
    ['/geoblock/', '', true],
    ['/es/geoblock', '', true],
    ['/games/slots', '', false],
    ['/gameplay', '', false],
    ['/lobby/', '', false],
    ['/', '?openModal=login', false],
  ])('%s%s is a game or geoblock page: %s', (pathname, search, quiet) => {
    expect(isQuietPage(pathname, search)).toBe(quiet);
  });

  it('concerns signed-in players with an email that is not confirmed', () => {
    expect(hasUnconfirmedEmail(player)).toBe(true);
    expect(hasUnconfirmedEmail({ ...player, emailConfirmed: true })).toBe(false);
    expect(hasUnconfirmedEmail({ ...player, email: null })).toBe(false);
    expect(hasUnconfirmedEmail({ ...player, isGuest: true })).toBe(false);
    expect(hasUnconfirmedEmail(null)).toBe(false);
  });

  it('opens the email-confirm modal once per page session, never on game or geoblock pages', () => {
    const base = { appInit: player, pathname: '/lobby/', search: '', alreadyShown: false };
    expect(shouldAutoOpenEmailConfirm(base)).toBe(true);
    expect(shouldAutoOpenEmailConfirm({ ...base, alreadyShown: true })).toBe(false);
    expect(shouldAutoOpenEmailConfirm({ ...base, pathname: '/game' })).toBe(false);
    expect(shouldAutoOpenEmailConfirm({ ...base, search: '?game=x' })).toBe(false);
    expect(shouldAutoOpenEmailConfirm({ ...base, pathname: '/geoblock/' })).toBe(false);
    expect(shouldAutoOpenEmailConfirm({ ...base, appInit: { ...player, emailConfirmed: true } })).toBe(false);
  });

  it('shows the banner while the email is unconfirmed, until hidden', () => {
    const base = { appInit: player, pathname: '/lobby/', search: '', dismissed: false };
    expect(shouldShowEmailBanner(base)).toBe(true);
    expect(shouldShowEmailBanner({ ...base, dismissed: true })).toBe(false);
    expect(shouldShowEmailBanner({ ...base, appInit: { ...player, email: null } })).toBe(false);
  });

  it('keeps the session flags per player', () => {
    expect(sessionFlagKey('email-confirm-shown', 'player1')).not.toBe(
      sessionFlagKey('email-confirm-shown', 'player2'),
    );
    expect(sessionFlagKey('email-confirm-shown', 'a')).not.toBe(sessionFlagKey('email-banner-hidden', 'a'));
  });
});
