import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  PromotionsPageResponseSchema,
  REWARD_AMOUNTS,
  ReferralInfoResponseSchema,
  SANDBOX_CARDS,
  type PushMessage,
} from '@casino/contracts';
import {
  createSession,
  featureModule,
  getPlayerBalances,
  qualifyInvite,
  registerPlayer,
  SANDBOX_METHOD_IDS,
  tables,
} from '@casino/core';
import { databaseKinds, expectLedgerBalanced, uniqueEmail } from '@casino/core/testing';
import { featureClaimsOf, OPS_TOKEN, putFeature } from '../../testing/feature-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const INFO = '/rest/referral/info/';
const { inviterPrize, inviteePrize } = featureModule('inviteQualification').defaults.config;
const card = { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Test Player' };

describe.each(databaseKinds())('referral on %s', (kind) => {
  const t = setupTestApp(kind, { paymentWebhookDelayMs: 0, opsToken: OPS_TOKEN });
  afterEach(() => vi.restoreAllMocks());
  const db = () => t.database.db;

  /** A friend who signed up with the inviter's code, signed in. */
  const invitedFriend = async (refcode: string, email = uniqueEmail('friend')) => {
    const { player } = await registerPlayer(db(), {
      brand: 'funrize',
      locale: 'en',
      email,
      password: 'violet-harbor-42',
      invitedBy: refcode,
      agreedToTerms: true,
      now: t.app.services.clock.now(),
    });
    const session = await createSession(db(), player.id, t.app.services.clock.now());
    const agent = createAgent(t.app);
    agent.jar.set('sid', session.token);
    return { player, agent, email };
  };
  const info = async (agent: Agent, query = '') => {
    const response = await agent.get(`${INFO}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ReferralInfoResponseSchema.parse(response.json()).data;
  };
  const popularId = async () => {
    const [row] = await db()
      .select({ id: tables.offerPresets.id })
      .from(tables.offerPresets)
      .where(eq(tables.offerPresets.titleEn, 'Popular'));
    return row!.id;
  };
  /** A completed purchase, and the engagement work it causes. */
  const buy = async (agent: Agent) => {
    const response = await agent.post('/rest/cash/deposit/', {
      presetId: await popularId(),
      offerType: 'package',
      methodId: SANDBOX_METHOD_IDS.card,
      card,
      idempotencyKey: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.services.payments.sandbox.settled();
    await t.app.services.activity.drain();
  };
  const claimsOf = (playerId: string) => featureClaimsOf(db(), playerId, 'inviteQualification');
  const qualificationTransfers = (playerId: string) =>
    db()
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `feature:inviteQualification:${playerId}:%`));
  const promotionsOf = async (agent: Agent) =>
    PromotionsPageResponseSchema.parse((await agent.get('/rest/page/promotions/')).json()).payload.promotions;

  it('asks a guest to sign in and refuses a bad limit with a readable message', async () => {
    const guest = createAgent(t.app);
    expect((await guest.get(INFO)).statusCode).toBe(401);
    const { agent } = await signedInPlayer(t);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5']) {
      const response = await agent.get(`${INFO}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/limit/i);
    }
  });

  it('shows the code and link; a friend is registered, then qualifies with their first purchase and both are paid once', async () => {
    const inviter = await signedInPlayer(t);
    const before = await info(inviter.agent);
    expect(before).toMatchObject({
      isActive: true,
      refcode: inviter.player.refcode,
      link: `/?invited_by=${inviter.player.refcode}`,
      friends: [],
      totals: { invited: 0, qualified: 0, earned: { coins: 0, entries: 0 } },
      invitedBy: null,
      rewards: {
        registration: REWARD_AMOUNTS.referral,
        qualification: { coins: inviterPrize.coins, entries: inviterPrize.entries },
        friendQualification: { coins: inviteePrize.coins, entries: inviteePrize.entries },
      },
    });

    const friend = await invitedFriend(inviter.player.refcode, uniqueEmail('jane'));
    const registered = await info(inviter.agent);
    expect(registered.friends).toHaveLength(1);
    expect(registered.friends[0]).toMatchObject({
      status: 'registered',
      qualifiedAt: null,
      earned: REWARD_AMOUNTS.referral,
    });
    // Masked: never the friend's whole address.
    expect(registered.friends[0]!.name).toMatch(/^ja\*\*\*@example\.test$/);
    expect(registered.friends[0]!.name).not.toContain(friend.email.split('@')[0]);

    // The friend's side: who invited them and what the first purchase pays; a card leading to the cashier.
    const friendInfo = await info(friend.agent);
    expect(friendInfo.invitedBy).toMatchObject({
      status: 'registered',
      prize: { coins: inviteePrize.coins },
    });
    const card = (await promotionsOf(friend.agent)).find((p) => p.type === 'inviteQualification');
    expect(card).toMatchObject({
      data: { cashPath: '/cash/deposit-by-money/?inviteQualification=true' },
      prizeCoins: inviteePrize.coins,
      prizeEntries: inviteePrize.entries,
      needDeposits: true,
    });
    expect((await promotionsOf(inviter.agent)).some((p) => p.type === 'inviteQualification')).toBe(false);

    const spy = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const inviterBefore = await getPlayerBalances(db(), inviter.player.id);
    const friendBefore = await getPlayerBalances(db(), friend.player.id);
    await buy(friend.agent);
    const inviterAfter = await getPlayerBalances(db(), inviter.player.id);
    expect(inviterAfter.coins - inviterBefore.coins).toBe(inviterPrize.coins);
    // Balances in the ledger's minor units: entries in hundredths.
    expect(inviterAfter.entries - inviterBefore.entries).toBe(inviterPrize.entries * 100);
    const friendAfter = await getPlayerBalances(db(), friend.player.id);
    // The friend also got the package's coins (100,000 for Popular).
    expect(friendAfter.coins - friendBefore.coins).toBe(100_000 + inviteePrize.coins);

    const referralPushes = spy.mock.calls
      .map(([to, message]) => [to, message as PushMessage] as const)
      .filter(([, m]) => m.type === 'referral');
    expect(referralPushes).toEqual([
      [
        inviter.player.id,
        { type: 'referral', action: 'qualified', data: { role: 'inviter', ...pick(inviterPrize) } },
      ],
      [
        friend.player.id,
        { type: 'referral', action: 'qualified', data: { role: 'invited', ...pick(inviteePrize) } },
      ],
    ]);

    const qualified = await info(inviter.agent);
    expect(qualified.friends[0]).toMatchObject({
      status: 'qualified',
      earned: {
        coins: REWARD_AMOUNTS.referral.coins + inviterPrize.coins,
        entries: REWARD_AMOUNTS.referral.entries + inviterPrize.entries,
      },
    });
    expect(qualified.friends[0]!.qualifiedAt).not.toBeNull();
    expect(qualified.totals).toMatchObject({ invited: 1, qualified: 1 });
    expect((await info(friend.agent)).invitedBy?.status).toBe('qualified');
    expect((await promotionsOf(friend.agent)).some((p) => p.type === 'inviteQualification')).toBe(false);

    // A second purchase is not a first one: nothing more for either side.
    await buy(friend.agent);
    expect((await getPlayerBalances(db(), inviter.player.id)).coins).toBe(inviterAfter.coins);
    expect(await claimsOf(inviter.player.id)).toHaveLength(1);
    expect(await claimsOf(friend.player.id)).toHaveLength(1);
    await expectLedgerBalanced(db());
  });

  it('a player without an inviter qualifies nobody; a limit lists the newest friends', async () => {
    const alone = await signedInPlayer(t);
    await buy(alone.agent);
    expect(await claimsOf(alone.player.id)).toHaveLength(0);

    const inviter = await signedInPlayer(t);
    for (let i = 0; i < 3; i++) await invitedFriend(inviter.player.refcode);
    const listed = await info(inviter.agent, '?limit=2');
    expect(listed.friends).toHaveLength(2);
    expect(listed.totals.invited).toBe(3);
  });

  it('32 racing qualifications of one friend pay each side once; the ledger balances', async () => {
    const inviter = await signedInPlayer(t);
    const friend = await invitedFriend(inviter.player.refcode);
    const at = t.app.services.clock.now();
    const results = await Promise.all(
      Array.from({ length: 32 }, () =>
        db().transaction((tx) => qualifyInvite(tx, { inviteeId: friend.player.id, at })),
      ),
    );
    const fresh = results.flat().filter((q) => !q.outcome.replayed);
    expect(fresh.map((q) => q.role).sort()).toEqual(['invited', 'inviter']);
    expect((await qualificationTransfers(inviter.player.id)).length).toBe(2); // COIN and ENTRY legs
    expect((await qualificationTransfers(friend.player.id)).length).toBe(2);
    await expectLedgerBalanced(db());
  });

  it('pays nothing while the feature is off, and the purchase is processed all the same', async () => {
    const setEnabled = (enabled: boolean) => putFeature(t.app, 'funrize', 'inviteQualification', { enabled });
    expect((await setEnabled(false)).statusCode).toBe(200);
    try {
      const inviter = await signedInPlayer(t);
      const friend = await invitedFriend(inviter.player.refcode);
      expect((await info(inviter.agent)).isActive).toBe(false);
      expect((await promotionsOf(friend.agent)).some((p) => p.type === 'inviteQualification')).toBe(false);
      await buy(friend.agent);
      expect(await claimsOf(inviter.player.id)).toHaveLength(0);
      expect(await claimsOf(friend.player.id)).toHaveLength(0);
      const [pending] = await db()
        .select()
        .from(tables.activityEvents)
        .where(eq(tables.activityEvents.playerId, friend.player.id));
      expect(pending?.processedAt).not.toBeNull();
    } finally {
      expect((await setEnabled(true)).statusCode).toBe(200);
    }
  });
});

const pick = (prize: { coins: number; entries: number }) => ({ coins: prize.coins, entries: prize.entries });
