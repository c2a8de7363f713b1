import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { pickText, type PromoOfferPreset } from '@casino/contracts';
import { Icon } from '../../components/shell/icons.tsx';
import { formatAmount, formatMoney } from '../../lib/format/format.ts';
import styles from './cashier.module.css';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Why an offer cannot be bought now, in the player's words; null when it can. */
export function useUnavailableReason() {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  return (offer: PromoOfferPreset, profileCompleted: boolean): string | null => {
    if (offer.isLimitPerDayReason) return t('cashier.reason.limitPerDay');
    if (offer.isMinBalanceReason)
      return t('cashier.reason.minBalance', { amount: amounts.coins(offer.minBalance ?? 0) });
    if (offer.forCompleteProfile && !profileCompleted) return t('cashier.reason.profile');
    return offer.isAvailable ? null : t('cashier.reason.other');
  };
}

/** Held back only by an incomplete profile: the player can fix that from the cashier (account screen). */
export const needsProfileOnly = (offer: PromoOfferPreset, profileCompleted: boolean) =>
  offer.forCompleteProfile && !profileCompleted && !offer.isLimitPerDayReason && !offer.isMinBalanceReason;

/** One package or promo offer: badges, coins, bonus entries, mystery boxes, the price (the usual price struck). */
export function OfferCard({
  offer,
  locale,
  reason,
  profileCompleted,
  highlight,
  onChoose,
}: {
  offer: PromoOfferPreset;
  locale: string;
  profileCompleted: boolean;
  /** Set when it cannot be bought now; an incomplete profile still lets the player go complete it. */
  reason: string | null;
  highlight?: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  // Only an incomplete profile is something the player can fix from here (the account screen).
  const blocked = reason !== null && !needsProfileOnly(offer, profileCompleted);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (highlight) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlight]);
  return (
    <button
      ref={ref}
      type="button"
      className={styles.offer}
      data-offer={offer.id}
      data-kind={offer.kind}
      data-highlight={highlight ? 'true' : undefined}
      disabled={blocked}
      onClick={onChoose}
    >
      <span className={styles.badges}>
        {offer.bestDeal ? (
          <span className={styles.badge} data-kind="best">
            {t('cashier.offer.bestDeal')}
          </span>
        ) : null}
        {offer.mostPopular ? <span className={styles.badge}>{t('cashier.offer.mostPopular')}</span> : null}
        {offer.badgeLabel && !offer.bestDeal && !offer.mostPopular ? (
          <span className={styles.badge}>{pickText(offer.badgeLabel, locale)}</span>
        ) : null}
      </span>
      <span className={styles.offerTitle}>{pickText(offer.title, locale)}</span>
      <span className={styles.coins}>
        <Icon name="coins" size={20} />
        {formatAmount(offer.coins, locale)}
        {/* The button is named by what it shows; the icon's word is heard. */}
        <span className="visually-hidden"> {t('cashier.offer.coins')}</span>
      </span>
      {offer.entries > 0 ? (
        <span className={styles.entries}>{amounts.bonusEntries(offer.entries)}</span>
      ) : null}
      {offer.magicBoxes > 0 ? (
        <span className={styles.entries} data-magic-boxes={offer.magicBoxes}>
          {t('cashier.offer.magicBoxes', { count: offer.magicBoxes })}
        </span>
      ) : null}
      <span className={styles.price}>
        {offer.usualPrice !== null && offer.usualPrice > offer.price ? (
          <s className={styles.usual}>{formatMoney(offer.usualPrice, locale)}</s>
        ) : null}
        {formatMoney(offer.price, locale)}
      </span>
      {offer.dayOfWeek !== null ? (
        <span className={styles.reason}>{t(`cashier.offer.day.${WEEKDAYS[offer.dayOfWeek]}`)}</span>
      ) : null}
      {offer.availableTill ? (
        <span className={styles.reason}>
          {t('cashier.offer.until', {
            date: new Date(offer.availableTill).toLocaleDateString(locale, {
              month: 'short',
              day: 'numeric',
            }),
          })}
        </span>
      ) : null}
      {reason ? <span className={styles.reason}>{reason}</span> : null}
    </button>
  );
}

/** The full list: promo offers first (they are the deals), then the coin packages. */
export function OfferList({
  packages,
  promoOffers,
  profileCompleted,
  locale,
  highlightId,
  onChoose,
}: {
  packages: PromoOfferPreset[];
  promoOffers: PromoOfferPreset[];
  profileCompleted: boolean;
  locale: string;
  highlightId: number | null;
  onChoose: (offer: PromoOfferPreset) => void;
}) {
  const { t } = useTranslation();
  const reasonOf = useUnavailableReason();
  const section = (title: string, list: PromoOfferPreset[], name: string) =>
    list.length > 0 ? (
      <section className={styles.section} data-section={name}>
        <h3 className={styles.sectionTitle}>{title}</h3>
        <div className={styles.grid}>
          {list.map((offer) => (
            <OfferCard
              key={`${offer.kind}-${offer.id}`}
              offer={offer}
              locale={locale}
              reason={reasonOf(offer, profileCompleted)}
              profileCompleted={profileCompleted}
              highlight={offer.id === highlightId}
              onChoose={() => onChoose(offer)}
            />
          ))}
        </div>
      </section>
    ) : null;
  return (
    <>
      {section(t('cashier.list.promoOffers'), promoOffers, 'promo-offers')}
      {section(t('cashier.list.packages'), packages, 'packages')}
    </>
  );
}
