import type { ReactNode } from 'react';
import type { Promotion } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { cx } from '../shell/cx.ts';
import { Icon, type IconName } from '../shell/icons.tsx';
import styles from './promotion-card.module.css';

/**
 * The frame every promotions page card shares: its kind, a badge or an art icon, its title, then the
 * feature's own body. `name` is the card's `data-promotion` (the server's card type); the kind defaults to
 * the type's name (`promotions.types.<name>`), the accessible name to the title.
 */
export function PromotionCardFrame({
  name,
  kind,
  title,
  label = title,
  badge,
  art,
  data,
  children,
}: {
  name: string;
  kind?: string;
  /** Left out when the body places the title itself. */
  title?: string;
  label?: string;
  badge?: ReactNode;
  art?: IconName;
  /** More `data-*` attributes of the card. */
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} data-promotion={name} aria-label={label} {...data}>
      <header className={styles.cardHead}>
        <span className={styles.kind}>{kind ?? t(`promotions.types.${name}`)}</span>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        {art ? (
          <span className={styles.coinArt} aria-hidden="true">
            <Icon name={art} size={22} />
          </span>
        ) : null}
      </header>
      {title ? <h3 className={styles.cardTitle}>{title}</h3> : null}
      {children}
    </article>
  );
}

/** The card's buttons and links, at its foot; `stack` puts two of them one above the other. */
export function PromotionCardFoot({ stack = false, children }: { stack?: boolean; children: ReactNode }) {
  return <div className={cx(styles.cardFoot, stack && styles.footStack)}>{children}</div>;
}

/** The server's how-it-works steps of a promotion (texts in `promotions.howWorks`). */
export function HowItWorks({ steps }: { steps: string[] | null }) {
  const { t } = useTranslation();
  if (!steps?.length) return null;
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step}>{t(`promotions.howWorks.${step}`)}</li>
      ))}
    </ol>
  );
}

/** Coins and entries in words ("200,000 Coins +20 free Entries"), or null when both are none. */
export function usePrizeText(coins: number | null, entries: number | null): string | null {
  const amounts = useAmountTexts();
  const parts = [coins ? amounts.coins(coins) : null, entries ? amounts.bonusEntries(entries) : null].filter(
    Boolean,
  );
  // The entries text carries its own plus ("+2 free Entries"), as on the offer cards.
  return parts.length ? parts.join(' ') : null;
}

/** What a promotion pays, as a line of the card. */
export function Prize({ coins, entries }: { coins: number | null; entries: number | null }) {
  const { t } = useTranslation();
  const prize = usePrizeText(coins, entries);
  return prize ? <p className={styles.prize}>{t('promotions.prize', { prize })}</p> : null;
}

/**
 * A card's promotion as the back-office preview draws it: the type's data, and nothing of a player's (no offer,
 * deposit, pay provider or prizes).
 */
export function previewPromotion<T extends Promotion['type']>(
  type: T,
  data: Extract<Promotion, { type: T }>['data'],
): Extract<Promotion, { type: T }> {
  const base = { promoOfferPreset: null, needDeposits: false, applePayEnabled: false, lastPayProvider: null };
  const prizes = { howWorks: null, prizeEntries: null, prizeCoins: null, grandPrize: null };
  return { type, data, ...base, ...prizes } as Extract<Promotion, { type: T }>;
}
