import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { BRANDS, guestAppInit, type AppInit, type BrandKey } from '@casino/contracts';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { resetModalContext } from '../../lib/modals/modal-context.ts';
import { closeAllModals } from '../../lib/modals/open-modal.ts';
import { AppRoot } from '../app-root.tsx';

let currentUrl = '';
function LocationProbe() {
  const location = useLocation();
  currentUrl = `${location.pathname}${location.search}${location.hash}`;
  return null;
}

/** The URL the rendered app shows now (path, query and hash). */
export const shownUrl = () => currentUrl;

/**
 * Renders `<AppRoot/>` under a memory router at `url`, with the root data a guest or a player would have
 * (`appInit` overrides parts of it, e.g. the player's features).
 */
export function renderAppRootAt(
  url: string,
  {
    isGuest = true,
    brand = 'funrize' as BrandKey,
    appInit = {},
  }: { isGuest?: boolean; brand?: BrandKey; appInit?: Partial<AppInit> } = {},
) {
  const root = {
    appInit: { ...guestAppInit('Funrize'), isGuest, login: isGuest ? null : 'ann', ...appInit },
    brand: BRANDS[brand],
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        Component: () => (
          <>
            <AppRoot settled />
            <LocationProbe />
          </>
        ),
        children: [{ path: '*', Component: () => null }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root } } },
  );
  render(withI18n(<RouterProvider router={router} />));
  return router;
}

/**
 * For the tests of the calling scope (a file or a `describe`) that render a player's app: each starts with
 * no modal, the cookie banner answered and `console.warn` quiet; after each, the modals close, the page is
 * cleaned and every stub and spy is gone.
 */
export function prepareAppRootTests() {
  beforeEach(() => {
    resetModalContext();
    document.cookie = 'cookie_consent=1|necessary; Path=/';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => closeAllModals());
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
