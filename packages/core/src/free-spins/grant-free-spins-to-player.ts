import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FreeSpinsGrantRequest } from '@casino/contracts';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/identity.ts';
import { notFound } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { grantFreeSpins } from './grant-free-spins.ts';

/**
 * An operator's grant (`POST /rest/ops/free-spins/`, `npm run ops -- free-spins:grant`): support goodwill,
 * a campaign, test set-up. The same grant as a feature's prize, under `ops:{key}` (a retry grants once);
 * the player's pages hear of it through `freeSpins updated`.
 */
export async function grantFreeSpinsToPlayer(
  deps: { db: Db; publisher: Publisher; clock: Clock },
  input: FreeSpinsGrantRequest,
) {
  const { playerEmail, key, ...prize } = input;
  const [player] = await deps.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, playerEmail.trim().toLowerCase()));
  if (!player) throw notFound('There is no player with this email.');
  const grant = await deps.db.transaction((tx) =>
    grantFreeSpins(tx, {
      key: `ops:${key ?? randomUUID()}`,
      playerId: player.id,
      source: 'operator',
      prize,
      now: deps.clock.now(),
    }),
  );
  if (grant.granted)
    deps.publisher.toPlayer(player.id, {
      type: 'freeSpins',
      action: 'updated',
      data: { freeSpinId: grant.freeSpinId, freeSpinCount: prize.count },
    });
  return { freeSpinId: grant.freeSpinId, endDate: grant.endDate.toISOString(), granted: grant.granted };
}
