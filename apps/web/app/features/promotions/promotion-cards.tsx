import { useTranslation } from '../../i18n/react.tsx';
import {
  isOfferSoon,
  pickText,
  type AvailableSoon,
  type OfferSoon,
  type Promotion,
  type ScheduledSoon,
} from '@casino/contracts';
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

/** When it starts: on a weekday a day or more away, else a countdown (server time, from the payload). */
function StartsIn({ at }: { at: string }) {
  const { t, i18n } = useTranslation();
  const starts = useCountdown(at);
  const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(at),
  );
  return (
    <p className={styles.startsIn}>
      <Icon name="star" size={16} />
      <span suppressHydrationWarning>
        {starts.remainingMs > 24 * 60 * 60 * 1000
          ? t('promotions.soon.on', { day })
          : t('promotions.soon.in', { time: starts.text })}
      </span>
    </p>
  );
}

/** What comes soon: an offer that goes on sale later, or the calendar's next race or quest. */
export function AvailableSoonCard({ item }: { item: AvailableSoon }) {
  return isOfferSoon(item) ? <OfferSoonCard item={item} /> : <ScheduledSoonCard item={item} />;
}

function OfferSoonCard({ item }: { item: OfferSoon }) {
  const { t, i18n } = useTranslation();
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
      <StartsIn at={item.availableFrom} />
    </article>
  );
}

/** The next race or quest not started yet, titled in the player's language, counting down to its start. */
function ScheduledSoonCard({ item }: { item: ScheduledSoon }) {
  const { t, i18n } = useTranslation();
  const title = pickText(item.occurrence.title, i18n.language);
  return (
    <article
      className={styles.soon}
      data-available-soon={`${item.type}-${item.occurrence.id}`}
      aria-label={title}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t(`promotions.types.${item.type}`)}</span>
      </header>
      <h3 className={styles.cardTitle}>{title}</h3>
      <StartsIn at={item.availableFrom} />
    </article>
  );
}

/** A stable key for an item of `available_soon`. */
export const availableSoonKey = (item: AvailableSoon) =>
  isOfferSoon(item) ? `offer-${item.promoOfferPreset.id}` : `${item.type}-${item.occurrence.id}`;
