import type { BackofficeRestriction } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { appendAudit } from '../backoffice/audit-log.ts';
import { changeGameRestriction, publishRestrictionGroup } from '../catalogue/player-restrictions.ts';
import type { Publisher } from '../realtime/publisher.ts';
import type { OperatorActor } from './actor.ts';
import { findPlayerOr404, playerRestrictions } from './get-player-detail.ts';

/**
 * Hides one game from the player (or shows it again) through the catalogue's restriction rule, audited
 * as `player.restrict` / `player.unrestrict` in the same transaction; the player's lobby hears the new
 * restriction group once it committed. Asking for what is already so changes and audits nothing.
 */
export async function setPlayerGameRestriction(
  deps: { db: Db; publisher: Publisher },
  input: { playerId: string; gameSlug: string; restricted: boolean },
  actor: OperatorActor,
): Promise<{ restrictions: BackofficeRestriction[]; changed: boolean }> {
  const { playerId, gameSlug, restricted } = input;
  const result = await deps.db.transaction(async (tx) => {
    await findPlayerOr404(tx, playerId);
    const before = await playerRestrictions(tx, playerId);
    const change = await changeGameRestriction(tx, { playerId, slug: gameSlug, restricted });
    const after = await playerRestrictions(tx, playerId);
    if (change.changed)
      await appendAudit(tx, {
        ...actor,
        action: restricted ? 'player.restrict' : 'player.unrestrict',
        targetType: 'player',
        targetId: playerId,
        before: { restricted: before.map((r) => r.gameSlug) },
        after: { restricted: after.map((r) => r.gameSlug), game: gameSlug },
      });
    return { restrictions: after, changed: change.changed, groupKey: change.playerRestrictionIdsHash };
  });
  if (result.changed) publishRestrictionGroup(deps.publisher, playerId, result.groupKey);
  return { restrictions: result.restrictions, changed: result.changed };
}
