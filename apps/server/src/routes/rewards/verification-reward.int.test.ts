import { mkdtempSync, rmSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { PlayerRewardsResponseSchema } from '@casino/contracts';
import { getPlayerBalances, tables, toPlayerBalance } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import type { Agent } from '../../testing/agent.ts';
import { multipartFile, tinyPng } from '../../testing/documents.ts';
import { signInOperator } from '../../testing/operators.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { setupTestApp } from '../../testing/test-app.ts';

/** The spec's verification reward, in the entries players see. */
const VERIFICATION_ENTRIES = 1000;
let seed = 4242;

describe.each(databaseKinds())('the verification reward on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-verification-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = setupTestApp(kind, { dataDir });
  const db = () => t.database.db;
  let kyc: Record<string, string>;
  beforeAll(async () => {
    kyc = (await signInOperator(t.app, { role: 'kyc' })).headers;
  });

  const entries = async (playerId: string) =>
    toPlayerBalance(await getPlayerBalances(db(), playerId)).entries;
  /** A person nobody else is: each test its own name. */
  const person = () => ({
    name: 'Ann',
    surname: `Lee${Array.from({ length: 10 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('')}`,
    birthDay: '1990-01-01',
  });
  const upload = async (agent: Agent) => {
    const body = multipartFile({ name: 'id.png', type: 'image/png', data: tinyPng(seed++ * 7919) });
    const response = await agent.post('/rest/player/documents/', body.payload, { headers: body.headers });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { id: string }).id;
  };
  const approve = (documentId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/rest/backoffice/documents/${documentId}/review/`,
      headers: kyc,
      payload: { status: 'approved' },
    });
  /** A signed-in player whose profile is this person, with an identity document waiting for review. */
  async function applicant(identity: ReturnType<typeof person>, address = '1 Main St') {
    const created = await signedInPlayer(t);
    const saved = await created.agent.post('/rest/player/profile/', { ...identity, address });
    expect(saved.statusCode).toBe(200);
    return { ...created, documentId: await upload(created.agent) };
  }
  const verificationTransfers = (playerId: string) =>
    db()
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, 'reward:verification:%'))
      .then((rows) => rows.filter((row) => row.toOwner === `player:${playerId}`));

  it('completing the profile pays nothing; approving the documents pays 1,000 entries once', async () => {
    const { agent, player } = await signedInPlayer(t);
    const before = await entries(player.id);
    expect(
      (await agent.post('/rest/player/profile/', { ...person(), address: '1 Main St' })).statusCode,
    ).toBe(200);
    expect(await entries(player.id)).toBe(before);
    const shown = PlayerRewardsResponseSchema.parse((await agent.get('/rest/player/rewards/')).json()).data;
    expect(shown.profile).toMatchObject({ available: true, completed: false, entries: VERIFICATION_ENTRIES });

    const documentId = await upload(agent);
    expect((await approve(documentId)).statusCode).toBe(200);
    expect(await entries(player.id)).toBe(before + VERIFICATION_ENTRIES);
    // Approved again (a second review of the same document): nothing more.
    expect((await approve(documentId)).statusCode).toBe(200);
    expect(await entries(player.id)).toBe(before + VERIFICATION_ENTRIES);
    expect(await verificationTransfers(player.id)).toHaveLength(1);
    const after = PlayerRewardsResponseSchema.parse((await agent.get('/rest/player/rewards/')).json()).data;
    expect(after.profile).toMatchObject({ available: false, completed: true });
    expect((await agent.get('/rest/rewards/check-rewards/')).json()['0'].profileComplete).toMatchObject({
      entries: VERIFICATION_ENTRIES,
      completed: true,
    });
  });

  it('a second account of the same person gets none, wherever it lives', async () => {
    const identity = person();
    const first = await applicant(identity);
    expect((await approve(first.documentId)).statusCode).toBe(200);
    expect(await verificationTransfers(first.player.id)).toHaveLength(1);

    const second = await applicant(
      { ...identity, name: ' ANN ', surname: identity.surname.toUpperCase() },
      '99 Elm Rd',
    );
    const before = await entries(second.player.id);
    expect((await approve(second.documentId)).statusCode).toBe(200);
    expect(await entries(second.player.id)).toBe(before);
    const shown = PlayerRewardsResponseSchema.parse(
      (await second.agent.get('/rest/player/rewards/')).json(),
    ).data;
    expect(shown.profile).toMatchObject({ available: false, completed: false });
  });

  it('racing approvals of one person’s accounts pay once', async () => {
    const identity = person();
    const accounts = [await applicant(identity), await applicant(identity, '2 Side St')];
    const answers = await Promise.all(
      [...accounts, ...accounts].map((account) => approve(account.documentId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const paid = (
      await Promise.all(accounts.map((account) => verificationTransfers(account.player.id)))
    ).flat();
    expect(paid).toHaveLength(1);
    expect(paid[0]!.currency).toBe('ENTRY');
  });

  it('an account without a name and birth date has no person to verify: nothing is paid', async () => {
    const { agent, player } = await signedInPlayer(t);
    const documentId = await upload(agent);
    const before = await entries(player.id);
    expect((await approve(documentId)).statusCode).toBe(200);
    expect(await entries(player.id)).toBe(before);
    const [row] = await db().select().from(tables.players).where(eq(tables.players.id, player.id));
    expect(row!.personKey).toBeNull();
  });
});
