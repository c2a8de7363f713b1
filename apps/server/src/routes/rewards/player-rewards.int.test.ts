import { describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  fromMinorUnits,
  PlayerRewardsResponseSchema,
  REWARD_AMOUNTS,
  RewardCheckSchema,
} from '@casino/contracts';
import {
  getPlayerBalances,
  payRegistrationRewards,
  payStepReward,
  tables,
  toPlayerBalance,
  type PlayerBalances,
} from '@casino/core';
import { createPlayer, databaseKinds, TEST_PASSWORD, uniqueEmail } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import {
  codeOf,
  lastMessageTo,
  randomPhone,
  signedInVisitor,
  tokenOf,
  type Visitor,
  visitor,
} from '../../testing/password.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const REG = REWARD_AMOUNTS.registration;
const REG_CODE = REWARD_AMOUNTS.registrationWithCode;
const balance = (coins: number, entries: number) => ({ tourPoints: coins, entries, winnings: 0 });

describe.each(databaseKinds())('rewards paid through the ledger on %s', (kind) => {
  const t = setupTestApp(kind);
  const db = () => t.database.db;
  /** Balances in the units players see (the ledger counts entries in hundredths). */
  const balances = async (playerId: string): Promise<PlayerBalances> => {
    const b = await getPlayerBalances(db(), playerId);
    return { ...b, ...toPlayerBalance(b), coins: b.coins };
  };
  const coinsAndEntries = (b: PlayerBalances) => ({ coins: b.coins, entries: b.entries });
  const playerBalance = async (v: Visitor) =>
    (await v.get('/rest/app/init/')).json().playerInfo.playerBalance;
  const rewardTransfers = (playerId: string) =>
    db()
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `reward:%:${playerId}:%`));
  const playerIdByEmail = async (email: string) =>
    (await db().select().from(tables.players).where(eq(tables.players.email, email)))[0]!.id;
  const signUp = async (v: Visitor, email = uniqueEmail('reward')) => {
    const response = await v.post('/rest/registration/', {
      email,
      password: TEST_PASSWORD,
      agreeTerms: true,
    });
    expect(response.statusCode).toBe(200);
    return { email, playerId: await playerIdByEmail(email) };
  };
  const balancePushes = (spy: { mock: { calls: unknown[][] } }, playerId: string) =>
    spy.mock.calls.filter(
      ([id, message]) => id === playerId && (message as { type: string }).type === 'balance',
    );

  describe('registration', () => {
    it('pays the sign-up reward from the house rewards account once; app init and profile show it', async () => {
      const v = visitor(t.app);
      const { playerId } = await signUp(v);
      expect(await playerBalance(v)).toEqual(balance(REG.coins, REG.entries));
      expect((await v.get('/rest/player/profile/')).json().data.playerInfo.playerBalance).toEqual(
        balance(REG.coins, REG.entries),
      );
      const transfers = await rewardTransfers(playerId);
      expect(
        transfers
          .map((r) => [r.currency, fromMinorUnits(r.currency, r.amount), r.fromOwner, r.toOwner])
          .sort(),
      ).toEqual([
        ['COIN', REG.coins, 'house:rewards', `player:${playerId}`],
        ['ENTRY', REG.entries, 'house:rewards', `player:${playerId}`],
      ]);
      // A retry of the payment (a re-run job, a replayed request) changes nothing.
      const player = (await db().select().from(tables.players).where(eq(tables.players.id, playerId)))[0]!;
      expect(await payRegistrationRewards(db(), player)).toEqual([]);
      expect(
        await Promise.all([payRegistrationRewards(db(), player), payRegistrationRewards(db(), player)]),
      ).toEqual([[], []]);
      expect(coinsAndEntries(await balances(playerId))).toEqual(REG);
      const check = RewardCheckSchema.parse((await v.get('/rest/rewards/check-rewards/')).json());
      expect(check['0'].registration.completed).toBe(true);
      expect(check.registrationRewardWithoutCode.registration.completed).toBe(true);
    });

    it('pays the bigger reward to a player who came with a code, and the referral reward to the friend, live', async () => {
      const { player: referrer } = await createPlayer(db());
      expect(coinsAndEntries(await balances(referrer.id))).toEqual(REG);
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      try {
        const v = visitor(t.app);
        v.jar.set('invited_by', referrer.refcode);
        const { playerId } = await signUp(v);
        expect(await playerBalance(v)).toEqual(balance(REG_CODE.coins, REG_CODE.entries));
        expect(coinsAndEntries(await balances(referrer.id))).toEqual({
          coins: REG.coins + REWARD_AMOUNTS.referral.coins,
          entries: REG.entries + REWARD_AMOUNTS.referral.entries,
        });
        // The friend's open pages hear the new balance.
        expect(balancePushes(toPlayer, referrer.id)).toEqual([
          [
            referrer.id,
            {
              type: 'balance',
              action: 'setBalance',
              data: balance(
                REG.coins + REWARD_AMOUNTS.referral.coins,
                REG.entries + REWARD_AMOUNTS.referral.entries,
              ),
            },
          ],
        ]);
        const invitee = (await db().select().from(tables.players).where(eq(tables.players.id, playerId)))[0]!;
        expect(await payRegistrationRewards(db(), invitee)).toEqual([]);
        expect(coinsAndEntries(await balances(referrer.id)).coins).toBe(
          REG.coins + REWARD_AMOUNTS.referral.coins,
        );
        expect(coinsAndEntries(await balances(playerId))).toEqual(REG_CODE);

        const check = (await v.get(`/rest/rewards/check-rewards/?invited_by=${referrer.refcode}`)).json();
        expect(check.registrationReferralReward).toEqual({ ...REG_CODE, completed: true });
        expect(check.registrationRewardWithoutCode.registration.completed).toBe(false);
      } finally {
        toPlayer.mockRestore();
      }
    });

    it('pays a one-click account when it completes registration, once under concurrent completions', async () => {
      const { player: referrer } = await createPlayer(db());
      const v = visitor(t.app);
      v.jar.set('invited_by', referrer.refcode);
      const oneClick = await v.post('/rest/registration/one-click/', { agreeTerms: true });
      expect(oneClick.statusCode).toBe(200);
      expect(await playerBalance(v)).toEqual(balance(0, 0));
      expect((await v.get('/rest/rewards/check-rewards/')).json()['0'].registration.completed).toBe(false);
      expect(coinsAndEntries(await balances(referrer.id))).toEqual(REG);

      const email = uniqueEmail('oneclick');
      const body = { email, password: TEST_PASSWORD, password_repeat: TEST_PASSWORD };
      const answers = await Promise.all([
        v.post('/rest/registration/complete/', body),
        v.post('/rest/registration/complete/', { ...body, email: uniqueEmail('other') }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await playerBalance(v)).toEqual(balance(REG_CODE.coins, REG_CODE.entries));
      expect((await balances(referrer.id)).coins).toBe(REG.coins + REWARD_AMOUNTS.referral.coins);
    });
  });

  describe('contact confirmations', () => {
    it('pays the email reward once: not again for a repeated link, a race, or a changed and re-confirmed email', async () => {
      const { player, email } = await createPlayer(db());
      const session = await signedInVisitor(t.app, { email, password: TEST_PASSWORD });
      await session.post('/rest/players/email/send-confirmation/');
      const token = tokenOf((await lastMessageTo(t.database, email))!.link, 'token');
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      try {
        const answers = await Promise.all([
          session.post('/rest/players/email/confirm/', { token }),
          session.post('/rest/players/email/confirm/', { token }),
        ]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
        const paid = { coins: REG.coins + REWARD_AMOUNTS.emailConfirmation.coins, entries: REG.entries };
        expect(coinsAndEntries(await balances(player.id))).toEqual(paid);
        expect(balancePushes(toPlayer, player.id)).toHaveLength(1);

        const next = uniqueEmail('changed');
        expect((await session.post('/rest/players/email/', { email: next })).statusCode).toBe(200);
        const again = tokenOf((await lastMessageTo(t.database, next))!.link, 'token');
        expect((await session.post('/rest/players/email/confirm/', { token: again })).statusCode).toBe(200);
        expect((await session.get('/rest/app/init/')).json()).toMatchObject({
          email: next,
          emailConfirmed: true,
        });
        expect(coinsAndEntries(await balances(player.id))).toEqual(paid);
        expect(balancePushes(toPlayer, player.id)).toHaveLength(1);
      } finally {
        toPlayer.mockRestore();
      }
      expect(await payStepReward(db(), 'emailConfirmation', player.id)).toBe(false);
    });

    it('pays the phone reward once, also when the player confirms a second number later', async () => {
      const { player, email } = await createPlayer(db());
      const session = await signedInVisitor(t.app, { email, password: TEST_PASSWORD });
      const confirmPhone = async () => {
        const phone = randomPhone();
        expect((await session.post('/rest/players/phone/', { phone })).statusCode).toBe(200);
        const code = codeOf((await lastMessageTo(t.database, phone))!.bodyText);
        return session.post('/rest/players/phone/confirm/', { code });
      };
      expect((await confirmPhone()).statusCode).toBe(200);
      const paid = REG.coins + REWARD_AMOUNTS.phoneConfirmation.coins;
      expect((await balances(player.id)).coins).toBe(paid);
      const rewards = PlayerRewardsResponseSchema.parse((await session.get('/rest/player/rewards/')).json());
      expect(rewards.data.phone).toEqual({
        available: false,
        completed: true,
        coins: REWARD_AMOUNTS.phoneConfirmation.coins,
        entries: 0,
      });
      // A second number confirmed later (the first one was replaced) earns nothing more.
      await db()
        .update(tables.players)
        .set({ phone: null, phoneConfirmedAt: null })
        .where(eq(tables.players.id, player.id));
      expect((await confirmPhone()).statusCode).toBe(200);
      expect((await balances(player.id)).coins).toBe(paid);
    });
  });

  describe('GET /rest/player/rewards/', () => {
    it('needs a signed-in player', async () => {
      const response = await visitor(t.app).get('/rest/player/rewards/');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toContain('sign in');
    });

    it('answers email, profile and phone with available, completed and the amounts', async () => {
      const { agent } = await signedInPlayer(t);
      const fresh = PlayerRewardsResponseSchema.parse((await agent.get('/rest/player/rewards/')).json());
      expect(fresh).toEqual({
        success: true,
        data: {
          email: { available: true, completed: false, ...REWARD_AMOUNTS.emailConfirmation },
          profile: { available: true, completed: false, ...REWARD_AMOUNTS.verification },
          phone: { available: true, completed: false, ...REWARD_AMOUNTS.phoneConfirmation },
        },
      });
      // A typed profile is not a verified identity: the verification reward stays ahead
      // (verification-reward.int.test.ts pays it on approved documents).
      await agent.post('/rest/player/profile/', { name: 'Ann', surname: 'Lee', birthDay: '1990-01-01' });
      const later = (await agent.get('/rest/player/rewards/')).json().data;
      expect(later.profile).toEqual({ available: true, completed: false, ...REWARD_AMOUNTS.verification });
      expect(later.email.completed).toBe(false);
    });

    it('reads completion from the ledger: a step done without a payment is neither completed nor available', async () => {
      const { agent, player } = await signedInPlayer(t);
      await db()
        .update(tables.players)
        .set({ emailConfirmedAt: new Date() })
        .where(eq(tables.players.id, player.id));
      const data = (await agent.get('/rest/player/rewards/')).json().data;
      expect(data.email).toMatchObject({ available: false, completed: false });
      expect((await agent.get('/rest/rewards/check-rewards/')).json()['0'].emailConfirmation.completed).toBe(
        false,
      );
    });
  });
});
