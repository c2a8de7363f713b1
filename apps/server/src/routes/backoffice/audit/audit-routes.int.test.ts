import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BACKOFFICE_ADMIN_PATHS } from '@casino/contracts';
import { appendAudit } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { signInOperator } from '../../../testing/operators.ts';

const AUDIT = BACKOFFICE_ADMIN_PATHS.audit;

describe.each(databaseKinds())('the audit log screen API on %s', (kind) => {
  const t = setupTestApp(kind);
  const db = () => t.database.db;

  it('searches, pages, exports and verifies the log (audit.read)', async () => {
    const viewer = await signInOperator(t.app, { role: 'viewer' });
    const support = await signInOperator(t.app, { role: 'support' });
    expect((await t.app.inject({ url: AUDIT, headers: support.headers })).statusCode).toBe(403);
    for (let i = 0; i < 3; i++)
      await db().transaction((tx) =>
        appendAudit(tx, {
          operatorId: support.operator.id,
          operatorEmail: support.operator.email,
          action: 'player.note',
          targetType: 'player',
          targetId: `player-${i}`,
          after: { note: i === 2 ? '=HYPERLINK("http://evil")' : `note ${i}` },
          at: new Date(Date.UTC(2026, 0, 1, 12, i)),
        }),
      );

    const all = (await t.app.inject({ url: AUDIT, headers: viewer.headers })).json().data;
    // Two sign-ins and three notes, newest first.
    expect(all.total).toBe(5);
    expect(all.rows.map((r: { action: string }) => r.action)).toEqual([
      'player.note',
      'player.note',
      'player.note',
      'auth.signIn',
      'auth.signIn',
    ]);
    const byAction = await t.app.inject({
      url: `${AUDIT}?action=player.&pageSize=2&order=asc`,
      headers: viewer.headers,
    });
    expect(byAction.json().data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(byAction.json().data.rows.map((r: { targetId: string }) => r.targetId)).toEqual([
      'player-0',
      'player-1',
    ]);
    const byOperator = await t.app.inject({
      url: `${AUDIT}?operator=${encodeURIComponent(viewer.operator.email)}`,
      headers: viewer.headers,
    });
    expect(byOperator.json().data.rows).toHaveLength(1);
    const byTarget = await t.app.inject({
      url: `${AUDIT}?targetType=player&targetId=player-1`,
      headers: viewer.headers,
    });
    expect(byTarget.json().data.total).toBe(1);

    const csv = await t.app.inject({
      url: `${AUDIT}?format=csv&action=player.note`,
      headers: viewer.headers,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Id,At,Operator,Operator id,Action,Target type,Target id,Before,After,IP,Hash');
    expect(lines).toHaveLength(4);
    // A formula in a cell is neutralised and quoted.
    expect(csv.body).toContain('"{""note"":""=HYPERLINK(\\""http://evil\\"")""}"');

    const verify = () => t.app.inject({ url: BACKOFFICE_ADMIN_PATHS.auditVerify, headers: viewer.headers });
    expect((await verify()).json().data).toEqual({ ok: true, checked: 5 });
    await db().execute(sql`UPDATE audit_log SET after = '{"note": "edited"}'::jsonb WHERE id = 4`);
    expect((await verify()).json().data).toMatchObject({ ok: false, checked: 3, firstBadId: 4 });
  });

  it('refuses bad queries with a 400 and a message', async () => {
    const { headers } = await signInOperator(t.app, { role: 'admin' });
    for (const query of [
      'pageSize=500',
      'page=0',
      'action=drop%20table',
      'from=yesterday',
      'format=xml',
      'order=up',
    ]) {
      const response = await t.app.inject({ url: `${AUDIT}?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBeTruthy();
    }
  });
});
