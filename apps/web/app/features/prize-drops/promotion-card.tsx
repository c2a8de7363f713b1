import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { PromotionCardFoot, PromotionCardFrame } from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { formatAmount } from '../../lib/format/format.ts';
import ui from '../../styles/ui.module.css';

/** The spec's `prizeDrops` card: the day's pool and its top prize (the brand's own), and the drops page. */
export function PrizeDropsCard({ promotion }: PromotionCardProps<'prizeDrops'>) {
  const { t, i18n } = useTranslation();
  const amount = (coins: number | null) => formatAmount(coins ?? 0, i18n.language);
  return (
    <PromotionCardFrame name="prizeDrops" title={t('promotions.prizeDrops.title')}>
      <p className={styles.text}>{t('promotions.prizeDrops.text')}</p>
      <p className={styles.prize} data-prize-pool="">
        {t('promotions.prizeDrops.pool', { amount: amount(promotion.prizeCoins) })}
      </p>
      <p className={styles.reason}>
        {t('promotions.prizeDrops.top', { amount: amount(promotion.grandPrize) })}
      </p>
      <PromotionCardFoot>
        <AppLink to="/prize-drops/" className={cx(ui.button, ui.ghost, ui.block)}>
          {t('promotions.prizeDrops.action')}
        </AppLink>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
