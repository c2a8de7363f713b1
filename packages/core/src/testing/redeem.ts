import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identityDocuments, players } from '../db/schema/index.ts';

/** Every field redeem asks for (the full profile, address included). */
export const FULL_PROFILE = {
  name: 'Rita',
  surname: 'Moreno',
  birthDay: '1990-04-02',
  city: 'Austin',
  address: '1 Main St',
  zip: '73301',
  state: 'TX',
  phone: '+15125550100',
};

/** Tests only: puts a player where redeem is allowed — SweepStakes mode, full profile, an approved document. */
export async function makeRedeemEligible(db: Db, playerId: string) {
  await db
    .update(players)
    .set({ gameMode: 'SweepStakes', ...FULL_PROFILE })
    .where(eq(players.id, playerId));
  await db.insert(identityDocuments).values({
    playerId,
    storageKey: `${playerId}/${randomUUID()}.png`,
    mime: 'image/png',
    size: 10,
    sha256: 'b'.repeat(64),
    status: 'approved',
  });
}
