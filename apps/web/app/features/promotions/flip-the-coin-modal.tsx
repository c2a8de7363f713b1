import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { pickText, type CoinSide, type PromoOfferPreset } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { localeFromPath } from '../../i18n/locale.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { cashDepositPath, cashPromoOfferPath } from '../../lib/cash-paths.ts';
import { PROMO_MODALS } from './modal-names.ts';
import { OfferValue } from '../../components/promotion-card/offer-card.tsx';
import { flipTheCoin } from './promotions-api.ts';
import { usePromotionsPage } from './promotions-query.ts';
import styles from './promo-offers.module.css';

export interface FlipTheCoinModalProps {
  /** The set to flip; without one (openModal=app-flip-the-coin-modal) the first set on the promotions page. */
  promoOfferSet?: string;
}

type FlipState =
  | { step: 'ready' | 'flipping' }
  | { step: 'won'; side: CoinSide; offer: PromoOfferPreset }
  | { step: 'error'; text: string };

/** Flip the coin: the server flips; this shows the side and the offer won, with its buy button. */
export default function FlipTheCoinModal({
  promoOfferSet,
  close,
}: ModalComponentProps<FlipTheCoinModalProps>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const promotions = usePromotionsPage({ enabled: !promoOfferSet }).state;
  const firstFlip =
    promotions.status === 'ready' ? promotions.data.promotions.find((p) => p.type === 'flipTheCoin') : null;
  const firstSet = firstFlip?.type === 'flipTheCoin' ? firstFlip.data.promoOfferSet : null;
  const set = promoOfferSet ?? firstSet;
  const [state, setState] = useState<FlipState>({ step: 'ready' });

  const flip = async () => {
    if (!set) return;
    setState({ step: 'flipping' });
    try {
      const answer = await flipTheCoin(set);
      if (answer.success) {
        setState({ step: 'won', side: answer.side, offer: answer.data.data.promoOfferPreset });
        return;
      }
      close();
      if (answer.reasonType === 'limit_by_time')
        openModal(PROMO_MODALS.flipCoinUsed, { nextFlipAt: answer.nextFlipAt });
      else void navigate(cashDepositPath(locale));
    } catch (error) {
      setState({ step: 'error', text: httpErrorText(error, t) });
    }
  };

  const won = state.step === 'won' ? state : null;
  return (
    <ModalFrame title={t('promotions.popups.flip.title')} size="sm">
      <div className={styles.body} data-flip-the-coin={set ?? ''}>
        <div
          className={[styles.coin, state.step === 'flipping' ? styles.coinSpinning : ''].join(' ')}
          data-coin-side={won?.side ?? ''}
          aria-hidden="true"
        >
          {won ? t(`promotions.popups.flip.side.${won.side}`) : '?'}
        </div>
        {won ? (
          <>
            <p className={styles.lead} role="status">
              {t('promotions.popups.flip.result', { side: t(`promotions.popups.flip.side.${won.side}`) })}
            </p>
            <div className={styles.offer}>
              {won.offer.badgeLabel ? (
                <span className={styles.badge}>{pickText(won.offer.badgeLabel, i18n.language)}</span>
              ) : null}
              <h3 className={styles.offerTitle}>{pickText(won.offer.title, i18n.language)}</h3>
              <OfferValue offer={won.offer} />
            </div>
            <Button
              block
              data-buy-offer={won.offer.id}
              onClick={() => {
                close();
                void navigate(cashPromoOfferPath(won.offer.id, locale, 'flipTheCoin'));
              }}
            >
              {t('promotions.popups.flip.buy')}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.lead}>
              {set ? t('promotions.popups.flip.lead') : t('promotions.popups.flip.none')}
            </p>
            {state.step === 'error' ? (
              <p className={styles.error} role="alert">
                {state.text}
              </p>
            ) : null}
            <Button block disabled={!set} loading={state.step === 'flipping'} onClick={() => void flip()}>
              {t('promotions.popups.flip.flip')}
            </Button>
          </>
        )}
      </div>
    </ModalFrame>
  );
}
