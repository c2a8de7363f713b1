// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAppInit, type TermsDocument } from '@casino/contracts';
import { ModalHost } from '../../components/ui/modal/modal-host.tsx';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { resetModalContext, setModalContext } from '../../lib/modals/modal-context.ts';
import { closeAllModals } from '../../lib/modals/open-modal.ts';
import { registerModals } from '../../lib/modals/registry.ts';
import { FROZEN_ATTRIBUTE, resetLoggedViews, shouldFreeze } from './freeze.ts';
import { termsModals } from './modals.ts';
import { TermsGate } from './terms-gate.tsx';
import { json } from '../../lib/http/testing/fetch-mock.ts';

registerModals(termsModals);

const DOCS: TermsDocument[] = [
  { id: 4, key: 'privacy', title: 'Privacy Policy', url: '/page/privacy', version: 1 },
  { id: 7, key: 'terms', title: 'Terms and Conditions', url: '/page/terms', version: 2 },
];

describe('shouldFreeze', () => {
  const reqs = DOCS.map(({ id, key }) => ({ id, key }));
  it('freezes with requirements, except on a path containing a requirement key', () => {
    expect(shouldFreeze('/lobby/', reqs)).toBe(true);
    expect(shouldFreeze('/page/terms', reqs)).toBe(false);
    expect(shouldFreeze('/es/page/privacy/', reqs)).toBe(false);
    expect(shouldFreeze('/page/sweepstakes-rules', reqs)).toBe(true);
    expect(shouldFreeze('/lobby/', [])).toBe(false);
  });
});

describe('<TermsGate/>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let waiting: TermsDocument[];
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method,
    );

  beforeEach(() => {
    waiting = [...DOCS];
    resetLoggedViews();
    resetModalContext();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.startsWith('/rest/terms/unconfirmed/')) return json(200, { success: true, data: waiting });
      if (path.startsWith('/rest/terms/log/')) return json(200, { success: true });
      if (path.startsWith('/rest/terms/confirm/')) {
        const ids = (JSON.parse(String(init?.body)) as { ids: number[] }).ids;
        waiting = waiting.filter((d) => !ids.includes(d.id));
        return json(200, { success: true });
      }
      return json(404, { success: false, message: `unexpected ${path}` });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderAt(path: string) {
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          loader: () => ({
            appInit: {
              ...guestAppInit('Funrize'),
              isGuest: false,
              login: 'player1',
              termsRequirement: waiting.map(({ id, key }) => ({ id, key })),
            },
          }),
          element: (
            <>
              <div data-testid="page-root">
                <main id="main-content">
                  <button type="button">Play now</button>
                </main>
              </div>
              <Outlet />
              <ModalHost />
              <TermsGate />
            </>
          ),
          children: [
            { path: 'lobby', element: null },
            { path: 'page/:name', element: null },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    setModalContext({ isGuest: false, pathname: path });
    render(withI18n(<RouterProvider router={router} />));
    return router;
  }
  // The frozen element is the body child around #main-content (here, the test's container).
  const pageRoot = () => screen.getByTestId('page-root').closest<HTMLElement>('body > *')!;
  const isInert = () => pageRoot().hasAttribute('inert');

  it('freezes the page, logs the view once, and opens the confirmation listing the documents', async () => {
    renderAt('/lobby');
    const dialog = await screen.findByRole('dialog', { name: 'Please accept our updated terms' });
    expect(isInert()).toBe(true);
    expect(pageRoot().hasAttribute(FROZEN_ATTRIBUTE)).toBe(true);
    expect(await screen.findByRole('link', { name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/page/privacy');
    expect(dialog.textContent).toContain('Version 2');
    expect(calls('POST', '/rest/terms/log/')).toHaveLength(1);
    expect(JSON.parse(String(calls('POST', '/rest/terms/log/')[0]![1]!.body))).toEqual({ ids: [4, 7] });
    // No close button: the only ways out are Accept and Sign out.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('comes back after Escape while the requirements stand', async () => {
    renderAt('/lobby');
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(isInert()).toBe(true);
    expect(calls('POST', '/rest/terms/log/')).toHaveLength(1);
  });

  it('accepting confirms the ids, refreshes app init, closes the dialog and unfreezes', async () => {
    renderAt('/lobby');
    await screen.findByRole('link', { name: 'Terms and Conditions' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(calls('POST', '/rest/terms/confirm/')[0]![1]!.body))).toEqual({ ids: [4, 7] });
    expect(isInert()).toBe(false);
    expect(pageRoot().hasAttribute(FROZEN_ATTRIBUTE)).toBe(false);
  });

  it("does not freeze on a requirement's own page, and freezes again when leaving it", async () => {
    const router = renderAt('/page/terms');
    // Elsewhere the gate opens its dialog on a 0 ms timer after the render: one queued after it has run.
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isInert()).toBe(false);
    expect(calls('POST', '/rest/terms/log/')).toHaveLength(0);
    await act(() => router.navigate('/lobby'));
    setModalContext({ pathname: '/lobby' });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(isInert()).toBe(true);
  });

  it('shows the server message when accepting fails, and stays frozen', async () => {
    renderAt('/lobby');
    await screen.findByRole('link', { name: 'Terms and Conditions' });
    fetchMock.mockImplementationOnce(async () =>
      json(422, { success: false, message: 'These documents are not the ones waiting for you.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('These documents are not the ones waiting for you.')).toBeTruthy();
    expect(isInert()).toBe(true);
  });
});
