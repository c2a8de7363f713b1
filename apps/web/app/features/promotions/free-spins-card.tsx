import { useTranslation } from '../../i18n/react.tsx';
import type { Promotion } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import { usePromotionsStore } from './promotions-store.ts';
// The card's own styles stay out of promotions.module.css, which guests load for the nav counter.
import own from './free-spins-card.module.css';
import styles from './promotions.module.css';

/** Free spins granted to the player: the game, the spins left, the time left, and Play (opens the game). */
export function FreeSpinsCard({ promotion }: { promotion: Extract<Promotion, { type: 'playerFreeSpin' }> }) {
  const { t } = useTranslation();
  const grant = promotion.data;
  const refresh = usePromotionsStore((state) => state.refresh);
  // An expired grant is gone: the page asks again when the countdown ends.
  const ends = useCountdown(grant.endDate, { onFinish: () => void refresh() });
  return (
    <article
      className={styles.card}
      data-promotion="playerFreeSpin"
      data-free-spin-id={grant.freeSpinId}
      aria-label={t('promotions.playerFreeSpin.title', { game: grant.gameTitle })}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.playerFreeSpin')}</span>
        <span className={styles.badge}>{t('promotions.playerFreeSpin.noBet')}</span>
      </header>
      <div className={own.game}>
        <img src={grant.img} alt="" width={72} height={96} loading="lazy" decoding="async" />
        <div>
          <h3 className={styles.cardTitle}>{grant.gameTitle}</h3>
          <p className={own.count}>{t('promotions.playerFreeSpin.left', { count: grant.freeSpinCount })}</p>
        </div>
      </div>
      <p className={styles.endsIn}>
        {t('promotions.playerFreeSpin.endsIn')}{' '}
        <time dateTime={grant.endDate} suppressHydrationWarning>
          {ends.text}
        </time>
      </p>
      <div className={styles.cardFoot}>
        <AppLink to={grant.link} className={`${styles.linkButton} ${own.play}`}>
          {t('promotions.playerFreeSpin.play')}
        </AppLink>
      </div>
    </article>
  );
}
