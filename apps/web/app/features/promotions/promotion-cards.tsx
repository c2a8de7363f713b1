import { useTranslation } from '../../i18n/react.tsx';
import { pickText, type AvailableSoon, type Promotion } from '@casino/contracts';
import { Icon } from '../../components/shell/icons.tsx';
import { OfferCard, OfferValue } from '../../components/promotion-card/offer-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import { promotionCardOf } from '../../lib/feature-module.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';

/** The card of one promotion: its feature's card, else the promo offer it sells. */
export function PromotionCard({ promotion, refresh }: { promotion: Promotion; refresh: () => void }) {
  const { t } = useTranslation();
  const Card = promotionCardOf(promotion.type);
  if (Card) return <Card promotion={promotion} refresh={refresh} />;
  return promotion.promoOfferPreset ? (
    <OfferCard offer={promotion.promoOfferPreset} label={t(`promotions.types.${promotion.type}`)} />
  ) : null;
}

/** An offer that goes on sale later: what it is and when. */
export function AvailableSoonCard({ item }: { item: AvailableSoon }) {
  const { t, i18n } = useTranslation();
  const starts = useCountdown(item.availableFrom);
  const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(item.availableFrom),
  );
  return (
    <article
      className={styles.soon}
      data-available-soon={item.promoOfferPreset.id}
      aria-label={pickText(item.promoOfferPreset.title, i18n.language)}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t(`promotions.types.${item.type}`)}</span>
        {item.promoOfferPreset.badgeLabel ? (
          <span className={styles.badge}>{pickText(item.promoOfferPreset.badgeLabel, i18n.language)}</span>
        ) : null}
      </header>
      <h3 className={styles.cardTitle}>{pickText(item.promoOfferPreset.title, i18n.language)}</h3>
      <OfferValue offer={item.promoOfferPreset} />
      <p className={styles.startsIn}>
        <Icon name="star" size={16} />
        <span suppressHydrationWarning>
          {starts.remainingMs > 24 * 60 * 60 * 1000
            ? t('promotions.soon.on', { day })
            : t('promotions.soon.in', { time: starts.text })}
        </span>
      </p>
    </article>
  );
}
