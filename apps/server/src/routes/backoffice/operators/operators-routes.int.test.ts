import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BACKOFFICE_ADMIN_PATHS, BACKOFFICE_AUTH_PATHS, OPERATOR_ROLES } from '@casino/contracts';
import { tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { keepCookies, operatorHeaders, signInOperator } from '../../../testing/operators.ts';

const LIST = BACKOFFICE_ADMIN_PATHS.operators;
const path = (template: string, id: string) => template.replace(':id', id);

describe.each(databaseKinds())('operators management on %s', (kind) => {
  const t = setupTestApp(kind);
  const db = () => t.database.db;
  const auditOf = (action: string, targetId: string) =>
    db()
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.action, action), eq(tables.auditLog.targetId, targetId)));

  /** The password step alone, from a fresh browser. */
  async function passwordStep(email: string, password: string) {
    const jar = new Map<string, string>();
    keepCookies(jar, await t.app.inject({ url: BACKOFFICE_AUTH_PATHS.me }));
    return t.app.inject({
      method: 'POST',
      url: BACKOFFICE_AUTH_PATHS.signIn,
      headers: operatorHeaders(jar),
      payload: { email, password },
    });
  }

  it('is for administrators only', async () => {
    for (const role of OPERATOR_ROLES) {
      const { headers } = await signInOperator(t.app, { role });
      const list = await t.app.inject({ url: LIST, headers });
      const create = await t.app.inject({
        method: 'POST',
        url: LIST,
        headers,
        payload: { email: `made-by-${role}@example.test`, role: 'viewer' },
      });
      const expected = role === 'admin' ? 200 : 403;
      expect(list.statusCode, role).toBe(expected);
      expect(create.statusCode, role).toBe(expected);
      if (role !== 'admin')
        expect(create.json().message).toContain(`Your role (${role}) cannot manage operators and API keys`);
    }
    expect(
      await db()
        .select()
        .from(tables.operators)
        .where(eq(tables.operators.email, 'made-by-support@example.test')),
    ).toHaveLength(0);
  });

  it('creates an operator with a one-time password, audited, and refuses a second with the same email', async () => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    const created = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: admin.headers,
      payload: { email: ' New.Support@Example.test ', role: 'support' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { operator, password } = created.json().data;
    expect(operator).toMatchObject({ email: 'new.support@example.test', role: 'support', twoFactor: false });
    expect(password).toMatch(/^\S{20}$/);
    expect((await passwordStep('new.support@example.test', password)).json().data.step).toBe('totpSetup');

    const [audit] = await auditOf('operator.create', operator.id);
    expect(audit).toMatchObject({
      operatorId: admin.operator.id,
      operatorEmail: admin.operator.email,
      targetType: 'operator',
    });
    expect(JSON.stringify(audit!.after)).not.toContain(password);

    const again = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: admin.headers,
      payload: { email: 'new.support@example.test', role: 'viewer' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
    // A given password is not echoed back.
    const given = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: admin.headers,
      payload: { email: 'given@example.test', role: 'kyc', password: 'a-long-chosen-password-7' },
    });
    expect(given.json().data.password).toBeUndefined();
  });

  it('changes a role, disables, enables and resets two-factor sign-in, each audited and ending the sessions', async () => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    const target = await signInOperator(t.app, { role: 'support' });
    const id = target.operator.id;
    const me = () => t.app.inject({ url: BACKOFFICE_AUTH_PATHS.me, headers: target.headers });
    expect((await me()).statusCode).toBe(200);

    const role = await t.app.inject({
      method: 'POST',
      url: path(BACKOFFICE_ADMIN_PATHS.operatorRole, id),
      headers: admin.headers,
      payload: { role: 'finance' },
    });
    expect(role.statusCode, role.body).toBe(200);
    expect(role.json().data.operator.role).toBe('finance');
    expect((await me()).statusCode).toBe(401);
    expect((await auditOf('operator.role', id))[0]).toMatchObject({
      before: { role: 'support' },
      after: { role: 'finance' },
    });

    const disabled = await t.app.inject({
      method: 'POST',
      url: path(BACKOFFICE_ADMIN_PATHS.operatorDisable, id),
      headers: admin.headers,
    });
    expect(disabled.json().data.operator.disabledAt).toBeTruthy();
    const refused = await passwordStep(target.operator.email, target.operator.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/disabled/);
    await t.app.inject({
      method: 'POST',
      url: path(BACKOFFICE_ADMIN_PATHS.operatorEnable, id),
      headers: admin.headers,
    });
    expect((await passwordStep(target.operator.email, target.operator.password)).json().data.step).toBe(
      'totp',
    );

    const reset = await t.app.inject({
      method: 'POST',
      url: path(BACKOFFICE_ADMIN_PATHS.operatorResetTwoFactor, id),
      headers: admin.headers,
    });
    expect(reset.json().data.operator).toMatchObject({ twoFactor: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(target.operator.email, target.operator.password)).json().data.step).toBe(
      'totpSetup',
    );
    for (const action of ['operator.disable', 'operator.enable', 'operator.resetTwoFactor'])
      expect(await auditOf(action, id), action).toHaveLength(1);

    // Not on oneself.
    const own = await t.app.inject({
      method: 'POST',
      url: path(BACKOFFICE_ADMIN_PATHS.operatorDisable, admin.operator.id),
      headers: admin.headers,
    });
    expect(own.statusCode).toBe(409);
  });

  it('lists with paging, search and a CSV export', async () => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    const page = await t.app.inject({
      url: `${LIST}?pageSize=2&page=1&sort=email&order=asc`,
      headers: admin.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().data;
    expect(data.rows).toHaveLength(2);
    expect(data.total).toBeGreaterThan(2);
    expect(data.rows[0].email < data.rows[1].email).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/password|secret|Hash/);
    const search = await t.app.inject({ url: `${LIST}?q=given%40`, headers: admin.headers });
    expect(search.json().data.rows.map((r: { email: string }) => r.email)).toEqual(['given@example.test']);
    const csv = await t.app.inject({ url: `${LIST}?format=csv&role=kyc`, headers: admin.headers });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="operators.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Email,Role,Two-factor,Recovery codes left,Locked until,Disabled at,Created at');
    expect(lines.slice(1).every((line) => line.includes(',kyc,'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('lists every sign-in attempt, right or wrong', async () => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    await passwordStep('nobody-at-all@example.test', 'wrong-password-0');
    const failed = await t.app.inject({
      url: `${BACKOFFICE_ADMIN_PATHS.signIns}?success=false&q=nobody-at-all`,
      headers: admin.headers,
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data.rows).toEqual([
      expect.objectContaining({
        email: 'nobody-at-all@example.test',
        success: false,
        reason: 'unknownEmail',
      }),
    ]);
    const mine = await t.app.inject({
      url: `${BACKOFFICE_ADMIN_PATHS.signIns}?q=${encodeURIComponent(admin.operator.email)}`,
      headers: admin.headers,
    });
    expect(mine.json().data.rows.map((r: { reason: string }) => r.reason)).toEqual(['totpSetup', 'password']);
    const csv = await t.app.inject({
      url: `${BACKOFFICE_ADMIN_PATHS.signIns}?format=csv`,
      headers: admin.headers,
    });
    expect(csv.body.split('\r\n')[0]).toBe('At,Email,Operator id,IP,Success,Reason');
  });

  it('refuses bad input with a 4xx and a message, changing nothing', async () => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    const before = await db().select().from(tables.operators);
    const cases: Array<[string, string, unknown]> = [
      ['POST', LIST, { email: 'bad', role: 'viewer' }],
      ['POST', LIST, { email: 'ok@example.test', role: 'root' }],
      ['POST', LIST, { email: 'ok@example.test', role: 'viewer', password: 'short' }],
      ['POST', LIST, { email: 'ok@example.test' }],
      ['POST', path(BACKOFFICE_ADMIN_PATHS.operatorRole, 'not-a-uuid'), { role: 'viewer' }],
      [
        'POST',
        path(BACKOFFICE_ADMIN_PATHS.operatorRole, '00000000-0000-4000-8000-000000000000'),
        { role: 'viewer' },
      ],
      ['POST', path(BACKOFFICE_ADMIN_PATHS.operatorRole, admin.operator.id), { role: 'nope' }],
      ['POST', path(BACKOFFICE_ADMIN_PATHS.operatorDisable, 'x'), undefined],
      ['GET', `${LIST}?pageSize=5000`, undefined],
      ['GET', `${LIST}?sort=drop%20table`, undefined],
    ];
    for (const [method, url, payload] of cases) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: admin.headers,
        payload: payload as object,
      });
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(response.json().message, `${method} ${url}`).toBeTruthy();
    }
    expect(await db().select().from(tables.operators)).toEqual(before);
  });
});
