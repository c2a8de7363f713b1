import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { Prize } from '@casino/contracts';
import styles from './bonus-offer.module.css';

/** Each kind a prize holds, as players read it ("500 Coins", "1.5 Entries", "10 free spins"). */
export function usePrizeParts(): (
  prize: Prize,
) => { kind: 'coins' | 'entries' | 'freeSpins'; text: string }[] {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  return (prize) => [
    ...(prize.coins > 0
      ? [
          {
            kind: 'coins' as const,
            text: amounts.coins(prize.coins),
          },
        ]
      : []),
    ...(prize.entries > 0
      ? [
          {
            kind: 'entries' as const,
            text: amounts.entries(prize.entries),
          },
        ]
      : []),
    ...(prize.freeSpins
      ? [
          {
            kind: 'freeSpins' as const,
            text: t('bonusOffer.prize.freeSpins', { count: prize.freeSpins.count }),
          },
        ]
      : []),
  ];
}

/** A prize won, announced to screen readers as it appears. */
export function PrizeWon({ prize, label }: { prize: Prize; label: string }) {
  const parts = usePrizeParts()(prize);
  return (
    <div className={styles.prizeWon} role="status" data-prize-won="">
      <span className={styles.prizeLabel}>{label}</span>
      <p className={styles.prizeParts}>
        {parts.map((part) => (
          <span key={part.kind} className={styles[part.kind]} data-prize-kind={part.kind}>
            {part.text}
          </span>
        ))}
      </p>
    </div>
  );
}
