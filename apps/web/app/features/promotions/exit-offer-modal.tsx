import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { pickText, type PromoOfferPreset } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { TimerLine } from '../../components/ui/timer-line.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { localeFromPath } from '../../i18n/locale.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { cashPromoOfferPath } from '../../lib/cash-paths.ts';
import { exitOfferState, formatMinutesSeconds } from './exit-offer-state.ts';
import { OfferValue } from '../../components/promotion-card/offer-card.tsx';
import styles from './promo-offers.module.css';

export interface ExitOfferModalProps {
  offer: PromoOfferPreset;
  /** Epoch ms the countdown ends (stored, so a reload resumes it). */
  endsAt: number;
}

/** The exit offer with its live 10-minute countdown; it closes itself when the time is up. */
export default function ExitOfferModal({ offer, endsAt, close }: ModalComponentProps<ExitOfferModalProps>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { remainingMs } = useCountdown(endsAt, {
    onFinish: () => {
      exitOfferState.clearCountdown(window.sessionStorage);
      close();
    },
  });
  return (
    <ModalFrame title={t('promotions.popups.exit.title')} size="sm">
      <div className={styles.body} data-exit-offer={offer.id}>
        <p className={styles.lead}>{t('promotions.popups.exit.lead')}</p>
        <TimerLine
          label={t('promotions.popups.exit.endsIn')}
          value={formatMinutesSeconds(remainingMs)}
          valueClassName={styles.timerValue}
          valueProps={{ role: 'timer', 'data-exit-countdown': '' }}
        />
        <div className={styles.offer}>
          {offer.badgeLabel ? (
            <span className={styles.badge}>{pickText(offer.badgeLabel, i18n.language)}</span>
          ) : null}
          <h3 className={styles.offerTitle}>{pickText(offer.title, i18n.language)}</h3>
          <OfferValue offer={offer} />
        </div>
        <Button
          block
          data-buy-offer={offer.id}
          onClick={() => {
            exitOfferState.clearCountdown(window.sessionStorage);
            close();
            void navigate(cashPromoOfferPath(offer.id, localeFromPath(pathname), 'homepage_exitpopup'));
          }}
        >
          {t('promotions.popups.exit.buy')}
        </Button>
      </div>
    </ModalFrame>
  );
}
