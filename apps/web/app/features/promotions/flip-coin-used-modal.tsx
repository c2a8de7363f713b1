import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TimerLine } from '../../components/ui/timer-line.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import styles from './promo-offers.module.css';

/** limit_by_time: this set was flipped in the last 24 hours; says when the next flip is allowed. */
export default function FlipCoinUsedModal({
  nextFlipAt,
  close,
}: ModalComponentProps<{ nextFlipAt: string | null }>) {
  const { t } = useTranslation();
  const next = useCountdown(nextFlipAt);
  return (
    <ModalFrame title={t('promotions.popups.flipUsed.title')} size="sm">
      <div className={styles.body} data-flip-coin-used="">
        <p className={styles.lead}>{t('promotions.popups.flipUsed.text')}</p>
        {nextFlipAt && !next.finished ? (
          <TimerLine
            label={t('promotions.popups.flipUsed.next')}
            value={next.text}
            valueClassName={styles.timerValue}
          />
        ) : null}
        <Button block variant="secondary" onClick={close}>
          {t('promotions.popups.ok')}
        </Button>
      </div>
    </ModalFrame>
  );
}
