import { useTranslation } from '../../i18n/react.tsx';
import type { Promotion } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { titleFromSlug } from '../../lib/format/title-from-slug.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import styles from './promotions.module.css';

type Of<T extends Promotion['type']> = Extract<Promotion, { type: T }>;

/** The rank league's modal (registered by the rank-league feature). */
const RANK_LEAGUE_MODAL = 'rank-league';

function useRankName() {
  const { t } = useTranslation();
  return (name: string) => t(`rankLeague.ranks.${name}`, { defaultValue: titleFromSlug(name) });
}

function Amount({ coins, entries }: { coins: number; entries: number }) {
  const { t, i18n } = useTranslation();
  const parts = [
    coins > 0 ? t('promotions.offer.coins', { amount: formatAmount(coins, i18n.language) }) : null,
    entries > 0 ? t('promotions.offer.entries', { amount: formatAmount(entries, i18n.language) }) : null,
  ].filter(Boolean);
  return parts.length ? <p className={styles.prize}>{parts.join(' ')}</p> : null;
}

function Steps({ steps }: { steps: string[] | null }) {
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

function OpenLeague({ label, primary = false }: { label: string; primary?: boolean }) {
  return (
    <div className={styles.cardFoot}>
      <Button block variant={primary ? 'primary' : 'secondary'} onClick={() => openModal(RANK_LEAGUE_MODAL)}>
        {label}
      </Button>
    </div>
  );
}

/** `rankLeague`: the player's rank, points and progress to the next rank. */
export function RankLeagueCard({ promotion }: { promotion: Of<'rankLeague'> }) {
  const { t, i18n } = useTranslation();
  const rankName = useRankName();
  const { currentRank, nextRank, points, progressPercent } = promotion.data;
  return (
    <article
      className={styles.card}
      data-promotion="rankLeague"
      aria-label={t('promotions.types.rankLeague')}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.rankLeague')}</span>
        <span className={styles.badge}>{rankName(currentRank.name)}</span>
      </header>
      <h3 className={styles.cardTitle}>
        {t('promotions.rankLeague.title', { rank: rankName(currentRank.name) })}
      </h3>
      <p className={styles.text}>
        {t('promotions.rankLeague.points', { points: formatAmount(points, i18n.language) })} ·{' '}
        {nextRank
          ? t('promotions.rankLeague.toNext', { percent: progressPercent, rank: rankName(nextRank.name) })
          : t('promotions.rankLeague.top')}
      </p>
      <Steps steps={promotion.howWorks} />
      <OpenLeague label={t('promotions.rankLeague.open')} />
    </article>
  );
}

/** `rankLeagueReward`: what reaching the next rank pays. */
export function RankLeagueRewardCard({ promotion }: { promotion: Of<'rankLeagueReward'> }) {
  const { t, i18n } = useTranslation();
  const rankName = useRankName();
  const { nextRank, pointsToNextRank } = promotion.data;
  return (
    <article
      className={styles.card}
      data-promotion="rankLeagueReward"
      aria-label={t('promotions.types.rankLeagueReward')}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.rankLeagueReward')}</span>
      </header>
      <h3 className={styles.cardTitle}>
        {t('promotions.rankLeague.rewardTitle', { rank: rankName(nextRank.name) })}
      </h3>
      <Amount coins={promotion.prizeCoins ?? 0} entries={promotion.prizeEntries ?? 0} />
      <p className={styles.text}>
        {t('promotions.rankLeague.rewardText', {
          count: pointsToNextRank,
          points: formatAmount(pointsToNextRank, i18n.language),
        })}
      </p>
      <OpenLeague label={t('promotions.rankLeague.open')} />
    </article>
  );
}

/** `cashback`: the cashback waiting to be collected, or what this week has earned so far. */
export function CashbackCard({ promotion }: { promotion: Of<'cashback'> }) {
  const { t } = useTranslation();
  const available = promotion.data.status === 'available';
  return (
    <article
      className={styles.card}
      data-promotion="cashback"
      data-cashback-status={promotion.data.status}
      aria-label={t('promotions.types.cashback')}
    >
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t('promotions.types.cashback')}</span>
        <span className={styles.badge}>{promotion.data.cashbackPercent}%</span>
      </header>
      <h3 className={styles.cardTitle}>
        {available
          ? t('promotions.rankLeague.cashbackAvailable')
          : t('promotions.rankLeague.cashbackAccumulating')}
      </h3>
      <Amount coins={promotion.data.currentReward.coins} entries={promotion.data.currentReward.entries} />
      <OpenLeague
        label={available ? t('promotions.rankLeague.collect') : t('promotions.rankLeague.open')}
        primary={available}
      />
    </article>
  );
}
