import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { PromotionCardFoot, PromotionCardFrame } from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import ui from '../../styles/ui.module.css';

/** The spec's `prizeDrops` card: the day's pool and its top prize (the brand's own), and the drops page. */
export function PrizeDropsCard({ promotion }: PromotionCardProps<'prizeDrops'>) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  return (
    <PromotionCardFrame name="prizeDrops" title={t('promotions.prizeDrops.title')}>
      <p className={styles.text}>{t('promotions.prizeDrops.text')}</p>
      <p className={styles.prize} data-prize-pool="">
        {t('promotions.prizeDrops.pool', { amount: amounts.coins(promotion.prizeCoins ?? 0) })}
      </p>
      <p className={styles.reason}>
        {t('promotions.prizeDrops.top', { amount: amounts.coins(promotion.grandPrize ?? 0) })}
      </p>
      <PromotionCardFoot>
        <AppLink to="/prize-drops/" className={cx(ui.button, ui.ghost, ui.block)}>
          {t('promotions.prizeDrops.action')}
        </AppLink>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
