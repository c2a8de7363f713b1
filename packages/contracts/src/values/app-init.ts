import type { AppInit } from '../app-init.ts';
import { EMPTY_PLAYER_BALANCE } from './game-mode.ts';
import { CAPTCHA } from './auth.ts';
import { REWARD_AMOUNTS } from './rewards.ts';

/** App init of a guest: what the site shows before anyone signs in (also the fallback without root data). */
export const guestAppInit = (appName: string): AppInit => ({
  isGuest: true,
  login: null,
  displayName: null,
  email: null,
  appName,
  favoriteGames: [],
  hasAutoPassword: false,
  playerRestrictionIdsHash: null,
  profileCompleted: false,
  phoneConfirmed: false,
  phone: null,
  emailConfirmed: false,
  popupPresetPackage: null,
  popupPresetPackages: [],
  bannerPresetPackage: null,
  depositsCount: 0,
  depositStreak: { isActive: false },
  dailyLogin: { isActive: false, type: 'default' },
  prizeDrops: { isActive: false },
  season: { isEnabled: false },
  scratchCardLottery: { isActive: false },
  magicBox: { isActive: false },
  termsRequirement: [],
  gameMode: 'TournamentPoints',
  playerInfo: { playerBalance: { ...EMPTY_PLAYER_BALANCE } },
  registrationComplete: false,
  geoAccess: 'unknown',
  isAffiliate: false,
  featuresPriority: { onMainPage: [] },
  features: [],
  captcha: CAPTCHA,
  firstSession: false,
  welcomeOffer: { ...REWARD_AMOUNTS.registration },
});
