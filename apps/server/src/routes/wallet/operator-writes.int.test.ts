import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { checkLedger, getPlayerBalances, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../../testing/operators.ts';
import { createAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';

/**
 * Operator writes (OPS_TOKEN, API keys) are audited in the transaction of the change, and every one that
 * moves money takes an idempotency key: a retry after a lost answer moves nothing again.
 */
describe.each(databaseKinds())('operator writes on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN });
  const db = () => t.database.db;
  const ops = (url: string, body: unknown) =>
    createAgent(t.app).post(url, body, { headers: { 'x-ops-token': OPS_TOKEN } });
  const adjust = (playerEmail: string, idempotencyKey?: string, amount = 25) =>
    ops('/rest/ops/wallet/adjust/', {
      playerEmail,
      currency: 'COIN',
      amount,
      reason: 'goodwill',
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  const auditRows = (playerId: string, action: string) => auditEntries(db(), action, playerId);

  it('refuses a money-moving call without an idempotency key, with a sentence, and moves nothing', async () => {
    const { player } = await signedInPlayer(t);
    const before = await getPlayerBalances(db(), player.id);
    const refused = await adjust(player.email!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/idempotencyKey/);
    const grant = await ops('/rest/ops/free-spins/', {
      playerEmail: player.email,
      gameId: 'any',
      count: 3,
      betLevel: 1,
      lifetimeSeconds: 3600,
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().message).toMatch(/idempotencyKey/);
    expect(await getPlayerBalances(db(), player.id)).toEqual(before);
  });

  it('writes the audit row in the transaction of the adjustment: an audit that fails undoes the change', async () => {
    const { player } = await signedInPlayer(t);
    const before = await getPlayerBalances(db(), player.id);
    // A failure injected after the change, before the commit: the audit insert itself is refused.
    await db().execute(sql`create or replace function refuse_audit() returns trigger language plpgsql as
      $$ begin raise exception 'audit refused by the test'; end $$`);
    await db().execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    try {
      const failed = await adjust(player.email!, randomUUID());
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await db().execute(sql`drop trigger refuse_audit on audit_log`);
    }
    expect(await getPlayerBalances(db(), player.id)).toEqual(before);
    expect(await auditRows(player.id, 'wallet.adjust')).toHaveLength(0);
    expect((await checkLedger(db())).mismatches).toEqual([]);
  });

  it('credits once for two calls with one key, audited once; the retry answers the first transfer', async () => {
    const { player } = await signedInPlayer(t);
    const before = await getPlayerBalances(db(), player.id);
    const key = randomUUID();
    const first = await adjust(player.email!, key);
    const retry = await adjust(player.email!, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ transferId: first.json().data.transferId, replayed: true });
    expect((await getPlayerBalances(db(), player.id)).coins).toBe(before.coins + 25);
    const [audit, ...more] = await auditRows(player.id, 'wallet.adjust');
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ operatorId: 'ops-token', targetType: 'player' });
  });

  it('credits once for 32 racing calls with one key', async () => {
    const { player } = await signedInPlayer(t);
    const before = await getPlayerBalances(db(), player.id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 32 }, () => adjust(player.email!, key, 7)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.json().data.transferId)).size).toBe(1);
    expect(answers.filter((a) => !a.json().data.replayed)).toHaveLength(1);
    expect((await getPlayerBalances(db(), player.id)).coins).toBe(before.coins + 7);
    expect(await auditRows(player.id, 'wallet.adjust')).toHaveLength(1);
    expect((await checkLedger(db())).mismatches).toEqual([]);
  });

  it('grants free spins once for racing calls with one key, audited once in the grant', async () => {
    const { player } = await signedInPlayer(t);
    const [game] = await db()
      .select({ slug: tables.games.slug })
      .from(tables.games)
      .where(and(eq(tables.games.engineId, 'jungle-quest'), eq(tables.games.isActive, true)))
      .limit(1);
    const body = {
      playerEmail: player.email,
      gameId: game!.slug,
      count: 3,
      betLevel: 40,
      lifetimeSeconds: 3600,
      idempotencyKey: randomUUID(),
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => ops('/rest/ops/free-spins/', body)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.json().data.freeSpinId)).size).toBe(1);
    const grants = await db()
      .select()
      .from(tables.freeSpinGrants)
      .where(eq(tables.freeSpinGrants.playerId, player.id));
    expect(grants.filter((g) => g.source === 'operator')).toHaveLength(1);
    expect(await auditRows(player.id, 'freeSpins.grant')).toHaveLength(1);
  });
});
