import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { useLocation, useNavigate } from 'react-router';
import { pickText, type PromoOfferPreset } from '@casino/contracts';
import { Button } from '../ui/button.tsx';
import { formatMoney } from '../../lib/format/format.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import { localeFromPath } from '../../i18n/locale.ts';
import { cashPromoOfferPath } from '../../lib/cash-paths.ts';
import { cx } from '../shell/cx.ts';
import styles from './promotion-card.module.css';

/** Coins, entries and magic boxes side by side in their colours (an offer's value, the welcome reward). */
export function AmountsLine({
  coins,
  entries,
  magicBoxes,
  centred = false,
}: {
  coins: number;
  entries: number;
  magicBoxes?: number;
  centred?: boolean;
}) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  return (
    <p className={cx(styles.amounts, centred && styles.centred)}>
      <span className={styles.coins}>{amounts.coins(coins)}</span>
      {entries > 0 ? <span className={styles.entries}>{amounts.bonusEntries(entries)}</span> : null}
      {magicBoxes ? (
        <span className={styles.entries} data-magic-boxes={magicBoxes}>
          {t('promotions.offer.magicBoxes', { count: magicBoxes })}
        </span>
      ) : null}
    </p>
  );
}

/** Price, the usual price struck through, coins, entries and boxes: the same on every offer card and popup. */
export function OfferValue({
  offer,
}: {
  offer: Pick<PromoOfferPreset, 'coins' | 'entries' | 'price'> & {
    usualPrice?: number | null;
    magicBoxes?: number;
  };
}) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => formatMoney(value, i18n.language);
  return (
    <div className={styles.value}>
      <AmountsLine coins={offer.coins} entries={offer.entries} magicBoxes={offer.magicBoxes} />
      <p className={styles.price}>
        <span className={styles.priceNow} data-offer-price="">
          {money(offer.price)}
        </span>
        {offer.usualPrice != null && offer.usualPrice > offer.price ? (
          <s className={styles.priceUsual}>
            <span className="visually-hidden">{t('promotions.offer.usualPrice')}</span>
            {money(offer.usualPrice)}
          </s>
        ) : null}
      </p>
    </div>
  );
}

/** Why an offer cannot be bought right now, in words; null when it can. */
export function useOfferReason(offer: PromoOfferPreset): string | null {
  const { t } = useTranslation();
  if (offer.isLimitPerDayReason) return t('promotions.offer.limitPerDay');
  if (offer.isMinBalanceReason) return t('promotions.offer.minBalance');
  return null;
}

function EndsIn({ availableTill }: { availableTill: string }) {
  const { t } = useTranslation();
  const { text, finished } = useCountdown(availableTill);
  if (finished) return null;
  return (
    <p className={styles.endsIn}>
      {t('promotions.offer.endsIn')}{' '}
      <time dateTime={availableTill} suppressHydrationWarning>
        {text}
      </time>
    </p>
  );
}

/** The buy button of an offer: opens the cashier on this promo offer. */
export function BuyOfferButton({
  offer,
  location,
  onNavigate,
}: {
  offer: PromoOfferPreset;
  location: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Button
      block
      disabled={!offer.isAvailable}
      data-buy-offer={offer.id}
      onClick={() => {
        onNavigate?.();
        void navigate(cashPromoOfferPath(offer.id, localeFromPath(pathname), location));
      }}
    >
      {t('promotions.offer.buy')}
    </Button>
  );
}

/** One promo offer on the promotions page. */
export function OfferCard({ offer, label }: { offer: PromoOfferPreset; label: string }) {
  const { i18n } = useTranslation();
  const reason = useOfferReason(offer);
  const title = pickText(offer.title, i18n.language);
  return (
    <article className={styles.card} data-promotion-offer={offer.id} aria-label={title}>
      <header className={styles.cardHead}>
        <span className={styles.kind}>{label}</span>
        {offer.badgeLabel ? (
          <span className={styles.badge}>{pickText(offer.badgeLabel, i18n.language)}</span>
        ) : null}
      </header>
      <h3 className={styles.cardTitle}>{title}</h3>
      <OfferValue offer={offer} />
      {offer.availableTill ? <EndsIn availableTill={offer.availableTill} /> : null}
      {reason ? (
        <p className={styles.reason} data-offer-reason="">
          {reason}
        </p>
      ) : null}
      <div className={styles.cardFoot}>
        <BuyOfferButton offer={offer} location="promotions" />
      </div>
    </article>
  );
}
