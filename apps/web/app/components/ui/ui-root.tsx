import { useEffect } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner.tsx';
import { TermsGate } from '../../features/terms/index.ts';
import { GeoWatch } from '../../features/geo/index.ts';
import { ContactConfirmRoot } from '../../features/contact-confirm/root.tsx';
import { PasswordRoot } from '../../features/password/root.tsx';
import { VerificationToasts } from '../../features/documents/index.ts';
import { ReferralCodeCheck } from '../../features/profile/index.ts';
import { WalletSync } from '../../features/wallet/index.ts';
import { RedeemToasts } from '../../features/redeem/index.ts';
import { useGameFromQuery } from '../../features/game-modal/index.ts';
import { PromoOffersRoot } from '../../features/promotions/index.ts';
import { CashHost } from '../../features/cashier/index.ts';
import { setModalContext } from '../../lib/modals/modal-context.ts';
import { useOpenModalFromQuery } from '../../lib/modals/use-open-modal-from-query.ts';
import type { RootData } from '../../root.tsx';
import { ModalHost } from './modal/modal-host.tsx';
import { Toaster } from './toaster.tsx';
// Side-effect imports: each registers its feature's modals before anything can open them.
import '../../features/auth/register.ts';
import '../../features/cookie-consent/register.ts';
import '../../features/documents/register.ts';
import '../../features/promotions/register.ts';
import '../../features/cashier/register.ts';

/** Keeps the modal open-rules (guest, feature flags, current path) in step with the root data. */
function useModalContextSync(): void {
  const root = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  const appInit = root?.appInit ?? null;
  const brand = root?.brand ?? null;
  useEffect(() => {
    setModalContext({ isGuest: appInit?.isGuest ?? true, appInit, brand, pathname });
  }, [appInit, brand, pathname]);
}

/** Everything app-wide that floats above the page: modals, toasts, the cookie banner. Render once. */
export function UiRoot() {
  // Order matters: the context must be current before the query handler opens anything.
  useModalContextSync();
  useOpenModalFromQuery();
  useGameFromQuery();
  return (
    <>
      <ModalHost />
      <Toaster />
      <CookieBanner />
      <TermsGate />
      <GeoWatch />
      <PasswordRoot />
      <ContactConfirmRoot />
      <VerificationToasts />
      <ReferralCodeCheck />
      <WalletSync />
      <RedeemToasts />
      <PromoOffersRoot />
      <CashHost />
    </>
  );
}
