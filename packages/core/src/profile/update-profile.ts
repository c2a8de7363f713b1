import { eq, sql } from 'drizzle-orm';
import { PERSONAL_FIELD_KEYS, VALIDATION, type Brand, type ProfileUpdate } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { getDocumentConfirmStatus } from '../documents/get-document-confirm-status.ts';
import { DomainError } from '../errors.ts';
import { isProfileCompleted, requirePlayer } from '../identity/find-player.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { payStepReward, publishBalances } from '../rewards/pay-reward.ts';
import { personalFields } from './get-profile.ts';

/** Fields an approved identity document vouches for; changing them would undo the verification. */
const IDENTITY_FIELDS = ['name', 'surname', 'birthDay'] as const;

/**
 * Saves personal fields (already validated by ProfileUpdateSchema) and tells the player's open pages
 * what changed. Values equal to the stored ones are not changes. The save that completes the profile
 * pays the profile reward in the same transaction (once per player, however often it is completed).
 */
export async function updateProfile(
  deps: { db: Db; publisher: Publisher },
  input: { brand: Brand; playerId: string | null; changes: ProfileUpdate },
) {
  const player = await requirePlayer(deps.db, input.playerId);
  const changed: Partial<Record<(typeof PERSONAL_FIELD_KEYS)[number], string | null>> = {};
  for (const key of PERSONAL_FIELD_KEYS) {
    const value = input.changes[key];
    if (value !== undefined && value !== player[key]) changed[key] = value;
  }
  const lockedChanges = IDENTITY_FIELDS.filter((key) => key in changed);
  if (lockedChanges.length && (await getDocumentConfirmStatus(deps.db, player.id)) === 'approved') {
    throw new DomainError(
      409,
      VALIDATION.profile.identityLocked,
      Object.fromEntries(lockedChanges.map((key) => [key, [VALIDATION.profile.identityLocked]])),
      'identity_locked',
    );
  }
  if (Object.keys(changed).length === 0) return { player, changed };

  const { updated, paid } = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(players)
      .set({ ...changed, updatedAt: sql`now()` })
      .where(eq(players.id, player.id))
      .returning();
    const completes = isProfileCompleted(row!);
    return { updated: row, paid: completes && (await payStepReward(tx, 'profileComplete', player.id)) };
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
  if (paid) await publishBalances(deps.db, deps.publisher, [player.id]);
  return { player: updated!, changed };
}
