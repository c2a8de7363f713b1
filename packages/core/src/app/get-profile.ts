import type { Brand, Profile, WsConnectionData } from '@casino/contracts';
import { appInitFor } from './get-app-init.ts';
import { loadPlayerState } from './load-player-state.ts';
import type { Db } from '../db/client.ts';
import { getDocumentConfirmStatus } from '../documents/get-document-confirm-status.ts';
import { unauthorized } from '../errors.ts';
import { personalFields } from '../profile/profile-fields.ts';
import { profileFieldsFrom, profileFlagsFrom } from '../engagement/feature-flags.ts';
import { recentGameIds } from '../game-history/recent-games.ts';

export interface ProfileDeps {
  db: Db;
  /** Fresh realtime connection data for the player (the hub signs a short-lived token). */
  connectionData: (playerId: string) => WsConnectionData;
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
  const [init, confirmStatus, flags, featureFields, lastGames] = await Promise.all([
    appInitFor({ db: deps.db }, input.brand, state),
    getDocumentConfirmStatus(deps.db, player.id),
    // The brand's rows as the player state read them (the same as app init's flags).
    profileFlagsFrom({
      db: deps.db,
      features: state.engagement.features,
      playerId: player.id,
      depositsCount: state.offers.depositsCount,
      now: input.now,
    }),
    // The features' own fields (the races the player joined).
    profileFieldsFrom({ db: deps.db, brand: input.brand.key, playerId: player.id, now: input.now }),
    recentGameIds(deps.db, { playerId: player.id }),
  ]);
  const ws = deps.connectionData(player.id);
  const profile: Profile = {
    login: player.login,
    displayName: player.displayName,
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
    lastGames,
    favoriteGames: init.favoriteGames,
    ...featureFields,
    wsConnectionData: ws,
    token: ws.token,
    websocket: ws.endpoint,
    ...flags,
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
