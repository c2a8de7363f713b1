import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BACKOFFICE_AUTH_PATHS } from '@casino/contracts';
import { OPERATOR_PASSWORD_CHANGE_REQUIRED_TEXT, registerOperator, tables } from '@casino/core';
import { databaseKinds, uniqueEmail } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { signInOperator, signInOperatorAs } from '../../../testing/operators.ts';

const { me, password, signOut } = BACKOFFICE_AUTH_PATHS;
const OPERATORS = '/rest/backoffice/operators/';

describe.each(databaseKinds())('an operator’s one-time password on %s', (kind) => {
  const t = setupTestApp(kind);
  const db = () => t.database.db;

  it('must be replaced at the first sign-in before the back-office answers', async () => {
    // What `operators:create` does: a generated, one-time password.
    const created = await registerOperator(db(), { email: uniqueEmail('first'), role: 'admin' });
    expect(created.generated).toBe(true);
    const oneTime = created.password;
    const { headers } = await signInOperatorAs(t.app, { email: created.operator.email, password: oneTime });
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    const session = await inject('GET', me);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.operator.passwordChangeRequired).toBe(true);
    const refused = await inject('GET', OPERATORS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'password_change_required',
      message: OPERATOR_PASSWORD_CHANGE_REQUIRED_TEXT,
    });

    for (const [body, status, text] of [
      [{ currentPassword: oneTime, newPassword: 'short-1' }, 400, /at least 12 characters/],
      [{ currentPassword: oneTime, newPassword: 'password1234' }, 422, /too common/],
      [{ currentPassword: oneTime, newPassword: oneTime }, 422, /different from your current one/],
      [{ currentPassword: 'not-the-password', newPassword: 'copper-meadow-lantern-7' }, 422, /not right/],
    ] as const) {
      const response = await inject('POST', password, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(text);
    }
    expect((await inject('GET', OPERATORS)).statusCode).toBe(403);

    const changed = await inject('POST', password, {
      currentPassword: oneTime,
      newPassword: 'copper-meadow-lantern-7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The same session goes on, now with the whole back-office.
    expect((await inject('GET', me)).json().data.operator.passwordChangeRequired).toBe(false);
    expect((await inject('GET', OPERATORS)).statusCode).toBe(200);

    const audit = await db()
      .select()
      .from(tables.auditLog)
      .where(
        and(
          eq(tables.auditLog.action, 'operator.passwordChange'),
          eq(tables.auditLog.targetId, created.operator.id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorId: created.operator.id });

    expect((await inject('POST', signOut)).statusCode).toBe(200);
    await expect(
      signInOperatorAs(t.app, { email: created.operator.email, password: oneTime }),
    ).rejects.toThrow(/sign-in failed: 401/);
  });

  it('leaves an operator whose password was chosen (flag false) unaffected', async () => {
    const { headers } = await signInOperator(t.app, { role: 'admin' });
    const session = await t.app.inject({ method: 'GET', url: me, headers });
    expect(session.json().data.operator.passwordChangeRequired).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: OPERATORS, headers })).statusCode).toBe(200);
  });
});
