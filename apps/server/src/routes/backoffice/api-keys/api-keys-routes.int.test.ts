import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BACKOFFICE_ADMIN_PATHS } from '@casino/contracts';
import { tables } from '@casino/core';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { OPS_ROUTE_PERMISSIONS, requireOperator } from '../../../plugins/operator-auth.ts';
import { setupTestApp } from '../../../testing/test-app.ts';
import { signInOperator } from '../../../testing/operators.ts';

const KEYS = BACKOFFICE_ADMIN_PATHS.apiKeys;
const OPS_TOKEN = 'api-keys-ops-token-0123456789';

describe.each(databaseKinds())('API keys on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN });
  const db = () => t.database.db;

  async function newKey(headers: Record<string, string>, scopes: string[], name = `key ${scopes.join(' ')}`) {
    const response = await t.app.inject({ method: 'POST', url: KEYS, headers, payload: { name, scopes } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { key: string; apiKey: { id: string; prefix: string } };
  }
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

  it('creates a key shown once, lists it without the key, revokes it; admins only, audited', async () => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    const { key, apiKey } = await newKey(admin.headers, ['documents.read'], 'Nightly KYC export');
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    const list = await t.app.inject({ url: KEYS, headers: admin.headers });
    expect(list.body).toContain('Nightly KYC export');
    expect(list.body).not.toContain(key);
    const [created] = await db()
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.action, 'apiKey.create'), eq(tables.auditLog.targetId, apiKey.id)));
    expect(created).toMatchObject({ operatorId: admin.operator.id, after: { scopes: ['documents.read'] } });
    expect(JSON.stringify(created)).not.toContain(key);

    expect((await t.app.inject({ url: '/rest/ops/documents/', headers: bearer(key) })).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_ADMIN_PATHS.apiKeyRevoke.replace(':id', apiKey.id),
      headers: admin.headers,
    });
    expect(revoked.json().data.apiKey.revokedAt).toBeTruthy();
    const after = await t.app.inject({ url: '/rest/ops/documents/', headers: bearer(key) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/not valid, or it was revoked/);

    for (const role of ['support', 'finance', 'viewer'] as const) {
      const { headers } = await signInOperator(t.app, { role });
      expect((await t.app.inject({ url: KEYS, headers })).statusCode, role).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: KEYS,
        headers,
        payload: { name: 'x', scopes: ['players.read'] },
      });
      expect(create.statusCode, role).toBe(403);
    }
  });

  it('opens the /rest/ops endpoints within its scopes, without OPS_TOKEN or CSRF, and audits its writes', async () => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    const { player } = await createPlayer(db());
    const adjust = {
      playerEmail: player.email,
      currency: 'COIN',
      amount: 25,
      reason: 'goodwill after an outage',
      idempotencyKey: 'api-key-adjust-1',
    };
    const reader = await newKey(admin.headers, ['documents.read', 'redeems.read']);
    const payer = await newKey(admin.headers, ['players.adjust']);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/rest/ops/wallet/adjust/',
      headers: bearer(reader.key),
      payload: adjust,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('"players.adjust"');
    expect(
      await db().select().from(tables.auditLog).where(eq(tables.auditLog.action, 'wallet.adjust')),
    ).toHaveLength(0);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/rest/ops/wallet/adjust/',
      headers: bearer(payer.key),
      payload: adjust,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [audit] = await db()
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'wallet.adjust'));
    expect(audit).toMatchObject({
      operatorId: `apikey:${payer.apiKey.id}`,
      operatorEmail: 'key players.adjust',
      targetType: 'player',
      after: { amount: 25, currency: 'COIN', reason: adjust.reason },
    });
    expect((await t.app.inject({ url: '/rest/ops/redeems/', headers: bearer(reader.key) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/rest/ops/redeems/', headers: bearer(payer.key) })).statusCode).toBe(
      403,
    );

    // The ops token still works, and its writes are audited too.
    const byToken = await t.app.inject({
      method: 'POST',
      url: '/rest/ops/wallet/adjust/',
      headers: { 'x-ops-token': OPS_TOKEN },
      payload: { ...adjust, idempotencyKey: 'ops-token-adjust-1' },
    });
    expect(byToken.statusCode).toBe(200);
    const rows = await db().select().from(tables.auditLog).where(eq(tables.auditLog.action, 'wallet.adjust'));
    expect(rows.map((r) => r.operatorEmail)).toEqual(['key players.adjust', 'ops-token']);

    // Nonsense in the header is a 401, not a pass through to the ops token.
    const bad = await t.app.inject({ url: '/rest/ops/documents/', headers: bearer('ck_nonsense') });
    expect(bad.statusCode).toBe(401);
  });

  it('opens back-office endpoints within its scopes too, without CSRF', async () => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    const auditor = await newKey(admin.headers, ['audit.read']);
    const manager = await newKey(admin.headers, ['operators.manage']);
    expect(
      (await t.app.inject({ url: BACKOFFICE_ADMIN_PATHS.audit, headers: bearer(auditor.key) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: BACKOFFICE_ADMIN_PATHS.audit, headers: bearer(manager.key) })).statusCode,
    ).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_ADMIN_PATHS.operators,
      headers: bearer(manager.key),
      payload: { email: 'by-key@example.test', role: 'viewer' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [audit] = await db()
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, 'operator.create'));
    expect(audit!.operatorId).toBe(`apikey:${manager.apiKey.id}`);
  });

  it("names each key's creator in the list: the operator's email, or the creating key's name", async () => {
    const admin = await signInOperator(t.app, { role: 'admin', email: 'keys-admin@example.test' });
    const robot = await newKey(admin.headers, ['operators.manage'], 'Provisioning robot');
    const made = await t.app.inject({
      method: 'POST',
      url: KEYS,
      headers: bearer(robot.key),
      payload: { name: 'Made by the robot', scopes: ['audit.read'] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const rows = (
      await t.app.inject({ url: KEYS, headers: admin.headers, query: { pageSize: '200' } })
    ).json().data.rows as { name: string; createdBy: string; createdByName: string | null }[];
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('Provisioning robot')).toMatchObject({
      createdBy: admin.operator.id,
      createdByName: 'keys-admin@example.test',
    });
    expect(byName.get('Made by the robot')).toMatchObject({
      createdBy: `apikey:${robot.apiKey.id}`,
      createdByName: 'Provisioning robot',
    });
    const csv = await t.app.inject({ url: KEYS, headers: admin.headers, query: { format: 'csv' } });
    expect(csv.body.split('\r\n')[0]).toContain('Created by (name)');
    expect(csv.body).toContain('keys-admin@example.test');
  });

  it('maps every operator endpoint to a permission', () => {
    const guarded = t.routes.filter((route) => {
      const hooks = [route.onRequest].flat();
      return hooks.includes(requireOperator as never);
    });
    expect(guarded.length).toBeGreaterThan(10);
    const missing = guarded.flatMap((route) =>
      [route.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((m) => `${m} ${route.url}`)
        .filter((key) => !OPS_ROUTE_PERMISSIONS[key]),
    );
    expect(missing).toEqual([]);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const admin = await signInOperator(t.app, { role: 'admin' });
    const before = await db().select().from(tables.apiKeys);
    for (const payload of [
      {},
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['root'] },
      { name: '', scopes: ['audit.read'] },
      { name: 'x', scopes: 'audit.read' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: KEYS, headers: admin.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await db().select().from(tables.apiKeys)).toEqual(before);
    const unknown = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_ADMIN_PATHS.apiKeyRevoke.replace(':id', '00000000-0000-4000-8000-000000000000'),
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
