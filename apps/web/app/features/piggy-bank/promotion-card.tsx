import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { PromotionCardFoot, PromotionCardFrame } from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import { Button } from '../../components/ui/button.tsx';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { PIGGY_BANK_MODALS } from './modal-names.ts';

/**
 * The piggy bank's card: how full it is and whether it can be broken; opens the `money-box` modal, and links
 * to the `/piggy-bank` page.
 */
export function PiggyBankCard({ promotion }: PromotionCardProps<'piggyBank'>) {
  const { t, i18n } = useTranslation();
  const { data } = promotion;
  const amounts = useAmountTexts();
  const percent = data.maxAmount > 0 ? Math.min(100, (data.moneyBoxAmount / data.maxAmount) * 100) : 0;
  return (
    <PromotionCardFrame
      name="piggyBank"
      kind={t('piggyBank.card.type')}
      title={t('piggyBank.card.title')}
      art="coins"
    >
      <p className={styles.text}>
        {t('piggyBank.card.saved', {
          amount: formatAmount(data.moneyBoxAmount, i18n.language),
          max: amounts.coins(data.maxAmount),
        })}
      </p>
      <progress className={styles.meter} max={100} value={percent} aria-label={t('piggyBank.progress')} />
      <p className={styles.reason}>
        {data.status === 'full'
          ? t('piggyBank.status.full')
          : data.canBreak
            ? t('piggyBank.status.ready')
            : t('piggyBank.status.collecting', {
                amount: amounts.coins(Math.max(0, data.minAmount - data.moneyBoxAmount)),
              })}
      </p>
      <PromotionCardFoot stack>
        <Button
          block
          variant={data.canBreak ? 'primary' : 'secondary'}
          onClick={() => openModal(PIGGY_BANK_MODALS.moneyBox)}
        >
          {t('piggyBank.card.open')}
        </Button>
        <AppLink to="/piggy-bank/" className={styles.linkButton} data-open-piggy-page="">
          {t('piggyBank.card.page')}
        </AppLink>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
