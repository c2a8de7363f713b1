// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { ModalHost } from '../../components/ui/modal/modal-host.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { readConsent } from '../../lib/consent/cookie-consent.ts';
import { resetModalContext, setModalContext } from '../../lib/modals/modal-context.ts';
import { useModalStore } from '../../lib/modals/modal-store.ts';
import { closeAllModals, openModal } from '../../lib/modals/open-modal.ts';
import { registerModals } from '../../lib/modals/registry.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { cookieConsentModals } from './modals.ts';

registerModals(cookieConsentModals);

const clearConsent = () => {
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
};
const names = () => useModalStore.getState().stack.map((entry) => entry.name);
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

function renderUi() {
  render(
    withI18n(
      <>
        <CookieBanner />
        <ModalHost />
        <Toaster />
      </>,
    ),
  );
}

describe('cookie consent', () => {
  beforeEach(() => {
    clearConsent();
    resetModalContext();
  });
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
    clearConsent();
  });

  it('shows the banner until the visitor answers; Accept all enables everything', () => {
    renderUi();
    expect(banner()).toBeTruthy();
    expect(screen.getByText(/We use cookies/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(readConsent()).toEqual({ given: true, enabled: ['necessary', 'analytics', 'marketing'] });
  });

  it('Necessary only keeps just the necessary cookies', () => {
    renderUi();
    fireEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(banner()).toBeNull();
    expect(readConsent()).toEqual({ given: true, enabled: ['necessary'] });
  });

  it('does not show the banner to someone who already answered', () => {
    document.cookie = 'cookie_consent=1|necessary~analytics; Path=/';
    renderUi();
    expect(banner()).toBeNull();
  });

  it('Settings opens the settings modal: necessary locked on, optional toggles off, Save stores the choice', async () => {
    renderUi();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toBeTruthy();

    const necessary = screen.getByRole('switch', { name: /Necessary/ }) as HTMLButtonElement;
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    const marketing = screen.getByRole('switch', { name: 'Marketing' });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect(necessary.disabled).toBe(true);
    expect(analytics.getAttribute('aria-checked')).toBe('false');
    expect(marketing.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(necessary);
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(analytics);
    expect(analytics.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(readConsent()).toEqual({ given: true, enabled: ['necessary', 'analytics'] });
    expect(names()).toEqual([]);
    expect(banner()).toBeNull();
    expect(await screen.findByText('Your cookie settings have been saved.')).toBeTruthy();
  });

  it('shows the stored choice when reopened', async () => {
    document.cookie = 'cookie_consent=1|necessary~marketing; Path=/';
    renderUi();
    act(() => openModal('cookie-settings'));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(screen.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe('false');
  });

  it('opens the cookie policy on top of the settings; closing it returns to the settings', async () => {
    renderUi();
    act(() => openModal('cookie-settings'));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Cookie policy' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie policy' })).toBeTruthy();
    expect(names()).toEqual(['cookie-settings', 'cookie-policy']);
    expect(document.documentElement.hasAttribute('data-page-locked')).toBe(true);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(names()).toEqual(['cookie-settings']);
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
    expect(document.documentElement.hasAttribute('data-page-locked')).toBe(true);
  });

  it('is available on the geoblock page', async () => {
    setModalContext({ pathname: '/geoblock/' });
    renderUi();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
  });
});
