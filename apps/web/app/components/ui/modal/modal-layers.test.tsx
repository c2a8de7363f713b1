// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetModalContext } from '../../../lib/modals/modal-context.ts';
import { useModalStore } from '../../../lib/modals/modal-store.ts';
import { closeAllModals, closeTopModal, openModal } from '../../../lib/modals/open-modal.ts';
import { registerModal, type ModalComponentProps } from '../../../lib/modals/registry.ts';
import { withI18n } from '../test-i18n.tsx';
import { ModalFrame } from './modal-frame.tsx';
import { ModalHost } from './modal-host.tsx';
import ModalLayers from './modal-layers.tsx';

function Sample({ label }: ModalComponentProps<{ label: string }>) {
  return (
    <ModalFrame title={label}>
      <input aria-label={`${label} field`} />
    </ModalFrame>
  );
}

// Lower dialogs are aria-hidden while another is on top, so query the DOM rather than the a11y tree.
const dialogs = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
const top = () => dialogs().at(-1)!;
const overlayOf = (name: string) =>
  document.querySelector<HTMLElement>(`[data-modal="${name}"]:not([role="dialog"])`)!;
const isScrollLocked = () => document.documentElement.hasAttribute('data-page-locked');
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
// Radix starts listening for outside clicks one task after a dialog mounts.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
// Radix treats a pointerdown outside the panel (on the overlay) as a backdrop click.
const clickBackdrop = (name: string) => {
  fireEvent.pointerDown(overlayOf(name));
  fireEvent.click(overlayOf(name));
};

describe('<ModalHost/>', () => {
  beforeEach(() => resetModalContext());
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
  });

  it('renders nothing until a modal opens, then loads the dialogs and shows it', async () => {
    registerModal('first', { component: Sample });
    render(withI18n(<ModalHost />));
    expect(dialogs()).toEqual([]);
    act(() => openModal('first', { label: 'First' }));
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeTruthy();
  });
});

// The stack itself, as ModalHost renders it once its chunk is in.
describe('<ModalLayers/>', () => {
  beforeEach(() => {
    resetModalContext();
    registerModal('first', { component: Sample });
    registerModal('second', { component: Sample });
    registerModal('login', { component: Sample }); // sticky by STICKY_MODALS
    render(withI18n(<ModalLayers />));
  });
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
  });

  it('renders each modal as a titled dialog, stacked with rising z-index', () => {
    act(() => openModal('first', { label: 'First' }));
    act(() => openModal('second', { label: 'Second' }));
    // Only the top one is exposed to assistive tech; the one under it is hidden.
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull();
    const lower = dialogs()[0]!;
    expect(document.getElementById(lower.getAttribute('aria-labelledby')!)?.textContent).toBe('First');
    const [a, b] = dialogs();
    expect(Number(b!.style.zIndex)).toBeGreaterThan(Number(a!.style.zIndex));
    expect(Number(overlayOf('second').style.zIndex)).toBeGreaterThan(Number(a!.style.zIndex));
  });

  it('gives focus back to what opened the modal when it closes', async () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Open';
    opener.focus();
    act(() => openModal('first', { label: 'First' }));
    await settle();
    expect(document.activeElement).not.toBe(opener);
    escape();
    await settle();
    expect(dialogs()).toEqual([]);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('exposes the top one of two modals opened at once', () => {
    act(() => {
      openModal('first', { label: 'First' });
      openModal('second', { label: 'Second' });
    });
    expect(dialogs()).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull();
  });

  it('moves focus into the top modal and has a labelled close button', () => {
    act(() => openModal('first', { label: 'First' }));
    expect(top().contains(document.activeElement)).toBe(true);
    expect(screen.getByLabelText('First field')).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogs()).toHaveLength(0);
  });

  it('focuses the first field of a lazy modal once it has loaded', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const LazySample = lazy(async () => {
      await loaded;
      return { default: Sample };
    });
    registerModal('lazy', { component: LazySample });
    act(() => openModal('lazy', { label: 'Lazy' }));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    await act(async () => release());
    await screen.findByLabelText('Lazy field');
    await settle();
    expect(document.activeElement).toBe(screen.getByLabelText('Lazy field'));
  });

  it('Escape closes only the top modal, sticky ones included', () => {
    act(() => openModal('first', { label: 'First' }));
    act(() => openModal('login', { label: 'Login' }));
    escape();
    expect(dialogs().map((d) => d.getAttribute('data-modal'))).toEqual(['first']);
    escape();
    expect(dialogs()).toHaveLength(0);
  });

  it('a backdrop click closes the top modal unless it is sticky', async () => {
    act(() => openModal('login', { label: 'Login' }));
    act(() => openModal('first', { label: 'First' }));
    await settle();
    clickBackdrop('first');
    expect(dialogs().map((d) => d.getAttribute('data-modal'))).toEqual(['login']);
    clickBackdrop('login');
    expect(dialogs().map((d) => d.getAttribute('data-modal'))).toEqual(['login']);
  });

  it('a click inside the panel does not close it', async () => {
    act(() => openModal('first', { label: 'First' }));
    await settle();
    fireEvent.pointerDown(screen.getByLabelText('First field'));
    expect(dialogs()).toHaveLength(1);
  });

  it('locks page scroll while any modal is open', () => {
    expect(isScrollLocked()).toBe(false);
    act(() => openModal('first', { label: 'First' }));
    act(() => openModal('second', { label: 'Second' }));
    expect(isScrollLocked()).toBe(true);
    act(() => closeTopModal());
    expect(useModalStore.getState().stack).toHaveLength(1);
    expect(isScrollLocked()).toBe(true);
    act(() => closeTopModal());
    expect(isScrollLocked()).toBe(false);
  });
});
