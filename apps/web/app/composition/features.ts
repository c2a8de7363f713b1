// The one list of what features put on every page: their modals (registered here, once, before anything
// can open them) and their always-mounted roots (rendered by AppRoot in this order). A new feature adds
// its modals.ts and its root here; nothing else imports features for their side effects.
import { authModals } from '../features/auth/modals.ts';
import { cashierModals } from '../features/cashier/modals.ts';
import { contactConfirmModals } from '../features/contact/modals.ts';
import { cookieConsentModals } from '../features/cookie-consent/modals.ts';
import { documentsModals } from '../features/documents/modals.ts';
import { gameModals } from '../features/game-modal/modals.ts';
import { passwordModals } from '../features/password/modals.ts';
import { promotionsModals } from '../features/promotions/modals.ts';
import { termsModals } from '../features/terms/modals.ts';
import { CookieBanner } from '../features/cookie-consent/cookie-banner.tsx';
import { TermsGate } from '../features/terms/index.ts';
import { GeoWatch } from '../features/geo/index.ts';
import { ContactConfirmRoot } from '../features/contact/root.tsx';
import { PasswordRoot } from '../features/password/root.tsx';
import { VerificationToasts } from '../features/documents/index.ts';
import { ReferralCodeCheck } from '../features/profile/index.ts';
import { WalletSync } from '../features/wallet/index.ts';
import { RedeemToasts } from '../features/redeem/index.ts';
import { PromoOffersRoot } from '../features/promotions/index.ts';
import { CashHost } from '../features/cashier/index.ts';
import type { ComponentType } from 'react';
import type { ModalRegistration } from '../lib/modals/registry.ts';

export const FEATURE_MODALS: readonly ModalRegistration[] = [
  ...authModals,
  ...cookieConsentModals,
  ...documentsModals,
  ...promotionsModals,
  ...cashierModals,
  ...termsModals,
  ...contactConfirmModals,
  ...passwordModals,
  ...gameModals,
];

/** Mounted once, after the modal host and the toaster; each renders its own banner or nothing. */
export const FEATURE_ROOTS: readonly ComponentType[] = [
  CookieBanner,
  TermsGate,
  GeoWatch,
  PasswordRoot,
  ContactConfirmRoot,
  VerificationToasts,
  ReferralCodeCheck,
  WalletSync,
  RedeemToasts,
  PromoOffersRoot,
  CashHost,
];
