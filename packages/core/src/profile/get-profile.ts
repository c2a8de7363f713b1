import type { Brand, Profile, WsConnectionData } from '@casino/contracts';
import { appInitFor, featureFlagsOf } from '../app/get-app-init.ts';
import { loadPlayerState, type PlayerState } from '../app/load-player-state.ts';
import type { Db } from '../db/client.ts';
import { getDocumentConfirmStatus } from '../documents/get-document-confirm-status.ts';
import { unauthorized } from '../errors.ts';
import { isProfileCompleted, type Player } from '../identity/find-player.ts';
import { tournamentSubscriptions } from '../tournaments/subscribe-tournament.ts';
import { seasonSummaryOf } from '../season/get-season.ts';
import { profileCompletion } from './profile-fields.ts';
import { DEPOSIT_STREAK_DEFAULT_CONFIG } from '../deposit-streak/deposit-streak-feature.ts';

export interface ProfileDeps {
  db: Db;
  /** Fresh realtime connection data for the player (the hub signs a short-lived token). */
  connectionData: (playerId: string) => WsConnectionData;
}

/** The personal part of the profile, also what a `profileUpdated` push carries. */
export function personalFields(player: Player, brand: Brand) {
  return {
    name: player.name,
    surname: player.surname,
    birthDay: player.birthDay,
    city: player.city,
    address: player.address,
    address2: player.address2,
    zip: player.zip,
    state: player.state,
    profileCompleted: isProfileCompleted(player),
    ...profileCompletion(player, brand),
  };
}

/**
 * GET /rest/player/profile/. Lists come from app init and feature flags from the engine's flag registry
 * (the same as app init's), so the two answers never disagree.
 */
export async function getProfile(
  deps: ProfileDeps,
  input: { brand: Brand; playerId: string | null; now: Date },
) {
  // One read of the player serves both the profile's own fields and the app-init part.
  const state = input.playerId
    ? await loadPlayerState(deps.db, input.playerId, input.now, input.brand.key)
    : null;
  if (!state) throw unauthorized();
  const { player } = state;
  const [init, confirmStatus, flags, subscriptions, season] = await Promise.all([
    appInitFor({ db: deps.db }, input.brand, state),
    getDocumentConfirmStatus(deps.db, player.id),
    featureFlagsOf(deps.db, input.brand, state),
    tournamentSubscriptions(deps.db, { brand: input.brand.key, playerId: player.id, now: input.now }),
    seasonSummaryOf(deps.db, {
      feature: state.engagement.features.find((f) => f.key === 'season'),
      playerId: player.id,
      depositsCount: state.offers.depositsCount,
      now: input.now,
    }),
  ]);
  const ws = deps.connectionData(player.id);
  const profile: Profile = {
    login: player.login,
    email: player.email,
    phone: player.phone,
    ...personalFields(player, input.brand),
    isGuest: false,
    gameMode: player.gameMode,
    playerInfo: init.playerInfo,
    depositsCount: init.depositsCount,
    hasDeposits: init.depositsCount > 0,
    popupPresetPackages: init.popupPresetPackages,
    popupPresetPackage: init.popupPresetPackage,
    bannerPresetPackage: init.bannerPresetPackage,
    lastGames: [],
    favoriteGames: init.favoriteGames,
    TournamentsSubscriptions: subscriptions,
    wsConnectionData: ws,
    token: ws.token,
    websocket: ws.endpoint,
    // The season tower: the player's level and progress (docs/engagement.md "Season tower").
    season,
    depositStreak: {
      isActive: flags.depositStreak.isActive,
      skin: flags.depositStreak.isActive ? depositStreakSkin(state, input.brand.key) : null,
    },
    moneyBox: flags.moneyBox,
    bingo: flags.bingo,
    dailyLogin: { isActive: flags.dailyLogin.isActive },
    prizeDrops: flags.prizeDrops,
    magicBox: flags.magicBox,
    scratchCardLottery: flags.scratchCardLottery,
    rankLeague: flags.rankLeague,
    isAffiliate: player.isAffiliate,
    primaryContact: player.primaryContact,
    emailConfirmed: player.emailConfirmedAt !== null,
    phoneConfirmed: player.phoneConfirmedAt !== null,
    hasAutoPassword: player.hasAutoPassword,
    registrationCompleted: player.registrationCompletedAt !== null,
    fraudDetector: { verificationCompleted: confirmStatus === 'approved' },
    // No automatic (third-party) identity check is connected: documents are reviewed by an operator.
    autoVerificationData: { isEnabled: false, isAvailable: false, showOn: [], isTest: false },
    previousLoginAt: player.previousLoginAt?.toISOString() ?? null,
  };
  return profile;
}

/** The deposit streak's skin from the brand's config (read with the player state; the default otherwise). */
function depositStreakSkin(state: PlayerState, brand: string) {
  const row =
    state.engagement.brand === brand
      ? state.engagement.features.find((feature) => feature.key === 'depositStreak')
      : undefined;
  return row?.key === 'depositStreak' ? row.config.skin : DEPOSIT_STREAK_DEFAULT_CONFIG.skin;
}
