import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  SCRATCH_CARD_REVEAL_PATH,
  SCRATCH_CARDS_PATH,
  ScratchCardRevealResponseSchema,
  ScratchCardsResponseSchema,
  toMinorUnits,
  type ScratchCardPrize,
} from '@casino/contracts';
import { createManualClock, getPlayerBalances, SCRATCH_CARDS_DEFAULT_CONFIG, tables } from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { buyWithSandboxCard, popularPresetId, recordPurchase } from '../../testing/deposit.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe.each(databaseKinds())('scratch cards on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const t = setupTestApp(kind, { paymentWebhookDelayMs: 0 }, { clock });
  const db = () => t.database.db;

  const player = async () => {
    const made = await signedInPlayer(t, { brand: 'funrize' });
    made.agent.jar.set('brand_override', 'funrize');
    return made;
  };
  const cards = async (agent: Agent) => {
    const response = await agent.get(SCRATCH_CARDS_PATH);
    expect(response.statusCode, response.body).toBe(200);
    return ScratchCardsResponseSchema.parse(response.json());
  };
  const reveal = (agent: Agent, id: unknown) => agent.post(SCRATCH_CARD_REVEAL_PATH, { id });
  const revealed = async (agent: Agent, id: string) => {
    const response = await reveal(agent, id);
    expect(response.statusCode, response.body).toBe(200);
    return ScratchCardRevealResponseSchema.parse(response.json());
  };
  /** A completed purchase as the cashier records it, then the engagement work it causes. */
  const purchase = async (playerId: string, priceCents: number, paymentId = randomUUID()) => {
    await recordPurchase(db(), { playerId, at: clock.now(), data: { paymentId, priceCents } });
    await t.app.services.activity.drain();
    return paymentId;
  };
  const minor = (prize: ScratchCardPrize) => ({
    coins: prize.coins,
    entries: toMinorUnits('ENTRY', prize.entries),
  });
  const balances = (playerId: string) => getPlayerBalances(db(), playerId);
  const storedPrize = async (id: string) => {
    const [row] = await db().select().from(tables.scratchCards).where(eq(tables.scratchCards.id, id));
    return row!.prize as ScratchCardPrize;
  };

  it('refuses guests with a sentence', async () => {
    const guest = createAgent(t.app);
    for (const response of [await guest.get(SCRATCH_CARDS_PATH), await reveal(guest, randomUUID())]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/sign in/i);
    }
  });

  it('a real purchase issues a card that activates on its timer, then pays its drawn prize once on reveal', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const { agent, player: p } = await player();
    expect(await cards(agent)).toMatchObject({ success: true, isActive: true, cards: [], finishedAt: null });

    const bought = await buyWithSandboxCard(agent, await popularPresetId(db()));
    expect(bought.statusCode, bought.body).toBe(200);
    await t.app.services.payments.sandbox.settled();
    await t.app.services.activity.drain();

    const issued = await cards(agent);
    expect(issued.cards).toHaveLength(1); // $9.99: one card
    const [card] = issued.cards;
    expect(card).toMatchObject({ status: 'ready_for_activate', prize: null });
    expect(Date.parse(card!.timer)).toBe(clock.now().getTime() + HOUR);

    // Too early: refused, nothing paid, the card still waits.
    const before = await balances(p.id);
    const early = await reveal(agent, card!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'card_not_active' });
    expect(await balances(p.id)).toEqual(before);

    clock.advance(HOUR);
    const active = (await cards(agent)).cards[0]!;
    expect(active).toMatchObject({ id: card!.id, status: 'available', prize: null });
    expect(Date.parse(active.timer)).toBe(clock.now().getTime() + 7 * DAY);

    const prize = await storedPrize(card!.id);
    const answer = await revealed(agent, card!.id);
    expect(answer.prize).toEqual(prize);
    const after = await balances(p.id);
    expect({ coins: after.coins - before.coins, entries: after.entries - before.entries }).toEqual(
      minor(prize),
    );
    expect(answer.data.cards).toEqual([]);
    const transfers = await db()
      .select()
      .from(tables.walletTransfers)
      .where(
        like(tables.walletTransfers.key, `feature:scratchCardLottery:${p.id}:scratch-card:${card!.id}%`),
      );
    expect(transfers.length).toBe((prize.coins > 0 ? 1 : 0) + (prize.entries > 0 ? 1 : 0));

    // A repeat answers the same prize and pays nothing more.
    expect((await revealed(agent, card!.id)).prize).toEqual(prize);
    expect(await balances(p.id)).toEqual(after);
    await expectLedgerBalanced(db());
  });

  it('issues cards by the price tiers, once per payment, only while the feature runs', async () => {
    clock.set('2026-03-11T12:00:00.000Z');
    const { agent, player: p } = await player();
    await purchase(p.id, 299); // below the first tier
    expect((await cards(agent)).cards).toHaveLength(0);
    const paymentId = await purchase(p.id, 2499);
    expect((await cards(agent)).cards).toHaveLength(2);
    await purchase(p.id, 2499, paymentId); // the same payment again: ignored
    expect((await cards(agent)).cards).toHaveLength(2);
    await purchase(p.id, 4999);
    expect((await cards(agent)).cards).toHaveLength(2 + SCRATCH_CARDS_DEFAULT_CONFIG.issue.at(-1)!.count);
    const where = and(eq(tables.features.brand, 'funrize'), eq(tables.features.key, 'scratchCardLottery'));
    await db().update(tables.features).set({ enabled: false }).where(where);
    try {
      await purchase(p.id, 9999);
      const off = await cards(agent);
      expect(off.cards).toHaveLength(5);
      expect(off.isActive).toBe(false);
      // Cards earned while it ran are still paid after it stops.
      clock.advance(HOUR);
      const prize = await storedPrize(off.cards[0]!.id);
      expect((await revealed(agent, off.cards[0]!.id)).prize).toEqual(prize);
    } finally {
      await db().update(tables.features).set({ enabled: true }).where(where);
    }
  });

  it('refuses expired, unknown, foreign and malformed cards without changing anything', async () => {
    clock.set('2026-03-12T12:00:00.000Z');
    const { agent, player: p } = await player();
    const other = await player();
    await purchase(p.id, 499);
    const [card] = (await cards(agent)).cards;
    const before = await balances(p.id);
    expect((await reveal(other.agent, card!.id)).statusCode).toBe(404);
    expect((await reveal(agent, randomUUID())).statusCode).toBe(404);
    const malformed = await reveal(agent, 'not-a-card');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/scratch card/i);
    clock.advance(HOUR + 7 * DAY);
    expect((await cards(agent)).cards).toEqual([]);
    const expired = await reveal(agent, card!.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'card_expired' });
    expect(await balances(p.id)).toEqual(before);
    await expectLedgerBalanced(db());
  });

  it('32 racing reveals of one card pay it once and all answer its prize', async () => {
    clock.set('2026-03-13T12:00:00.000Z');
    const { agent, player: p } = await player();
    await purchase(p.id, 499);
    const [card] = (await cards(agent)).cards;
    clock.advance(HOUR);
    const prize = await storedPrize(card!.id);
    const before = await balances(p.id);
    const answers = await Promise.all(Array.from({ length: 32 }, () => reveal(agent, card!.id)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(ScratchCardRevealResponseSchema.parse(answer.json()).prize).toEqual(prize);
    }
    const after = await balances(p.id);
    expect({ coins: after.coins - before.coins, entries: after.entries - before.entries }).toEqual(
      minor(prize),
    );
    await expectLedgerBalanced(db());
  });
});
