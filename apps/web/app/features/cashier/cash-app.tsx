import { Suspense, useCallback, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { PromoOfferPreset } from '@casino/contracts';
import { localizeHref } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { Button } from '../../components/ui/button.tsx';
import { localizePath, stripLocale } from '../../i18n/locale.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { usePlayerWallet } from '../../lib/balance/player-wallet-store.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { featureModules } from '../../lib/feature-module.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { AccountScreen } from './account-screen.tsx';
import {
  allOffers,
  trackCompletedDeposit,
  trackDepositStep,
  type DepositTrackContext,
} from './cash-analytics.ts';
import { fetchCashOffers } from './cashier-api.ts';
import { cashPaths, parseCashFlags, parseCashPath, withFlags, type CashScreen } from './cash-routes.ts';
import { ChallengeScreen } from './challenge-screen.tsx';
import { Checkout } from './checkout.tsx';
import { FeatureFlagNotes } from './feature-flag-notes.tsx';
import { needsProfileOnly, OfferList } from './offer-card.tsx';
import { FailedScreen, SuccessScreen } from './result-screens.tsx';
import { usePaymentFollower, type PaymentFollower, type PaymentOutcome } from './use-payment-follower.ts';
import styles from './cashier.module.css';

/**
 * The module the host loads lazily: renders the cashier while the path is a cash path, and follows the
 * payment this tab started even while the cashier is closed, so a 3DS step, the result screen and the
 * purchase analytics still come when the player closed it during processing.
 */
export default function CashAppRoot({ active }: { active: boolean }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { appInit, locale } = useRootData();
  // Where the cashier was opened from when the followed payment was started.
  const startedFrom = useRef<string | null>(null);
  const track = (offer: DepositTrackContext['offer']) => ({
    location: startedFrom.current,
    playerId: appInit.login,
    offer,
  });
  const follower = usePaymentFollower({
    go: (path) => void navigate(localizeHref(path, locale)),
    onCompleted: ({ purchase, isFirstDeposit }) =>
      void trackCompletedDeposit({
        purchase,
        isFirstDeposit,
        contact: { email: appInit.email, phone: appInit.phone },
        location: startedFrom.current,
      }),
    onSettled: (payment) => {
      const step =
        payment.status === 'completed' ? 'complete' : payment.status === 'declined' ? 'declined' : 'failed';
      trackDepositStep(step, track({ id: payment.presetId, kind: payment.offerType }));
      // App init carries depositsCount and the preset packages.
      if (payment.status === 'completed') void revalidator.revalidate();
    },
  });
  useEffect(() => {
    if (follower.payment?.status === 'challenge')
      trackDepositStep(
        'challenge',
        track({ id: follower.payment.presetId, kind: follower.payment.offerType }),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per challenge
  }, [follower.payment?.id, follower.payment?.status]);
  return active ? <CashApp follower={follower} startedFrom={startedFrom} /> : null;
}

const titleKey = (screen: CashScreen | null) => {
  switch (screen?.name) {
    case 'success':
      return 'cashier.title.success';
    case 'failed':
      return 'cashier.title.failed';
    case 'account':
      return 'cashier.title.account';
    case 'challenge':
      return 'cashier.title.challenge';
    default:
      return 'cashier.title.deposit';
  }
};

/** A safe way back from the account screen: only into the cashier. */
const backFrom = (search: string) => {
  const back = new URLSearchParams(search).get('back');
  return back && back.startsWith('/cash/') && !back.startsWith('/cash/account') ? back : cashPaths.deposit();
};

function CashApp({
  follower: rootFollower,
  startedFrom,
}: {
  follower: PaymentFollower;
  startedFrom: RefObject<string | null>;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { appInit, locale } = useRootData();
  const { gameMode } = usePlayerWallet({
    owner: appInit.login ?? '',
    balance: appInit.playerInfo.playerBalance,
    gameMode: appInit.gameMode,
  });
  const screen = parseCashPath(location.pathname);
  const flags = parseCashFlags(location.search);
  const { state: offers, reload: loadOffers } = useApiQuery(['cashier', 'offers'], fetchCashOffers);
  // A purchase (in this tab or another) changed what the cashier sells this player.
  usePush('cash', 'offersChanged', () => void loadOffers());
  const track = { location: flags.location, playerId: appInit.login };

  const go = useCallback(
    (path: string, replace = false) => void navigate(localizeHref(path, locale), { replace }),
    [navigate, locale],
  );
  const close = useCallback(() => void navigate(localizePath('/', locale)), [navigate, locale]);

  useEffect(() => {
    trackDepositStep('open', { ...track, offer: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);

  // Escape closes (unless it was meant for a modal above the cashier, which holds the focus then);
  // the page under the sheet does not scroll.
  const sheet = useRef<HTMLElement>(null);
  useEffect(() => sheet.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      const ours = target === document.body || (target !== null && sheet.current?.contains(target));
      if (event.key === 'Escape' && ours) close();
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [close]);

  // A payment started here remembers where the cashier was opened from (analytics after it settles).
  const follower: PaymentFollower = {
    ...rootFollower,
    follow(payment) {
      startedFrom.current = flags.location;
      rootFollower.follow(payment);
    },
  };
  // A completed purchase changes daily limits and low-balance offers.
  const completedId = follower.payment?.status === 'completed' ? follower.payment.id : null;
  useEffect(() => {
    if (completedId) void loadOffers();
  }, [completedId, loadOffers]);

  const data = offers.status === 'ready' ? offers.data : null;

  const content = () => {
    if (!screen)
      return (
        <div className={styles.result}>
          <p className={styles.muted}>{t('cashier.unknown')}</p>
          <Button onClick={() => go(cashPaths.deposit())}>{t('cashier.toDeposit')}</Button>
        </div>
      );
    if (screen.name === 'success') {
      const outcome: PaymentOutcome | null = follower.payment
        ? { payment: follower.payment, ...(follower.purchase ? { purchase: follower.purchase } : {}) }
        : null;
      return <SuccessScreen outcome={outcome} gameMode={gameMode} locale={locale} go={(path) => go(path)} />;
    }
    if (screen.name === 'failed') {
      const serverNext =
        follower.payment && screen.attempt && follower.payment.methodId === screen.attempt.methodId
          ? follower.payment.nextMethodId
          : null;
      return (
        <FailedScreen
          attempt={screen.attempt}
          offers={data}
          serverNextMethodId={serverNext}
          retry={
            follower.payment
              ? { presetId: follower.payment.presetId, offerType: follower.payment.offerType }
              : null
          }
          go={(path) => go(path)}
        />
      );
    }
    if (screen.name === 'challenge')
      return <ChallengeScreen paymentId={screen.paymentId} follower={follower} />;
    if (screen.name === 'account')
      return (
        <AccountScreen
          onDone={async () => {
            await loadOffers();
            void revalidator.revalidate();
            go(backFrom(location.search), true);
          }}
        />
      );

    if (offers.status === 'loading')
      return (
        <div className={styles.processing} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('cashier.loading')}
        </div>
      );
    if (offers.status === 'error')
      return (
        <div className={styles.result}>
          <p className={styles.error} role="alert">
            {httpErrorText(offers.error, t)}
          </p>
          <Button onClick={() => void loadOffers()}>{t('cashier.retry')}</Button>
        </div>
      );
    const ready = offers.data;
    if (!ready.financialOperationsAvailable) return <p className={styles.note}>{t('cashier.unavailable')}</p>;

    const choose = (offer: PromoOfferPreset) => {
      trackDepositStep('offer', { ...track, offer });
      go(withFlags(cashPaths.offer(offer.id, offer.kind), { ...flags, outsidePromoOffer: false }));
    };
    const list = (highlightId: number | null) => (
      <>
        <FeatureFlagNotes flags={flags} />
        <OfferList
          packages={ready.packages}
          promoOffers={ready.promoOffers}
          profileCompleted={ready.profileCompleted}
          locale={locale}
          highlightId={highlightId}
          onChoose={choose}
        />
      </>
    );
    if (screen.name === 'deposit' || flags.outsidePromoOffer)
      return list(screen.name === 'deposit' ? null : screen.presetId);

    const kind = screen.name === 'preset' ? 'package' : 'promoOffer';
    const offer = allOffers(ready).find((o) => o.id === screen.presetId && o.kind === kind);
    if (!offer)
      return (
        <>
          <p className={styles.note} data-offer-missing>
            {t('cashier.offerGone')}
          </p>
          {list(null)}
        </>
      );
    if (needsProfileOnly(offer, ready.profileCompleted)) {
      return <ToAccount back={`${stripLocale(location.pathname)}${location.search}`} go={go} />;
    }
    if (!offer.isAvailable)
      return (
        <>
          <p className={styles.note}>{t('cashier.offerUnavailable')}</p>
          {list(offer.id)}
        </>
      );
    return (
      <Checkout
        key={`${offer.kind}-${offer.id}`}
        offer={offer}
        offers={ready}
        flags={flags}
        wantedMethodId={new URLSearchParams(location.search).get('method')}
        follower={follower}
        track={track}
        locale={locale}
        onChangeOffer={() => go(withFlags(cashPaths.deposit(), { ...flags, outsidePromoOffer: false }))}
      />
    );
  };

  return (
    <div className={styles.overlay} data-cash-app data-screen={screen?.name ?? 'unknown'}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <section
        ref={sheet}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cash-app-title"
        tabIndex={-1}
      >
        <header className={styles.head}>
          <h2 id="cash-app-title" className={styles.title}>
            {t(titleKey(screen))}
          </h2>
          <button type="button" className={styles.iconButton} onClick={close} aria-label={t('cashier.close')}>
            <Icon name="close" size={20} />
          </button>
        </header>
        <div className={styles.body}>
          {screen && ['deposit', 'preset', 'promoOffer', 'success'].includes(screen.name) ? (
            // The features' strips (the deposit streak's progress): chunks of their own, each nothing when off.
            <Suspense fallback={null}>
              {featureModules().map(({ slug, cashierStrip: Strip }) => (Strip ? <Strip key={slug} /> : null))}
            </Suspense>
          ) : null}
          {content()}
        </div>
      </section>
    </div>
  );
}

/** An offer that needs a complete profile: the account screen first, then back here. */
function ToAccount({ back, go }: { back: string; go: (path: string, replace?: boolean) => void }) {
  useEffect(() => {
    go(`${cashPaths.account()}&back=${encodeURIComponent(back)}`, true);
  }, [back, go]);
  return null;
}
