import { eq } from 'drizzle-orm';
import type { FreeSpinsGrantRequest } from '@casino/contracts';
import { appendAudit } from '../backoffice/audit-log.ts';
import type { OperatorActor } from '../backoffice-players/actor.ts';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/identity.ts';
import { notFound } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { grantFreeSpins } from './grant-free-spins.ts';

/**
 * An operator's grant (`POST /rest/ops/free-spins/`, `npm run ops -- free-spins:grant`): support goodwill,
 * a campaign, test set-up. The same grant as a feature's prize, under `ops:{idempotencyKey}` (a retry
 * answers the first grant), audited as `freeSpins.grant` in the grant's transaction; the player's pages hear
 * of it through `freeSpins updated`.
 */
export async function grantFreeSpinsToPlayer(
  deps: { db: Db; publisher: Publisher; clock: Clock },
  input: FreeSpinsGrantRequest,
  actor: OperatorActor,
) {
  const { playerEmail, idempotencyKey, ...prize } = input;
  const [player] = await deps.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, playerEmail.trim().toLowerCase()));
  if (!player) throw notFound('There is no player with this email.');
  const grant = await deps.db.transaction(async (tx) => {
    const granted = await grantFreeSpins(tx, {
      key: `ops:${idempotencyKey}`,
      playerId: player.id,
      source: 'operator',
      prize,
      now: deps.clock.now(),
    });
    if (granted.granted)
      await appendAudit(tx, {
        ...actor,
        action: 'freeSpins.grant',
        targetType: 'player',
        targetId: player.id,
        after: { ...prize, freeSpinId: granted.freeSpinId, idempotencyKey },
      });
    return granted;
  });
  if (grant.granted)
    deps.publisher.toPlayer(player.id, {
      type: 'freeSpins',
      action: 'updated',
      data: { freeSpinId: grant.freeSpinId, freeSpinCount: prize.count },
    });
  return { freeSpinId: grant.freeSpinId, endDate: grant.endDate.toISOString(), granted: grant.granted };
}
