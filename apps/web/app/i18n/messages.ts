import type { Locale, MessageTree } from '@casino/contracts';
// One import per feature file and language; keep en and es in step (messages.test.ts checks it).
import enCommon from './messages/en/common.json';
import esCommon from './messages/es/common.json';
import enPlatform from './messages/en/platform.json';
import esPlatform from './messages/es/platform.json';
import enModals from './messages/en/modals.json';
import esModals from './messages/es/modals.json';
import enAuth from './messages/en/auth.json';
import esAuth from './messages/es/auth.json';
import enCookieConsent from './messages/en/cookie-consent.json';
import esCookieConsent from './messages/es/cookie-consent.json';
import enShell from './messages/en/shell.json';
import esShell from './messages/es/shell.json';
import enHome from './messages/en/home.json';
import esHome from './messages/es/home.json';
import enPages from './messages/en/pages.json';
import esPages from './messages/es/pages.json';
import enProfile from './messages/en/profile.json';
import esProfile from './messages/es/profile.json';
import enDocuments from './messages/en/documents.json';
import esDocuments from './messages/es/documents.json';
import enAccount from './messages/en/account.json';
import esAccount from './messages/es/account.json';
import enTerms from './messages/en/terms.json';
import esTerms from './messages/es/terms.json';
import enGeo from './messages/en/geo.json';
import esGeo from './messages/es/geo.json';
import enPassword from './messages/en/password.json';
import esPassword from './messages/es/password.json';
import enContact from './messages/en/contact.json';
import esContact from './messages/es/contact.json';
import enInHouseGames from './messages/en/in-house-games.json';
import esInHouseGames from './messages/es/in-house-games.json';
import enWallet from './messages/en/wallet.json';
import enGameHistory from './messages/en/game-history.json';
import esGameHistory from './messages/es/game-history.json';
import enAccountHistory from './messages/en/account-history.json';
import esAccountHistory from './messages/es/account-history.json';
import esWallet from './messages/es/wallet.json';
import enCatalogue from './messages/en/catalogue.json';
import esCatalogue from './messages/es/catalogue.json';
import enGameModal from './messages/en/game-modal.json';
import esGameModal from './messages/es/game-modal.json';
import enRedeem from './messages/en/redeem.json';
import enFreeEntry from './messages/en/free-entry.json';
import esFreeEntry from './messages/es/free-entry.json';
import enStateRules from './messages/en/state-rules.json';
import esStateRules from './messages/es/state-rules.json';
import esRedeem from './messages/es/redeem.json';
import enPromotions from './messages/en/promotions.json';
import esPromotions from './messages/es/promotions.json';
import enCashier from './messages/en/cashier.json';
import esCashier from './messages/es/cashier.json';
import enDailyLogin from './messages/en/daily-login.json';
import esDailyLogin from './messages/es/daily-login.json';
import enRewards from './messages/en/rewards.json';
import esRewards from './messages/es/rewards.json';
import enBonusOffer from './messages/en/bonus-offer.json';
import esBonusOffer from './messages/es/bonus-offer.json';
import enMiniGames from './messages/en/mini-games.json';
import esMiniGames from './messages/es/mini-games.json';
import enScratchCards from './messages/en/scratch-cards.json';
import esScratchCards from './messages/es/scratch-cards.json';
import enMagicBox from './messages/en/magic-box.json';
import esMagicBox from './messages/es/magic-box.json';
import enReferral from './messages/en/referral.json';
import esReferral from './messages/es/referral.json';
import enEmailLottery from './messages/en/email-lottery.json';
import esEmailLottery from './messages/es/email-lottery.json';
import enTournaments from './messages/en/tournaments.json';
import esTournaments from './messages/es/tournaments.json';
import enPrizeDrops from './messages/en/prize-drops.json';
import enJackpots from './messages/en/jackpots.json';
import esPrizeDrops from './messages/es/prize-drops.json';
import esJackpots from './messages/es/jackpots.json';
import enBingo from './messages/en/bingo.json';
import esBingo from './messages/es/bingo.json';
import enRankLeague from './messages/en/rank-league.json';
import esRankLeague from './messages/es/rank-league.json';
import enQuests from './messages/en/quests.json';
import esQuests from './messages/es/quests.json';
import enSeason from './messages/en/season.json';
import esSeason from './messages/es/season.json';
import enPlayLimits from './messages/en/play-limits.json';
import esPlayLimits from './messages/es/play-limits.json';
import enValidation from './messages/en/validation.json';
import esValidation from './messages/es/validation.json';
import enDepositStreak from './messages/en/deposit-streak.json';
import esDepositStreak from './messages/es/deposit-streak.json';

import enPiggyBank from './messages/en/piggy-bank.json';
import enProvablyFair from './messages/en/provably-fair.json';
import enSupportChat from './messages/en/support-chat.json';
import esPiggyBank from './messages/es/piggy-bank.json';
import esProvablyFair from './messages/es/provably-fair.json';
import esSupportChat from './messages/es/support-chat.json';
import enWebPush from './messages/en/web-push.json';
import esWebPush from './messages/es/web-push.json';
import enSelfExclusion from './messages/en/self-exclusion.json';
import esSelfExclusion from './messages/es/self-exclusion.json';
import enFortuneInvestment from './messages/en/fortune-investment.json';
import esFortuneInvestment from './messages/es/fortune-investment.json';
export const messages: Record<Locale, MessageTree> = {
  en: {
    shell: enShell,
    promotions: enPromotions,
    home: enHome,
    pages: enPages,
    common: enCommon,
    platform: enPlatform,
    modals: enModals,
    auth: enAuth,
    validation: enValidation,
    cookieConsent: enCookieConsent,
    profile: enProfile,
    documents: enDocuments,
    account: enAccount,
    terms: enTerms,
    geo: enGeo,
    password: enPassword,
    contact: enContact,
    inHouseGames: enInHouseGames,
    wallet: enWallet,
    gameHistory: enGameHistory,
    playLimits: enPlayLimits,
    accountHistory: enAccountHistory,
    catalogue: enCatalogue,
    gameModal: enGameModal,
    redeem: enRedeem,
    freeEntry: enFreeEntry,
    stateRules: enStateRules,
    cashier: enCashier,
    dailyLogin: enDailyLogin,
    rewards: enRewards,
    bonusOffer: enBonusOffer,
    miniGames: enMiniGames,
    depositStreak: enDepositStreak,
    scratchCards: enScratchCards,
    magicBox: enMagicBox,
    piggyBank: enPiggyBank,
    provablyFair: enProvablyFair,
    supportChat: enSupportChat,
    webPush: enWebPush,
    selfExclusion: enSelfExclusion,
    fortuneInvestment: enFortuneInvestment,
    referral: enReferral,
    emailLottery: enEmailLottery,
    tournaments: enTournaments,
    prizeDrops: enPrizeDrops,
    jackpots: enJackpots,
    bingo: enBingo,
    rankLeague: enRankLeague,
    quests: enQuests,
    season: enSeason,
  },
  es: {
    shell: esShell,
    promotions: esPromotions,
    home: esHome,
    pages: esPages,
    common: esCommon,
    platform: esPlatform,
    modals: esModals,
    auth: esAuth,
    validation: esValidation,
    cookieConsent: esCookieConsent,
    profile: esProfile,
    documents: esDocuments,
    account: esAccount,
    terms: esTerms,
    geo: esGeo,
    password: esPassword,
    contact: esContact,
    inHouseGames: esInHouseGames,
    wallet: esWallet,
    gameHistory: esGameHistory,
    playLimits: esPlayLimits,
    accountHistory: esAccountHistory,
    catalogue: esCatalogue,
    gameModal: esGameModal,
    redeem: esRedeem,
    freeEntry: esFreeEntry,
    stateRules: esStateRules,
    cashier: esCashier,
    dailyLogin: esDailyLogin,
    rewards: esRewards,
    bonusOffer: esBonusOffer,
    miniGames: esMiniGames,
    depositStreak: esDepositStreak,
    scratchCards: esScratchCards,
    magicBox: esMagicBox,
    piggyBank: esPiggyBank,
    provablyFair: esProvablyFair,
    supportChat: esSupportChat,
    webPush: esWebPush,
    selfExclusion: esSelfExclusion,
    fortuneInvestment: esFortuneInvestment,
    referral: esReferral,
    emailLottery: esEmailLottery,
    tournaments: esTournaments,
    prizeDrops: esPrizeDrops,
    jackpots: esJackpots,
    bingo: esBingo,
    rankLeague: esRankLeague,
    quests: esQuests,
    season: esSeason,
  },
};
