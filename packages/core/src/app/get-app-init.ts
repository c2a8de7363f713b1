import { guestAppInit, type AppInit, type Brand } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { findPlayer, isProfileCompleted } from '../identity/find-player.ts';
import { getUnconfirmedTerms } from '../terms/find-current-terms.ts';
import { getRestrictionGroup } from '../catalogue/player-restrictions.ts';
import { listFavoriteGameIds } from '../catalogue/favorite-games.ts';

/** The app-init answer: guest defaults, or the signed-in player's own data. */
export async function getAppInit(
  deps: { db: Db },
  input: { brand: Brand; playerId: string | null },
): Promise<AppInit> {
  const guest = guestAppInit(input.brand.appName);
  const player = input.playerId ? await findPlayer(deps.db, input.playerId) : null;
  if (!player) return guest;
  return {
    ...guest,
    isGuest: false,
    login: player.login,
    email: player.email,
    hasAutoPassword: player.hasAutoPassword,
    favoriteGames: await listFavoriteGameIds(deps.db, player.id),
    playerRestrictionIdsHash: (await getRestrictionGroup(deps.db, player.id)).groupKey,
    profileCompleted: isProfileCompleted(player),
    phoneConfirmed: player.phoneConfirmedAt !== null,
    phone: player.phone,
    emailConfirmed: player.emailConfirmedAt !== null,
    termsRequirement: (await getUnconfirmedTerms(deps.db, player.id)).map(({ id, key }) => ({ id, key })),
    gameMode: player.gameMode,
    registrationComplete: player.registrationCompletedAt !== null,
    geoAccess: player.geoAccess,
    isAffiliate: player.isAffiliate,
  };
}
