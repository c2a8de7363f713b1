import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CODE_NOT_FOUND, REWARD_AMOUNTS, RewardCheckSchema } from '@casino/contracts';
import { payStepReward, payVerificationReward, tables } from '@casino/core';
import { createPlayer, databaseKinds, TEST_PASSWORD, uniqueEmail } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const none = (amount: { coins: number; entries: number }) => ({ ...amount, completed: false });

describe.each(databaseKinds())('reward check on %s', (kind) => {
  const t = setupTestApp(kind);
  const check = (agent = createAgent(t.app), query = '') => agent.get(`/rest/rewards/check-rewards/${query}`);

  it('tells a guest what each step is worth, nothing done yet', async () => {
    const response = await check();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      registrationReferralReward: null,
      registrationRewardWithoutCode: { registration: none(REWARD_AMOUNTS.registration) },
      '0': {
        registration: none(REWARD_AMOUNTS.registration),
        emailConfirmation: none(REWARD_AMOUNTS.emailConfirmation),
        phoneConfirmation: none(REWARD_AMOUNTS.phoneConfirmation),
        profileComplete: none(REWARD_AMOUNTS.verification),
      },
    });
    expect(REWARD_AMOUNTS.verification.entries).toBe(1000);
  });

  it('answers the referral reward for a real code (any case) and the spec text for an unknown one', async () => {
    const { player } = await createPlayer(t.database.db);
    const found = (await check(undefined, `?invited_by=${player.refcode.toLowerCase()}`)).json();
    expect(found.registrationReferralReward).toEqual(none(REWARD_AMOUNTS.registrationWithCode));
    for (const code of ['NOSUCHCODE', 'x', '%20', '../../etc'])
      expect(
        (await check(undefined, `?invited_by=${encodeURIComponent(code)}`)).json().registrationReferralReward,
      ).toBe(CODE_NOT_FOUND);
    expect((await check(undefined, '?invited_by=')).json().registrationReferralReward).toBeNull();
  });

  it('refuses an overlong code with 400 and a message', async () => {
    const response = await check(undefined, `?invited_by=${'A'.repeat(65)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('at most 64');
  });

  it('marks what the ledger paid the player, not what the player row says', async () => {
    const { agent, player } = await signedInPlayer(t);
    await payStepReward(t.database.db, 'emailConfirmation', player.id);
    // The verification reward (the spec's `profileComplete` step) is the person's: a name to key it by.
    await t.database.db
      .update(tables.players)
      .set({ personKey: 'person-key-of-this-test' })
      .where(eq(tables.players.id, player.id));
    await payVerificationReward(t.database.db, player.id);
    // A confirmed phone nobody paid for (the row changed behind the ledger's back) is not a paid reward.
    await t.database.db
      .update(tables.players)
      .set({ phoneConfirmedAt: new Date() })
      .where(eq(tables.players.id, player.id));
    const body = RewardCheckSchema.parse((await check(agent)).json());
    expect(body['0']).toMatchObject({
      registration: { completed: true },
      emailConfirmation: { completed: true },
      phoneConfirmation: { completed: false },
      profileComplete: { completed: true },
    });
    expect(body.registrationRewardWithoutCode.registration.completed).toBe(true);
  });

  it('counts a sign-up through the invited_by cookie as the referral reward', async () => {
    const { player: referrer } = await createPlayer(t.database.db);
    const agent = createAgent(t.app);
    agent.jar.set('invited_by', referrer.refcode);
    const email = uniqueEmail('invited');
    const signUp = await agent.post('/rest/registration/', {
      email,
      password: TEST_PASSWORD,
      agreeTerms: true,
    });
    expect(signUp.statusCode).toBe(200);
    const body = (await check(agent, `?invited_by=${referrer.refcode}`)).json();
    expect(body.registrationReferralReward).toEqual({
      ...REWARD_AMOUNTS.registrationWithCode,
      completed: true,
    });
    expect(body.registrationRewardWithoutCode.registration.completed).toBe(false);
    // Someone else's code is not the one this player used.
    const { player: stranger } = await createPlayer(t.database.db);
    const other = (await check(agent, `?invited_by=${stranger.refcode}`)).json();
    expect(other.registrationReferralReward.completed).toBe(false);
  });
});
