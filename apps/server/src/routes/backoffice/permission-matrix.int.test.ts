import { describe, expect, it } from 'vitest';
import { BACKOFFICE_AUTH_PATHS, OPERATOR_ROLES, roleHas, type OperatorRole } from '@casino/contracts';
import { databaseKinds } from '@casino/core/testing';
import { backofficePermissionOf } from '../../plugins/operator-session.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signInOperator } from '../../testing/operators.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const AUTH = new Set<string>(Object.values(BACKOFFICE_AUTH_PATHS));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Issue #16: every back-office endpoint (read from the route table as it is built, so a new one is in the
 * matrix without touching this file) is guarded, and called as every role answers 403 exactly when the role
 * lacks the endpoint's permission, and 401 with no session.
 */
describe.each(databaseKinds())('the role × endpoint matrix on %s', (kind) => {
  const t = setupTestApp(kind, { rateLimitMultiplier: 1000 });

  it('guards every endpoint and refuses exactly the roles without its permission', async () => {
    const headers = {} as Record<OperatorRole, Record<string, string>>;
    for (const role of OPERATOR_ROLES) headers[role] = (await signInOperator(t.app, { role })).headers;

    const routes = t.routes.filter(
      (route) => route.url.startsWith('/rest/backoffice/') && !AUTH.has(route.url),
    );
    expect(routes.length).toBeGreaterThan(5);
    const checked: string[] = [];
    for (const route of routes) {
      const permission = backofficePermissionOf(route.onRequest);
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      expect(permission, `${methods.join()} ${route.url} is not behind requireBackoffice`).not.toBeNull();
      const url = route.url.replace(/:\w+/g, UNKNOWN_ID);
      for (const method of methods) {
        const call = (h: Record<string, string>) =>
          t.app.inject({
            method: method as 'GET',
            url,
            headers: h,
            ...(method === 'GET' ? {} : { payload: {} }),
          });
        expect((await call({})).statusCode, `${method} ${route.url} without a session`).toBe(
          method === 'GET' ? 401 : 403,
        );
        for (const role of OPERATOR_ROLES) {
          const status = (await call(headers[role])).statusCode;
          const label = `${method} ${route.url} as ${role} (${permission})`;
          if (roleHas(role, permission!)) {
            expect(status, label).not.toBe(401);
            expect(status, label).not.toBe(403);
            expect(status, label).toBeLessThan(500);
          } else expect(status, label).toBe(403);
        }
        checked.push(`${method} ${route.url}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['GET /rest/backoffice/operators/', 'POST /rest/backoffice/api-keys/']),
    );
  }, 120_000);

  /** Every route of the running app with its methods (HEAD left out: GET's twin). */
  const calls = (keep: (url: string) => boolean) =>
    t.routes
      .filter((route) => keep(route.url))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method: method as 'GET', url: route.url.replace(/:\w+/g, UNKNOWN_ID) })),
      );

  it("never lets a player's cookies reach any back-office endpoint (401/403)", async () => {
    const player = await signedInPlayer(t);
    // The player's site session is live: the same cookies are a signed-in player on the site.
    expect((await player.agent.get('/rest/app/init/')).json().isGuest).toBe(false);
    const token = player.agent.jar.get('sid')!;
    const backoffice = calls((url) => url.startsWith('/rest/backoffice/'));
    expect(backoffice.length).toBeGreaterThan(60);
    for (const { method, url } of backoffice) {
      // As the site sends them (sid, csrf_token and the player's x-csrf-token header on writes)…
      const asPlayer = await player.agent.request({
        method,
        url,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect([401, 403], `${method} ${url} with a player's cookies: ${asPlayer.body}`).toContain(
        asPlayer.statusCode,
      );
      // …and the player's token under the operators' cookie name.
      const renamed = await t.app.inject({ method, url, headers: { cookie: `bo_sid=${token}` } });
      expect([401, 403], `${method} ${url} with a player's token as bo_sid`).toContain(renamed.statusCode);
    }
  }, 120_000);

  it("never makes an operator's cookies a player on the site's endpoints (a guest's answers)", async () => {
    const { headers } = await signInOperator(t.app, { role: 'admin' });
    const token = headers.cookie!.match(/bo_sid=([^;]+)/)![1]!;
    expect((await t.app.inject({ url: BACKOFFICE_AUTH_PATHS.me, headers })).statusCode).toBe(200);
    const site = calls((url) => url.startsWith('/rest/') && !/^\/rest\/(backoffice|ops)\//.test(url));
    expect(site.length).toBeGreaterThan(50);
    const playerOnly: string[] = [];
    for (const { method, url } of site) {
      const payload = method === 'GET' ? {} : { payload: {} };
      const guest = await t.app.inject({ method, url, ...payload });
      const asOperator = await t.app.inject({ method, url, headers, ...payload });
      const renamed = await t.app.inject({ method, url, headers: { cookie: `sid=${token}` }, ...payload });
      // The same answer a visitor without cookies gets: never the signed-in one.
      expect(asOperator.statusCode, `${method} ${url} with an operator's cookies`).toBe(guest.statusCode);
      expect(renamed.statusCode, `${method} ${url} with an operator's token as sid`).toBe(guest.statusCode);
      if (guest.statusCode === 401) playerOnly.push(`${method} ${url}`);
    }
    // Player-only endpoints were among them, and all of them said "sign in".
    expect(playerOnly).toEqual(expect.arrayContaining(['GET /rest/player/profile/']));
    for (const [cookieHeaders, label] of [
      [headers, 'operator cookies'],
      [{ cookie: `sid=${token}` }, 'operator token as sid'],
    ] as const) {
      const init = await t.app.inject({ url: '/rest/app/init/', headers: cookieHeaders });
      expect(init.json().isGuest, label).toBe(true);
    }
  }, 180_000);
});
