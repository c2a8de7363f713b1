import type { HomePromotion, SpecPromotionType } from '@casino/contracts';
import { pickText } from '@casino/contracts/values';
import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import ui from '../../styles/ui.module.css';
import { SectionHead } from './section-head.tsx';
import styles from './sections.module.css';

type Art = 'wheel' | 'trophy' | 'drops';

/** The types the server's home payload lists (core's PROMOTION_TYPE_OF, and races): their art and page. */
const CARD: Partial<Record<SpecPromotionType, { art: Art; to: string }>> = {
  dailyWheel: { art: 'wheel', to: '/promotions/' },
  dailyLogin: { art: 'wheel', to: '/promotions/' },
  tournament: { art: 'trophy', to: '/tournaments/' },
  rankLeague: { art: 'trophy', to: '/promotions/' },
  quest: { art: 'trophy', to: '/quests/' },
  prizeDrops: { art: 'drops', to: '/prize-drops/' },
  magicBox: { art: 'drops', to: '/promotions/' },
  piggyBank: { art: 'drops', to: '/piggy-bank/' },
  depositStreak: { art: 'drops', to: '/promotions/' },
  emailLottery: { art: 'drops', to: '/promotions/' },
};

function PromoArt({ kind }: { kind: Art }) {
  if (kind === 'wheel') {
    const colors = ['#ff4f6d', '#ffd54a', '#3ee07a', '#2bb8ff', '#a77bff', '#ff9f1a'];
    return (
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="62" r="50" fill="#fff" />
        {colors.map((color, i) => {
          const a0 = ((i * 60 - 90) * Math.PI) / 180;
          const a1 = (((i + 1) * 60 - 90) * Math.PI) / 180;
          const p = (a: number) =>
            `${(60 + 45 * Math.cos(a)).toFixed(1)} ${(62 + 45 * Math.sin(a)).toFixed(1)}`;
          return <path key={color} d={`M60 62L${p(a0)}A45 45 0 0 1 ${p(a1)}Z`} fill={color} />;
        })}
        <circle cx="60" cy="62" r="11" fill="#fff" />
        <path d="M52 4h16l-8 16Z" fill="#fff" stroke="#222" strokeWidth="2" strokeLinejoin="round" />
      </svg>
    );
  }
  if (kind === 'trophy') {
    return (
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <path d="M38 18h44v30c0 14-10 24-22 24S38 62 38 48Z" fill="#ffd54a" />
        <path
          d="M38 26H22c0 16 8 24 18 25M82 26h16c0 16-8 24-18 25"
          fill="none"
          stroke="#ffd54a"
          strokeWidth="7"
          strokeLinecap="round"
        />
        <rect x="53" y="72" width="14" height="16" fill="#e3a200" />
        <rect x="38" y="88" width="44" height="14" rx="4" fill="#fff" />
        <path d="m60 30 4 8.6 9.4 1.2-6.8 6.4 1.7 9.3L60 51l-8.3 4.5 1.7-9.3-6.8-6.4 9.4-1.2Z" fill="#fff" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true">
      <rect x="30" y="50" width="60" height="48" rx="8" fill="#fff" />
      <rect x="26" y="40" width="68" height="16" rx="6" fill="#ffd54a" />
      <rect x="54" y="40" width="12" height="58" fill="#ff4f6d" />
      <path d="M60 40c-8-14-26-14-22-2 2 5 14 4 22 2Zm0 0c8-14 26-14 22-2-2 5-14 4-22 2Z" fill="#ff4f6d" />
      <circle cx="22" cy="22" r="6" fill="#ffd54a" />
      <circle cx="98" cy="16" r="4" fill="#fff" />
      <circle cx="100" cy="36" r="5" fill="#ffd54a" />
    </svg>
  );
}

/**
 * What the brand runs now, from the home payload (the server's list: nothing here is made up): a card per
 * live feature and per running race with its prize pool. Null when nothing runs.
 */
export function PromotionCards({ promotions }: { promotions: readonly HomePromotion[] }) {
  const { t, i18n } = useTranslation();
  const amounts = useAmountTexts();
  const cards = promotions.flatMap((promotion, index) => {
    const card = CARD[promotion.type];
    return card ? [{ ...card, promotion, key: `${promotion.type}-${index}` }] : [];
  });
  if (!cards.length) return null;
  return (
    <ul className={styles.promos} data-home-promotions="">
      {cards.map(({ key, art, to, promotion }) => (
        <li key={key}>
          <AppLink to={to} className={cx(ui.card, styles.promo)} data-promo={art} data-type={promotion.type}>
            <span className={styles.promoArt}>
              <PromoArt kind={art} />
            </span>
            <span className={styles.promoBody}>
              <span className={styles.promoTag}>{t(`home.promos.types.${promotion.type}.tag`)}</span>
              <span className={styles.promoTitle}>
                {promotion.title
                  ? pickText(promotion.title, i18n.language)
                  : t(`home.promos.types.${promotion.type}.title`)}
              </span>
              <span className={styles.muted}>
                {promotion.prizeCoins !== null || promotion.prizeEntries !== null
                  ? t('home.promos.pool', {
                      coins: amounts.coins(promotion.prizeCoins ?? 0),
                      entries: amounts.entries(promotion.prizeEntries ?? 0),
                    })
                  : t(`home.promos.types.${promotion.type}.text`)}
              </span>
              <span className={styles.promoLink}>
                {t('home.promos.more')}
                <Icon name="chevronRight" size={16} />
              </span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The home's promotions section (a guest following its links meets the teaser page: the access guard). */
export function PromotionsTeaser({ promotions }: { promotions: readonly HomePromotion[] }) {
  if (!promotions.some((promotion) => CARD[promotion.type])) return null;
  return (
    <section className={cx(ui.container, styles.section)} aria-labelledby="home-promos-title">
      <SectionHead id="home-promos-title" texts="home.promos" to="/promotions/" />
      <PromotionCards promotions={promotions} />
    </section>
  );
}
