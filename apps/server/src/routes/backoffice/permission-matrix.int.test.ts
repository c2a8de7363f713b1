import { describe, expect, it } from 'vitest';
import { BACKOFFICE_AUTH_PATHS, OPERATOR_ROLES, roleHas, type OperatorRole } from '@casino/contracts';
import { databaseKinds } from '@casino/core/testing';
import { backofficePermissionOf } from '../../plugins/operator-session.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signInOperator } from '../../testing/operators.ts';

const AUTH = new Set<string>(Object.values(BACKOFFICE_AUTH_PATHS));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Issue #16: every back-office endpoint (read from the route table as it is built, so a new one is in the
 * matrix without touching this file) is guarded, and called as every role answers 403 exactly when the role
 * lacks the endpoint's permission, and 401 with no session.
 */
describe.each(databaseKinds())('the role × endpoint matrix on %s', (kind) => {
  const t = setupTestApp(kind);

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
});
