import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { fromMinorUnits, SANDBOX_CARDS } from '@casino/contracts';
import { getPlayerBalances, SANDBOX_METHOD_IDS, tables } from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { setupTestApp } from '../testing/test-app.ts';
import { createAgent, type Agent } from '../testing/agent.ts';
import { signedInPlayer } from '../testing/signed-in-player.ts';
import { makeRedeemEligible } from '../testing/redeem.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
const WINNINGS = 200;

/**
 * Purchases, redeems and cancellations of several players at once, duplicates included: every
 * coin, entry and winning stays accounted for (Σ = 0 per currency, balances equal their entries) and
 * each player ends with exactly what their completed purchases and live redeem requests say.
 */
describe.each(databaseKinds())('money moving concurrently on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN, redeemMinimum: 50, paymentWebhookDelayMs: 0 });
  const db = () => t.database.db;

  const popularPackage = async () =>
    (await db().select().from(tables.offerPresets).where(eq(tables.offerPresets.titleEn, 'Popular')))[0]!;
  const buy = (agent: Agent, presetId: number, idempotencyKey: string) =>
    agent.post('/rest/cash/deposit/', {
      presetId,
      offerType: 'package',
      methodId: SANDBOX_METHOD_IDS.card,
      card: { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Test Player' },
      idempotencyKey,
    });
  const redeem = (agent: Agent, amount: number) =>
    agent.post('/rest/redeem/', { amount, idempotencyKey: randomUUID() });

  async function player() {
    const created = await signedInPlayer(t);
    await makeRedeemEligible(db(), created.player.id);
    const adjusted = await createAgent(t.app).post(
      '/rest/ops/wallet/adjust/',
      {
        playerEmail: created.player.email,
        currency: 'WINNING',
        amount: WINNINGS,
        reason: 'test set-up',
        idempotencyKey: randomUUID(),
      },
      { headers: { 'x-ops-token': OPS_TOKEN } },
    );
    expect(adjusted.statusCode).toBe(200);
    return { ...created, before: await getPlayerBalances(db(), created.player.id) };
  }

  it('keeps Σ = 0 and every balance exact under concurrent purchases, redeems and cancellations', async () => {
    const pack = await popularPackage();
    const players = await Promise.all(Array.from({ length: 6 }, player));

    // Each player at once: one purchase sent twice, and three redeems worth more than their winnings.
    const keys = players.map(() => randomUUID());
    const first = await Promise.all(
      players.flatMap((p, i) => [
        buy(p.agent, pack.id, keys[i]!),
        buy(p.agent, pack.id, keys[i]!),
        redeem(p.agent, 60),
        redeem(p.agent, 60),
        redeem(p.agent, 100),
      ]),
    );
    // Never a server error; a redeem beyond the winnings is refused, not overdrawn.
    expect(first.every((r) => r.statusCode < 500)).toBe(true);

    // Then at once: every pending request cancelled twice, and a second purchase each.
    const pending = await db()
      .select()
      .from(tables.redeemRequests)
      .where(
        inArray(
          tables.redeemRequests.playerId,
          players.map((p) => p.player.id),
        ),
      );
    const byPlayer = new Map(players.map((p) => [p.player.id, p]));
    const cancelled = pending.filter((_, i) => i % 2 === 0);
    const second = await Promise.all([
      ...cancelled.flatMap((r) => {
        const agent = byPlayer.get(r.playerId)!.agent;
        return [
          agent.post(`/rest/redeem/${r.id}/cancel/`, {}),
          agent.post(`/rest/redeem/${r.id}/cancel/`, {}),
        ];
      }),
      ...players.map((p) => buy(p.agent, pack.id, randomUUID())),
    ]);
    expect(second.every((r) => r.statusCode < 500)).toBe(true);
    await t.app.services.payments.sandbox.settled();

    await expectLedgerBalanced(db());

    for (const p of players) {
      const id = p.player.id;
      const purchases = await db()
        .select()
        .from(tables.payments)
        .where(and(eq(tables.payments.playerId, id), eq(tables.payments.status, 'completed')));
      expect(purchases).toHaveLength(2);
      const requests = await db()
        .select()
        .from(tables.redeemRequests)
        .where(eq(tables.redeemRequests.playerId, id));
      const held = requests
        .filter((r) => r.status === 'pending')
        .reduce((sum, r) => sum + fromMinorUnits('WINNING', Number(r.amount)), 0);
      const after = await getPlayerBalances(db(), id);
      expect(after.coins - p.before.coins).toBe(2 * pack.coins);
      expect(fromMinorUnits('ENTRY', after.entries - p.before.entries)).toBe(2 * pack.entries);
      // Winnings are either still the player's or held by a pending request: nothing lost or made.
      expect(fromMinorUnits('WINNING', after.winnings) + held).toBeCloseTo(WINNINGS, 2);
      expect(held).toBeLessThanOrEqual(WINNINGS);
    }
  });
});
