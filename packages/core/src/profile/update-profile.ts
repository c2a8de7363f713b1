import { eq, sql } from 'drizzle-orm';
import { PERSONAL_FIELD_KEYS, VALIDATION, type Brand, type ProfileUpdate } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { getDocumentConfirmStatus } from '../documents/get-document-confirm-status.ts';
import { DomainError } from '../errors.ts';
import { requirePlayer } from '../identity/find-player.ts';
import { queueNearMatches, refuseIfPersonOnBreak } from '../person-match/break-match.ts';
import { personKeys } from '../person-match/person-keys.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { personalFields } from './profile-fields.ts';

/** Fields an approved identity document vouches for; changing them would undo the verification. */
const IDENTITY_FIELDS = ['name', 'surname', 'birthDay'] as const;

/**
 * Saves personal fields (already validated by ProfileUpdateSchema) and tells the player's open pages
 * what changed. Values equal to the stored ones are not changes. Completing it pays nothing: the
 * verification reward belongs to a verified identity (`payVerificationReward`, on document approval).
 */
export async function updateProfile(
  deps: { db: Db; publisher: Publisher },
  input: { brand: Brand; playerId: string | null; changes: ProfileUpdate; now: Date },
) {
  const player = await requirePlayer(deps.db, input.playerId);
  const changed: Partial<Record<(typeof PERSONAL_FIELD_KEYS)[number], string | null>> = {};
  for (const key of PERSONAL_FIELD_KEYS) {
    const value = input.changes[key];
    if (value !== undefined && value !== player[key]) changed[key] = value;
  }
  const lockedChanges = IDENTITY_FIELDS.filter((key) => key in changed);
  if (lockedChanges.length && (await getDocumentConfirmStatus(deps.db, player.id)) === 'approved') {
    throw new DomainError({
      status: 409,
      code: 'identity_locked',
      message: VALIDATION.profile.identityLocked,
      errors: Object.fromEntries(lockedChanges.map((key) => [key, [VALIDATION.profile.identityLocked]])),
    });
  }
  if (Object.keys(changed).length === 0) return { player, changed };

  // A break covers the person: the identity of someone on a break is refused here (nothing is saved),
  // the same name and birth date elsewhere goes to the operators' review queue.
  const keys = personKeys({ ...player, ...changed });
  const near = await refuseIfPersonOnBreak(deps.db, { playerId: player.id, ...keys }, input.now);
  const updated = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(players)
      .set({ ...changed, ...keys, updatedAt: sql`now()` })
      .where(eq(players.id, player.id))
      .returning();
    await queueNearMatches(tx, player.id, near);
    return row;
  });
  const fields = personalFields(updated!, input.brand);
  deps.publisher.toPlayer(player.id, {
    type: 'profile',
    action: 'profileUpdated',
    data: {
      ...changed,
      profileCompleted: fields.profileCompleted,
      easyProfileCompleted: fields.easyProfileCompleted,
      uncompletedProfileFields: fields.uncompletedProfileFields,
    },
  });
  return { player: updated!, changed };
}
