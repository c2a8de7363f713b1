import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { PrizeAssignedData } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { PrizeDropsBoard, PrizeDropsPending } from './prize-drops-board.tsx';
import { usePrizeDrops } from './use-prize-drops.ts';
import styles from './prize-drops.module.css';

const LEVEL_NAMES = ['bronze', 'silver', 'gold'] as const;

/**
 * `app-prize-drops`: the welcome (the day's board and how to play), or with `win` the player's own prize
 * (opened by the `prizeAssigned` push sent to the winner).
 */
export default function PrizeDropsModal({ close, win }: ModalComponentProps<{ win?: PrizeAssignedData }>) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  const { info, failed, reload } = usePrizeDrops();
  if (win) {
    const level = LEVEL_NAMES[win.level - 1]!;
    return (
      <ModalFrame title={t('prizeDrops.win.title')} size="sm" className={styles.frame}>
        <div className={styles.win} data-prize-drop-win={level}>
          <span className={styles.bigMedal} data-level={level} aria-hidden="true" />
          <p className={styles.winLevel}>
            {t('prizeDrops.win.level', { level: t(`prizeDrops.levels.${level}`) })}
          </p>
          <p className={styles.winAmount} data-prize-won="">
            {amounts.coins(win.coins)}
          </p>
          <p className={styles.how}>{t('prizeDrops.win.text')}</p>
          <Button block onClick={close}>
            {t('prizeDrops.win.keepPlaying')}
          </Button>
        </div>
      </ModalFrame>
    );
  }
  return (
    <ModalFrame title={t('prizeDrops.title')} size="lg" className={styles.frame}>
      <div data-prize-drops-modal="">
        <p className={styles.lead}>{t('prizeDrops.lead')}</p>
        {info ? <PrizeDropsBoard info={info} /> : <PrizeDropsPending failed={failed} reload={reload} />}
        <Button block onClick={close} className={styles.play}>
          {t('prizeDrops.play')}
        </Button>
      </div>
    </ModalFrame>
  );
}
