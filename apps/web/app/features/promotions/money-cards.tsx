import { useTranslation } from '../../i18n/react.tsx';
import type { Promotion } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import styles from './promotions.module.css';

type Of<T extends Promotion['type']> = Extract<Promotion, { type: T }>;

/**
 * The piggy bank's card: how full it is and whether it can be broken; opens the `money-box` modal, and links
 * to the `/piggy-bank` page.
 */
export function PiggyBankCard({ promotion }: { promotion: Of<'piggyBank'> }) {
  const { t, i18n } = useTranslation();
  const { data } = promotion;
  const n = (value: number) => formatAmount(value, i18n.language);
  const percent = data.maxAmount > 0 ? Math.min(100, (data.moneyBoxAmount / data.maxAmount) * 100) : 0;
  return (
    <article className={styles.card} data-promotion="piggyBank" aria-label={t('piggyBank.card.title')}>
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('piggyBank.card.type')}</span>
        <span className={styles.coinArt} aria-hidden="true">
          <Icon name="coins" size={22} />
        </span>
      </header>
      <h3 className={styles.cardTitle}>{t('piggyBank.card.title')}</h3>
      <p className={styles.text}>
        {t('piggyBank.card.saved', { amount: n(data.moneyBoxAmount), max: n(data.maxAmount) })}
      </p>
      <progress className={styles.meter} max={100} value={percent} aria-label={t('piggyBank.progress')} />
      <p className={styles.reason}>
        {data.status === 'full'
          ? t('piggyBank.status.full')
          : data.canBreak
            ? t('piggyBank.status.ready')
            : t('piggyBank.status.collecting', {
                amount: n(Math.max(0, data.minAmount - data.moneyBoxAmount)),
              })}
      </p>
      <div className={`${styles.cardFoot} ${styles.footStack}`}>
        <Button
          block
          variant={data.canBreak ? 'primary' : 'secondary'}
          onClick={() => openModal('money-box')}
        >
          {t('piggyBank.card.open')}
        </Button>
        <AppLink to="/piggy-bank/" className={styles.linkButton} data-open-piggy-page="">
          {t('piggyBank.card.page')}
        </AppLink>
      </div>
    </article>
  );
}

/** Fortune investment's card: the running plan's open days, or an invitation; opens its modal. */
export function FortuneInvestmentCard({ promotion }: { promotion: Of<'fortuneInvestment'> }) {
  const { t, i18n } = useTranslation();
  const { data } = promotion;
  return (
    <article
      className={styles.card}
      data-promotion="fortuneInvestment"
      aria-label={t('fortuneInvestment.card.title')}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('fortuneInvestment.card.type')}</span>
        <span className={styles.coinArt} aria-hidden="true">
          <Icon name="sparkle" size={22} />
        </span>
      </header>
      <h3 className={styles.cardTitle}>{t('fortuneInvestment.card.title')}</h3>
      <p className={styles.text}>
        {data.hasPlan && promotion.prizeCoins !== null
          ? t('fortuneInvestment.card.running', { coins: formatAmount(promotion.prizeCoins, i18n.language) })
          : t('fortuneInvestment.card.text')}
      </p>
      {data.availableDays > 0 ? (
        <p className={styles.reason}>{t('fortuneInvestment.card.ready', { count: data.availableDays })}</p>
      ) : null}
      <div className={styles.cardFoot}>
        <AppLink to="/fortune-investment/" className={styles.linkButton} data-open-fortune="">
          {t('fortuneInvestment.card.open')}
        </AppLink>
      </div>
    </article>
  );
}
