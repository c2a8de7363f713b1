import { describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { BRANDS, guestAppInit, type Brand } from '@casino/contracts';
import { referralMiddleware } from './referral.server.ts';
import { requestServicesContext, type RequestServices } from './server-context.ts';

function run(path: string, options: { brand?: Brand; guest?: boolean; method?: string } = {}) {
  const brand = options.brand ?? BRANDS.funrize;
  const context = new RouterContextProvider();
  context.set(requestServicesContext, {
    brand,
    appInit: async () => ({ ...guestAppInit(brand.appName), isGuest: options.guest ?? true }),
  } as unknown as RequestServices);
  const next = vi.fn(async () => new Response('page'));
  const request = new Request(`http://localhost${path}`, { method: options.method ?? 'GET' });
  const result = (
    referralMiddleware as unknown as (
      args: { request: Request; context: RouterContextProvider },
      next: () => Promise<Response>,
    ) => Promise<Response>
  )({ request, context }, next).then(
    (response) => ({ response, thrown: false }),
    (response: Response) => ({ response, thrown: true }),
  );
  return { result, next };
}

const cookies = (response: Response) => response.headers.getSetCookie();

describe('referral middleware', () => {
  it('remembers invited_by for a year and sends the guest to /signup/, back to the page afterwards', async () => {
    const { result, next } = run('/promotions/?invited_by=ABCD2345&utm=x');
    const { response, thrown } = await result;
    expect(thrown).toBe(true);
    expect(next).not.toHaveBeenCalled();
    const location = new URL(response.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/signup/');
    expect(location.searchParams.get('invited_by')).toBe('ABCD2345');
    expect(location.searchParams.get('utm')).toBe('x');
    expect(location.searchParams.get('redirectTo')).toBe('/promotions/');
    expect(cookies(response)).toEqual(['invited_by=ABCD2345; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('keeps the language and opens the signup modal on brands without an auth page', async () => {
    const { response } = await run('/es/lobby/?invited_by=ABCD2345', { brand: BRANDS.tao }).result;
    const location = new URL(response.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/es/');
    expect(location.searchParams.get('openModal')).toBe('register');
    expect(location.searchParams.get('invited_by')).toBe('ABCD2345');
  });

  it('does not redirect once the guest is on the sign-up page or modal', async () => {
    for (const [path, brand] of [
      ['/signup/?invited_by=ABCD2345', BRANDS.funrize],
      ['/es/signup?invited_by=ABCD2345', BRANDS.funrize],
      ['/?openModal=register&invited_by=ABCD2345', BRANDS.tao],
    ] as const) {
      const { result, next } = run(path, { brand });
      const { response, thrown } = await result;
      expect(thrown, path).toBe(false);
      expect(next).toHaveBeenCalledOnce();
      expect(cookies(response)[0]).toContain('invited_by=ABCD2345');
    }
  });

  it('remembers refcode without redirecting', async () => {
    const { result } = run('/lobby/?refcode=AFF-77');
    const { response, thrown } = await result;
    expect(thrown).toBe(false);
    expect(cookies(response)).toEqual(['refcode=AFF-77; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('only remembers the code on client data requests', async () => {
    const { result } = run('/lobby.data?invited_by=ABCD2345');
    const { response, thrown } = await result;
    expect(thrown).toBe(false);
    expect(cookies(response)[0]).toContain('invited_by=ABCD2345');
  });

  it('ignores codes for signed-in players and values that are not codes', async () => {
    for (const [path, guest] of [
      ['/lobby/?invited_by=ABCD2345', false],
      ['/lobby/?invited_by=%3Cscript%3E', true],
      [`/lobby/?invited_by=${'A'.repeat(65)}`, true],
    ] as const) {
      const { result, next } = run(path, { guest });
      const { response, thrown } = await result;
      expect(thrown, path).toBe(false);
      expect(next).toHaveBeenCalledOnce();
      expect(cookies(response), path).toEqual([]);
    }
  });
});
