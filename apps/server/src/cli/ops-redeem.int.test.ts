import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import {
  createRecordingPublisher,
  createRedeem,
  getPlayerBalances,
  listRedeemsForReview,
  systemClock,
  type Db,
} from '@casino/core';
import { createPlayer } from '@casino/core/testing';
import { setupTestApp } from '../testing/test-app.ts';
import { makeRedeemEligible } from '../testing/redeem.ts';
import { OPS_SECRET, setupOpsDataDir } from '../testing/ops-cli.ts';
import { main } from './ops.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';

const requestRedeem = (db: Db, playerId: string, amount: number) =>
  createRedeem(
    { db, publisher: createRecordingPublisher().publisher, clock: systemClock, minimumMinor: 5_000 },
    { playerId, amount, idempotencyKey: randomUUID() },
  );

describe('npm run ops -- redeems:* and wallet:adjust', () => {
  const { env, open, openSeeded } = setupOpsDataDir('redeem');

  it('gives winnings, lists, approves and rejects in the embedded database', async () => {
    let database = await openSeeded();
    const { player, email } = await createPlayer(database.db);
    await makeRedeemEligible(database.db, player.id);
    await database.close();

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['wallet:adjust', email, 'WINNING', '150.25', 'e2e', 'set-up'], env)).toBe(0);
    database = open();
    expect((await getPlayerBalances(database.db, player.id)).winnings).toBe(15_025);
    const first = (await requestRedeem(database.db, player.id, 60)).request;
    const second = (await requestRedeem(database.db, player.id, 70)).request;
    await database.close();

    expect(await main(['redeems:list'], env)).toBe(0);
    const listed = log.mock.calls.flat().join('\n');
    expect(listed).toContain(first.id);
    expect(listed).toContain(second.id);
    expect(await main(['redeems:approve', first.id], env)).toBe(0);
    expect(await main(['redeems:reject', second.id, 'Address', 'does', 'not', 'match'], env)).toBe(0);

    database = open();
    expect((await getPlayerBalances(database.db, player.id)).winnings).toBe(15_025 - 6_000);
    const rejected = await listRedeemsForReview(database.db, { status: 'rejected' });
    expect(rejected).toContainEqual(
      expect.objectContaining({ id: second.id, note: 'Address does not match' }),
    );
    await database.close();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['redeems:approve', first.id], env)).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toContain('already approved');
    expect(await main(['redeems:reject', second.id], env)).toBe(2);
    expect(await main(['redeems:list', 'paid'], env)).toBe(2);
    expect(await main(['wallet:adjust', email, 'GOLD', '5', 'x'], env)).toBe(2);
    expect(await main(['wallet:adjust', email, 'COIN', 'five', 'x'], env)).toBe(2);
    expect(await main(['wallet:adjust', email, 'COIN', '5'], env)).toBe(2);
    expect(await main(['wallet:adjust', 'nobody@example.test', 'COIN', '5', 'a fix'], env)).toBe(1);
  }, 90_000);
});

describe('npm run ops -- redeems:approve while the server runs', () => {
  const t = setupTestApp('pglite', { opsToken: OPS_TOKEN });
  const { dataDir } = setupOpsDataDir('redeem');

  it('goes through the operator endpoint, so the player hears the decision', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = String((t.app.server.address() as AddressInfo).port);
    const env = { DATA_DIR: dataDir, SESSION_SECRET: OPS_SECRET, HOST: '127.0.0.1', PORT: port, OPS_TOKEN };
    const { player, email } = await createPlayer(t.database.db);
    await makeRedeemEligible(t.database.db, player.id);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');

    expect(await main(['wallet:adjust', email, 'WINNING', '80', 'goodwill'], env)).toBe(0);
    expect(toPlayer).toHaveBeenCalledWith(player.id, expect.objectContaining({ action: 'setBalance' }));
    const { request } = await requestRedeem(t.database.db, player.id, 55);
    expect(await main(['redeems:approve', request.id], env)).toBe(0);
    expect(toPlayer).toHaveBeenCalledWith(player.id, {
      type: 'playerVerification',
      action: 'redeem_success',
      data: { redeemId: request.id, amount: 55 },
    });
  });
});
