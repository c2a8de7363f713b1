import { guestAppInit, type AppInit, type Brand } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { findPlayer, isProfileCompleted } from '../identity/find-player.ts';
import { getUnconfirmedTerms } from '../terms/find-current-terms.ts';
import { getPlayerBalances, toPlayerBalance } from '../wallet/get-player-balances.ts';
import { getRestrictionGroup } from '../catalogue/player-restrictions.ts';
import { listFavoriteGameIds } from '../catalogue/favorite-games.ts';
import { getPresetPackages, loadOfferContext } from '../offers/player-offers.ts';

/** The app-init answer: guest defaults, or the signed-in player's own data. */
export async function getAppInit(
  deps: { db: Db },
  input: { brand: Brand; playerId: string | null; now: Date },
): Promise<AppInit> {
  const guest = guestAppInit(input.brand.appName);
  const player = input.playerId ? await findPlayer(deps.db, input.playerId) : null;
  if (!player) return guest;
  const [terms, balances, favoriteGames, restrictions] = await Promise.all([
    getUnconfirmedTerms(deps.db, player.id, input.now),
    getPlayerBalances(deps.db, player.id),
    listFavoriteGameIds(deps.db, player.id),
    getRestrictionGroup(deps.db, player.id),
  ]);
  const offers = await loadOfferContext(deps.db, player.id, input.now, { player, balances });
  const presetPackages = await getPresetPackages(deps.db, {
    playerId: player.id,
    now: input.now,
    context: offers,
  });
  return {
    ...guest,
    isGuest: false,
    login: player.login,
    email: player.email,
    hasAutoPassword: player.hasAutoPassword,
    favoriteGames,
    playerRestrictionIdsHash: restrictions.groupKey,
    profileCompleted: isProfileCompleted(player),
    phoneConfirmed: player.phoneConfirmedAt !== null,
    phone: player.phone,
    emailConfirmed: player.emailConfirmedAt !== null,
    termsRequirement: terms.map(({ id, key }) => ({ id, key })),
    gameMode: player.gameMode,
    playerInfo: { playerBalance: toPlayerBalance(balances) },
    registrationComplete: player.registrationCompletedAt !== null,
    geoAccess: player.geoAccess,
    isAffiliate: player.isAffiliate,
    ...presetPackages,
    depositsCount: offers.depositsCount,
  };
}
