import { guestAppInit, REWARD_AMOUNTS, type AppInit, type Brand } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { isProfileCompleted } from '../identity/find-player.ts';
import { toPlayerBalance } from '../wallet/get-player-balances.ts';
import { getPresetPackages } from '../offers/player-offers.ts';
import { featureFlagsFor, featureFlagsFrom } from '../engagement/feature-flags.ts';
import { loadPlayerState, type PlayerState } from './load-player-state.ts';

/** The engine's flags for the player (from the state when it was read for this brand). */
export function featureFlagsOf(db: Db, brand: Brand, state: PlayerState) {
  const player = { phoneConfirmed: state.player.phoneConfirmedAt !== null, coins: state.balances.coins };
  const now = state.offers.now;
  if (state.engagement.brand === brand.key) return featureFlagsFrom({ ...state.engagement, player, now });
  return featureFlagsFor(db, { brand: brand.key, player: { ...player, id: state.player.id }, now });
}

/** The app-init answer: guest defaults, or the signed-in player's own data. */
export async function getAppInit(
  deps: { db: Db },
  input: { brand: Brand; playerId: string | null; now: Date },
): Promise<AppInit> {
  const state = input.playerId
    ? await loadPlayerState(deps.db, input.playerId, input.now, input.brand.key)
    : null;
  return appInitFor(deps, input.brand, state);
}

/**
 * App init from a player state already read (null: a guest, or a session whose player is gone), for
 * callers that read the state once for several answers (the profile, a page render).
 */
export async function appInitFor(
  deps: { db: Db },
  brand: Brand,
  state: PlayerState | null,
): Promise<AppInit> {
  const guest = guestAppInit(brand.appName);
  if (!state) return guest;
  const { player, offers } = state;
  const [presetPackages, flags] = await Promise.all([
    getPresetPackages(deps.db, { playerId: player.id, now: offers.now, context: offers }),
    featureFlagsOf(deps.db, brand, state),
  ]);
  return {
    ...guest,
    isGuest: false,
    login: player.login,
    displayName: player.displayName,
    email: player.email,
    hasAutoPassword: player.hasAutoPassword,
    favoriteGames: state.favoriteGames,
    playerRestrictionIdsHash: state.restrictions.groupKey,
    profileCompleted: isProfileCompleted(player),
    phoneConfirmed: player.phoneConfirmedAt !== null,
    phone: player.phone,
    emailConfirmed: player.emailConfirmedAt !== null,
    termsRequirement: state.unconfirmedTerms,
    gameMode: player.gameMode,
    playerInfo: { playerBalance: toPlayerBalance(state.balances) },
    registrationComplete: player.registrationCompletedAt !== null,
    geoAccess: player.geoAccess,
    isAffiliate: player.isAffiliate,
    ...presetPackages,
    depositsCount: offers.depositsCount,
    features: flags.features,
    featuresPriority: flags.featuresPriority,
    ...flags.appInit,
    // Signing in again moves the sign-up's login time here (sign-in.ts).
    firstSession: player.previousLoginAt === null,
    // As payRegistrationRewards pays it: a friend's code makes the gift the bigger one.
    welcomeOffer: { ...REWARD_AMOUNTS[player.referrerId !== null ? 'registrationWithCode' : 'registration'] },
  };
}
