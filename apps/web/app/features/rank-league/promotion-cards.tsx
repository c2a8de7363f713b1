import { useTranslation } from '../../i18n/react.tsx';
import {
  HowItWorks,
  PromotionCardFoot,
  PromotionCardFrame,
  usePrizeText,
} from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import { Button } from '../../components/ui/button.tsx';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { titleFromSlug } from '../../lib/format/title-from-slug.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { RANK_LEAGUE_MODALS } from './modal-names.ts';

function useRankName() {
  const { t } = useTranslation();
  return (name: string) => t(`rankLeague.ranks.${name}`, { defaultValue: titleFromSlug(name) });
}

function Amount({ coins, entries }: { coins: number; entries: number }) {
  const prize = usePrizeText(coins, entries);
  return prize ? <p className={styles.prize}>{prize}</p> : null;
}

function OpenLeague({ label, primary = false }: { label: string; primary?: boolean }) {
  return (
    <PromotionCardFoot>
      <Button
        block
        variant={primary ? 'primary' : 'secondary'}
        onClick={() => openModal(RANK_LEAGUE_MODALS.rankLeague)}
      >
        {label}
      </Button>
    </PromotionCardFoot>
  );
}

/** `rankLeague`: the player's rank, points and progress to the next rank. */
export function RankLeagueCard({ promotion }: PromotionCardProps<'rankLeague'>) {
  const { t, i18n } = useTranslation();
  const rankName = useRankName();
  const { currentRank, nextRank, points, progressPercent } = promotion.data;
  return (
    <PromotionCardFrame
      name="rankLeague"
      label={t('promotions.types.rankLeague')}
      title={t('promotions.rankLeague.title', { rank: rankName(currentRank.name) })}
      badge={rankName(currentRank.name)}
    >
      <p className={styles.text}>
        {t('promotions.rankLeague.points', { points: formatAmount(points, i18n.language) })} ·{' '}
        {nextRank
          ? t('promotions.rankLeague.toNext', { percent: progressPercent, rank: rankName(nextRank.name) })
          : t('promotions.rankLeague.top')}
      </p>
      <HowItWorks steps={promotion.howWorks} />
      <OpenLeague label={t('promotions.rankLeague.open')} />
    </PromotionCardFrame>
  );
}

/** `rankLeagueReward`: what reaching the next rank pays. */
export function RankLeagueRewardCard({ promotion }: PromotionCardProps<'rankLeagueReward'>) {
  const { t, i18n } = useTranslation();
  const rankName = useRankName();
  const { nextRank, pointsToNextRank } = promotion.data;
  return (
    <PromotionCardFrame
      name="rankLeagueReward"
      label={t('promotions.types.rankLeagueReward')}
      title={t('promotions.rankLeague.rewardTitle', { rank: rankName(nextRank.name) })}
    >
      <Amount coins={promotion.prizeCoins ?? 0} entries={promotion.prizeEntries ?? 0} />
      <p className={styles.text}>
        {t('promotions.rankLeague.rewardText', {
          count: pointsToNextRank,
          points: formatAmount(pointsToNextRank, i18n.language),
        })}
      </p>
      <OpenLeague label={t('promotions.rankLeague.open')} />
    </PromotionCardFrame>
  );
}

/** `cashback`: the cashback waiting to be collected, or what this week has earned so far. */
export function CashbackCard({ promotion }: PromotionCardProps<'cashback'>) {
  const { t } = useTranslation();
  const available = promotion.data.status === 'available';
  return (
    <PromotionCardFrame
      name="cashback"
      label={t('promotions.types.cashback')}
      title={
        available
          ? t('promotions.rankLeague.cashbackAvailable')
          : t('promotions.rankLeague.cashbackAccumulating')
      }
      badge={`${promotion.data.cashbackPercent}%`}
      data={{ 'data-cashback-status': promotion.data.status }}
    >
      <Amount coins={promotion.data.currentReward.coins} entries={promotion.data.currentReward.entries} />
      <OpenLeague
        label={available ? t('promotions.rankLeague.collect') : t('promotions.rankLeague.open')}
        primary={available}
      />
    </PromotionCardFrame>
  );
}
