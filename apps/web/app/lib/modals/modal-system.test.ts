// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STICKY_MODALS } from '@casino/contracts';
import { resetModalContext, setModalContext } from './modal-context.ts';
import { useModalStore } from './modal-store.ts';
import {
  closeAllModals,
  closeModal,
  closeTopModal,
  isAnyModalOpen,
  isModalOpen,
  openModal,
  resetUnknownModalWarnings,
} from './open-modal.ts';
import {
  getModalDefinition,
  isStickyModal,
  registerModal,
  resolveModalName,
  unregisterModal,
} from './registry.ts';

const Dummy = () => null;
const names = () => useModalStore.getState().stack.map((entry) => entry.name);

describe('modal registry and openModal', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetModalContext();
    resetUnknownModalWarnings();
    closeAllModals();
    for (const name of ['plain', 'other', 'signup', 'login', 'feature', 'switched', 'game', 'terms'])
      unregisterModal(name);
  });
  afterEach(() => warn.mockRestore());

  it('opens registered modals as a stack, newest on top', () => {
    registerModal('plain', { component: Dummy });
    registerModal('other', { component: Dummy });
    openModal('plain');
    openModal('other', { amount: 5 });
    expect(names()).toEqual(['plain', 'other']);
    expect(useModalStore.getState().stack[1]?.props).toEqual({ amount: 5 });
    expect(isAnyModalOpen()).toBe(true);
    expect(isModalOpen('other')).toBe(true);
  });

  it('does not stack the same modal twice; a second open updates its props', () => {
    registerModal('plain', { component: Dummy });
    openModal('plain', { step: 1 });
    openModal('plain', { step: 2 });
    expect(useModalStore.getState().stack).toHaveLength(1);
    expect(useModalStore.getState().stack[0]?.props).toEqual({ step: 2 });
  });

  it('close(id), closeTop() and closeAll()', () => {
    registerModal('plain', { component: Dummy });
    registerModal('other', { component: Dummy });
    registerModal('game', { component: Dummy });
    openModal('plain');
    openModal('other');
    openModal('game');
    const otherId = useModalStore.getState().stack[1]!.id;
    closeModal(otherId);
    expect(names()).toEqual(['plain', 'game']);
    closeTopModal();
    expect(names()).toEqual(['plain']);
    openModal('other');
    closeAllModals();
    expect(names()).toEqual([]);
    expect(isAnyModalOpen()).toBe(false);
  });

  it('ignores an unknown name and warns once per name', () => {
    openModal('nope');
    openModal('nope');
    openModal('also-nope');
    expect(names()).toEqual([]);
    expect(warn.mock.calls).toEqual([['Unknown modal: nope'], ['Unknown modal: also-nope']]);
  });

  it('maps register and register1 to the signup modal', () => {
    registerModal('signup', { component: Dummy });
    expect(resolveModalName('register')).toBe('signup');
    expect(getModalDefinition('register1')).toBe(getModalDefinition('signup'));
    openModal('register');
    openModal('register1');
    expect(names()).toEqual(['signup']);
    expect(isStickyModal('register')).toBe(true);
    expect(() => registerModal('register', { component: Dummy })).toThrow(/alias/);
  });

  it('takes sticky modals from STICKY_MODALS, plus any registered as sticky', () => {
    for (const name of STICKY_MODALS) expect(isStickyModal(name), name).toBe(true);
    registerModal('plain', { component: Dummy });
    registerModal('other', { component: Dummy, sticky: true });
    expect(isStickyModal('plain')).toBe(false);
    expect(isStickyModal('other')).toBe(true);
    // The spec's list wins even if a feature forgets the flag.
    registerModal('game', { component: Dummy, sticky: false });
    expect(isStickyModal('game')).toBe(true);
  });

  it('keeps player-only modals closed for guests', () => {
    registerModal('feature', { component: Dummy, requiresPlayer: true });
    openModal('feature');
    expect(names()).toEqual([]);
    setModalContext({ isGuest: false });
    openModal('feature');
    expect(names()).toEqual(['feature']);
  });

  it('closes player-only modals when the player signs out', () => {
    registerModal('feature', { component: Dummy, requiresPlayer: true });
    registerModal('plain', { component: Dummy });
    setModalContext({ isGuest: false });
    openModal('plain');
    openModal('feature');
    setModalContext({ isGuest: true });
    expect(names()).toEqual(['plain']);
  });

  it('does nothing when the feature switch says no', () => {
    const isEnabled = vi.fn(
      (ctx: { appInit: { dailyLogin: { isActive: boolean } } | null }) =>
        ctx.appInit?.dailyLogin.isActive === true,
    );
    registerModal('switched', { component: Dummy, isEnabled });
    openModal('switched');
    expect(names()).toEqual([]);
    expect(isEnabled).toHaveBeenCalledTimes(1);
    setModalContext({ appInit: { dailyLogin: { isActive: true } } as never });
    openModal('switched');
    expect(names()).toEqual(['switched']);
  });

  it('lets only allowed modals open on the geoblock page (any language)', () => {
    registerModal('plain', { component: Dummy });
    registerModal('terms', { component: Dummy, allowedOnGeoblock: true });
    setModalContext({ pathname: '/es/geoblock/' });
    openModal('plain');
    openModal('terms');
    expect(names()).toEqual(['terms']);
  });

  it('pushes an open_popup analytics event once per opening', async () => {
    const host = window as unknown as { dataLayer?: unknown[] };
    // Pushes of the popups opened by earlier tests land once the analytics module is in: let them, then start clean.
    await import('../analytics/data-layer.ts');
    host.dataLayer = [];
    registerModal('plain', { component: Dummy });
    registerModal('other', { component: Dummy });
    openModal('plain');
    openModal('plain');
    // The analytics module is fetched with the first popup: the push follows once it is in.
    await vi.waitFor(() => expect(host.dataLayer).toEqual([{ event: 'open_popup', popup_name: 'plain' }]));
    openModal('other');
    await vi.waitFor(() => expect(host.dataLayer).toHaveLength(2));
  });
});
