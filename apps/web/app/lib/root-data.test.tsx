// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BRANDS, guestAppInit } from '@casino/contracts';
import { ownAppInit, useRootData, type RootView } from './root-data.ts';

const seen: RootView[] = [];
let rerender = () => {};
function Probe() {
  const [tick, setTick] = useState(0);
  rerender = () => setTick((value) => value + 1);
  seen.push(useRootData());
  return <span>{tick}</span>;
}

function renderAt(url: string, root: object | null) {
  const router = createMemoryRouter([{ id: 'root', path: '/*', loader: () => root, Component: Probe }], {
    initialEntries: [url],
    hydrationData: { loaderData: { root } },
  });
  render(<RouterProvider router={router} />);
}

describe('useRootData', () => {
  afterEach(() => {
    cleanup();
    seen.length = 0;
  });

  it('reads the brand, app init and player from the root data, and the language from the path', () => {
    const appInit = { ...guestAppInit('Tao'), isGuest: false, login: 'ann' };
    renderAt('/es/lobby/', { appInit, brand: BRANDS.tao });
    const view = seen.at(-1)!;
    expect(view.brand).toBe(BRANDS.tao);
    expect(view.appInit).toBe(appInit);
    expect(view.player).toBe(appInit);
    expect(view.locale).toBe('es');
  });

  it('without root data is a guest of the default brand, the same object on every render', () => {
    renderAt('/lobby/', null);
    act(() => rerender());
    expect(seen.length).toBeGreaterThan(1);
    const [first, last] = [seen[0]!, seen.at(-1)!];
    expect(last.brand).toBe(BRANDS.funrize);
    expect(last.appInit.isGuest).toBe(true);
    expect(last.player).toBeNull();
    expect(last.locale).toBe('en');
    // Effects keyed on appInit must not re-run on every render of a page without root data.
    expect(last).toBe(first);
  });

  it("on a group's shared page is the group's app init, pending, until the player's own is read", () => {
    const group = { ...guestAppInit('Tao'), isGuest: false, gameMode: 'SweepStakes' as const };
    renderAt('/lobby/', { appInit: group, brand: BRANDS.tao, playerPending: true });
    expect(seen.at(-1)).toMatchObject({ appInit: group, player: group, playerPending: true });
    const own = { ...group, login: 'ann', email: 'ann@example.test' };
    act(() => ownAppInit.set(own));
    expect(seen.at(-1)).toMatchObject({ appInit: own, player: own, playerPending: false });
    // A page rendered for its player (a later revalidation) is their own data: the store plays no part.
    cleanup();
    const private_ = { ...group, login: 'bea' };
    renderAt('/lobby/', { appInit: private_, brand: BRANDS.tao, playerPending: false });
    expect(seen.at(-1)).toMatchObject({ appInit: private_, playerPending: false });
  });
});
