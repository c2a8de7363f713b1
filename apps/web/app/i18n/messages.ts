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
import esWallet from './messages/es/wallet.json';
import enCatalogue from './messages/en/catalogue.json';
import esCatalogue from './messages/es/catalogue.json';
import enGameModal from './messages/en/game-modal.json';
import esGameModal from './messages/es/game-modal.json';
import enRedeem from './messages/en/redeem.json';
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
import enValidation from './messages/en/validation.json';
import esValidation from './messages/es/validation.json';

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
    catalogue: enCatalogue,
    gameModal: enGameModal,
    redeem: enRedeem,
    cashier: enCashier,
    dailyLogin: enDailyLogin,
    rewards: enRewards,
    bonusOffer: enBonusOffer,
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
    catalogue: esCatalogue,
    gameModal: esGameModal,
    redeem: esRedeem,
    cashier: esCashier,
    dailyLogin: esDailyLogin,
    rewards: esRewards,
    bonusOffer: esBonusOffer,
  },
};
