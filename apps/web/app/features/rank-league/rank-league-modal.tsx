import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { CashbackInfo, RankLeagueInfo } from '@casino/contracts';
import { cx } from '../../components/shell/cx.ts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { amountText } from './amount.ts';
import { RANK_LEAGUE_MODALS } from './modal-names.ts';
import { payCashback } from './rank-league-api.ts';
import { rankName } from './rank-name.ts';
import { useRankLeague } from './use-rank-league.ts';
import styles from './rank-league.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';

/** `rank-league`: the player's rank, progress to the next, every rank's perks, and the cashback to collect. */
export default function RankLeagueModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { state, reload } = useRankLeague();
  return (
    <ModalFrame title={t('rankLeague.title')} size="md">
      {state.status === 'loading' ? (
        <p className={styles.lead} role="status">
          {t('rankLeague.loading')}
        </p>
      ) : state.status === 'error' ? (
        <div className={styles.body}>
          <p className={styles.lead}>{t('rankLeague.failed')}</p>
          <Button variant="secondary" onClick={() => void reload()}>
            {t('rankLeague.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.body} data-rank-league={state.data.league.currentRank.name}>
          <Progress league={state.data.league} />
          <Cashback cashback={state.data.cashback} onPaid={close} onStale={reload} />
          <Ranks league={state.data.league} />
        </div>
      )}
    </ModalFrame>
  );
}

function Progress({ league }: { league: RankLeagueInfo }) {
  const { t, i18n } = useTranslation();
  const next = league.nextRank;
  return (
    <section className={styles.progress} aria-label={t('rankLeague.progress.label')}>
      <div className={styles.rankRow}>
        <span className={styles.badge} data-rank={league.currentRank.rank}>
          {rankName(t, league.currentRank.name)}
        </span>
        <span className={styles.points} data-rank-points={league.points}>
          {t('rankLeague.progress.points', { points: formatAmount(league.points, i18n.language) })}
        </span>
      </div>
      <ProgressBar
        className={styles.bar}
        fillClassName={styles.fill}
        value={league.progressPercent}
        label={t('rankLeague.progress.label')}
      />
      <p className={styles.lead}>
        {next && league.pointsToNextRank !== null
          ? t('rankLeague.progress.toNext', {
              count: league.pointsToNextRank,
              points: formatAmount(league.pointsToNextRank, i18n.language),
              rank: rankName(t, next.name),
            })
          : t('rankLeague.progress.top')}
      </p>
      <p className={styles.hint}>
        {t('rankLeague.progress.howToEarn', {
          coin: formatAmount(league.pointsPerCoin, i18n.language),
          entry: formatAmount(league.pointsPerEntry, i18n.language),
        })}
      </p>
    </section>
  );
}

function Cashback({
  cashback,
  onPaid,
  onStale,
}: {
  cashback: CashbackInfo;
  onPaid: () => void;
  onStale: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reward = amountText(t, i18n.language, cashback.currentReward);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const collect = async () => {
    setBusy(true);
    setError(null);
    try {
      const paid = await payCashback();
      onPaid();
      openModal(RANK_LEAGUE_MODALS.cashbackCongrats, { prize: paid.data.prize });
    } catch (failure) {
      setError(httpErrorText(failure, t));
      onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={styles.cashback}
      data-cashback={cashback.status}
      aria-label={t('rankLeague.cashback.title')}
    >
      <h3 className={styles.sectionTitle}>{t('rankLeague.cashback.title')}</h3>
      {cashback.status === 'available' ? (
        <>
          <p className={styles.reward}>{reward}</p>
          {cashback.expiresAt ? (
            <p className={styles.hint} suppressHydrationWarning>
              {t('rankLeague.cashback.until', { date: date(cashback.expiresAt) })}
            </p>
          ) : null}
          <Button block disabled={busy} onClick={() => void collect()} data-cashback-collect="">
            {t('rankLeague.cashback.collect')}
          </Button>
        </>
      ) : cashback.status === 'accumulating' ? (
        <>
          <p className={styles.lead}>
            {t('rankLeague.cashback.percent', {
              percent: formatAmount(cashback.cashbackPercent, i18n.language),
            })}
          </p>
          <p className={styles.reward}>{reward ?? t('rankLeague.cashback.nothingYet')}</p>
          {cashback.availableAfterDateTime ? (
            <p className={styles.hint} suppressHydrationWarning>
              {t('rankLeague.cashback.after', {
                date: date(cashback.availableAfterDateTime),
                count: cashback.availableAfterDay ?? 0,
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.lead}>{t('rankLeague.cashback.unavailable')}</p>
      )}
      <FormError className={styles.error}>{error}</FormError>
    </section>
  );
}

function Ranks({ league }: { league: RankLeagueInfo }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={t('rankLeague.ranks.title')}>
      <h3 className={styles.sectionTitle}>{t('rankLeague.ranks.title')}</h3>
      <ol className={styles.ranks}>
        {league.ranks.map((rank) => {
          const current = rank.rank === league.currentRank.rank;
          const reward = amountText(t, i18n.language, rank.reward);
          return (
            <li
              key={rank.rank}
              className={cx(styles.rank, rank.isReached && styles.reached, current && styles.current)}
              data-rank-row={rank.name}
              aria-current={current ? 'true' : undefined}
            >
              <span className={styles.rankName}>{rankName(t, rank.name)}</span>
              <span className={styles.rankPoints}>
                {t('rankLeague.ranks.points', { points: formatAmount(rank.points, i18n.language) })}
              </span>
              <span className={styles.perks}>
                {[
                  reward ? t('rankLeague.ranks.reward', { reward }) : null,
                  rank.cashbackPercent > 0
                    ? t('rankLeague.ranks.cashback', {
                        percent: formatAmount(rank.cashbackPercent, i18n.language),
                      })
                    : null,
                  rank.vipBundle ? t('rankLeague.ranks.vipBundle') : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || t('rankLeague.ranks.start')}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
