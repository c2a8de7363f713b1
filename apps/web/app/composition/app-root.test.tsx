// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModalContext } from '../lib/modals/modal-context.ts';
import { useModalStore } from '../lib/modals/modal-store.ts';
import { closeAllModals, openModal, resetUnknownModalWarnings } from '../lib/modals/open-modal.ts';
import { renderAppRootAt, shownUrl } from './testing/render-app-root.tsx';

const renderAt = renderAppRootAt;

const names = () => useModalStore.getState().stack.map((entry) => entry.name);

describe('<AppRoot/> and ?openModal=', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetModalContext();
    resetUnknownModalWarnings();
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  });
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
    warn.mockRestore();
  });

  it('opens the signup modal for ?openModal=register and removes only that parameter', async () => {
    renderAt('/lobby/?openModal=register&registrationSource=mail#top');
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    expect(names()).toEqual(['signup']);
    expect(shownUrl()).toBe('/lobby/?registrationSource=mail#top');
  });

  it('register1 and login open their modals too', async () => {
    const router = renderAt('/?openModal=register1');
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    act(() => closeAllModals());
    await act(() => router.navigate('/games/slots?openModal=login'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(shownUrl()).toBe('/games/slots');
  });

  it('does not offer sign-in to a signed-in player, and still cleans the URL', async () => {
    renderAt('/?openModal=login&x=1', { isGuest: false });
    // The parameter is dropped once the modal was decided on.
    await waitFor(() => expect(shownUrl()).toBe('/?x=1'));
    expect(names()).toEqual([]);
  });

  it('drops values outside the accepted list with a single warning', async () => {
    const router = renderAt('/?openModal=cookie-settings');
    await waitFor(() => expect(shownUrl()).toBe('/'));
    expect(names()).toEqual([]);
    await act(() => router.navigate('/?openModal=cookie-settings'));
    expect(warn.mock.calls).toEqual([['Unknown modal: cookie-settings']]);
  });

  it('keeps the sticky signup modal open on a backdrop click; Escape closes it and shows the exit offer once', async () => {
    sessionStorage.clear();
    renderAt('/?openModal=register');
    await screen.findByRole('dialog', { name: 'Create your account' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const overlay = document.querySelector<HTMLElement>('[data-modal="signup"]:not([role="dialog"])')!;
    fireEvent.pointerDown(overlay);
    expect(names()).toEqual(['signup']);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(names()).toEqual(['signup-exit-popup']);
    act(() => useModalStore.getState().closeAll());
    act(() => openModal('register'));
    await screen.findByRole('dialog', { name: 'Create your account' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(names()).toEqual([]);
  });

  it('shows the cookie banner to a first-time visitor', async () => {
    renderAt('/');
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });
});
