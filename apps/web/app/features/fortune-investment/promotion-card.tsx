import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { PromotionCardFoot, PromotionCardFrame } from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { formatAmount } from '../../lib/format/format.ts';

/** Fortune investment's card: the running plan's open days, or an invitation; links to its page. */
export function FortuneInvestmentCard({ promotion }: PromotionCardProps<'fortuneInvestment'>) {
  const { t, i18n } = useTranslation();
  const { data } = promotion;
  return (
    <PromotionCardFrame
      name="fortuneInvestment"
      kind={t('fortuneInvestment.card.type')}
      title={t('fortuneInvestment.card.title')}
      art="sparkle"
    >
      <p className={styles.text}>
        {data.hasPlan && promotion.prizeCoins !== null
          ? t('fortuneInvestment.card.running', { coins: formatAmount(promotion.prizeCoins, i18n.language) })
          : t('fortuneInvestment.card.text')}
      </p>
      {data.availableDays > 0 ? (
        <p className={styles.reason}>{t('fortuneInvestment.card.ready', { count: data.availableDays })}</p>
      ) : null}
      <PromotionCardFoot>
        <AppLink to="/fortune-investment/" className={styles.linkButton} data-open-fortune="">
          {t('fortuneInvestment.card.open')}
        </AppLink>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
