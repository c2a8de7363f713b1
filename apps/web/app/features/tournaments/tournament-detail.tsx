import { useTranslation } from '../../i18n/react.tsx';
import { pickText, type Tournament, type TournamentPlayerData } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { formatShortNumber } from '../../lib/format/format.ts';
import { titleFromSlug } from '../../lib/format/title-from-slug.ts';
import { JoinButton } from './join-button.tsx';
import { Leaderboard, PrizeTable, TournamentTime } from './tournament-parts.tsx';
import { fetchTournament } from './tournaments-api.ts';
import { useTournament } from './use-tournament.ts';
import styles from './tournaments.module.css';

/** /tournaments/{id}: one tournament, its games, prizes and the live leaderboard with the player's place. */
export function TournamentDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { state, refetch } = useTournament(`id:${id}`, () => fetchTournament(id));
  const refresh = () => void refetch();
  if (state.status === 'loading')
    return <div className={styles.skeleton} role="status" aria-label={t('tournaments.loading')} />;
  if (state.status === 'error' || !state.data.data)
    return (
      <div className={styles.empty} role="alert">
        <p>{t('tournaments.notFound')}</p>
        <AppLink to="/tournaments/">{t('tournaments.backToList')}</AppLink>
      </div>
    );
  return <TournamentDetailView tournament={state.data.data} me={state.data.playerData} refresh={refresh} />;
}

/**
 * A tournament as the player sees it, from the server's shape: the page above, and the back-office's authoring
 * preview with a draft template's data (backoffice/live-operations/tournament-preview.tsx).
 */
export function TournamentDetailView({
  tournament,
  me,
  refresh,
}: {
  tournament: Tournament;
  me: TournamentPlayerData | null;
  refresh: () => void;
}) {
  const { t, i18n } = useTranslation();
  const status = tournament.isActive ? 'running' : tournament.isOpen ? 'upcoming' : 'finished';
  return (
    <div className={styles.detail} data-tournament-detail={tournament.id} data-state={status}>
      <section className={styles.summary}>
        <div className={styles.cardHead}>
          <span className={styles.badge} data-badge={status}>
            {t(`tournaments.state.${status}`)}
          </span>
          <TournamentTime tournament={tournament} onChange={refresh} />
        </div>
        <h2 className={styles.detailTitle}>{pickText(tournament.title, i18n.language)}</h2>
        <p className={styles.meta}>
          {t('tournaments.participants', { count: tournament.participants })} ·{' '}
          {t(`tournaments.mode.${tournament.mode}`)} · {t(`tournaments.scoring.${tournament.scoring.rule}`)}
        </p>
        {me && tournament.isSubscribed ? (
          <dl className={styles.mine} data-my-standing="">
            <div>
              <dt>{t('tournaments.board.place')}</dt>
              <dd data-my-place={me.place ?? ''}>{me.place ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('tournaments.board.points')}</dt>
              <dd data-my-points={me.points}>{formatShortNumber(me.points, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('tournaments.board.rounds')}</dt>
              <dd>{formatShortNumber(me.roundsPlayed, i18n.language)}</dd>
            </div>
          </dl>
        ) : null}
        <div className={styles.actions}>
          <JoinButton tournament={tournament} onJoined={refresh} />
        </div>
      </section>
      <div className={styles.columns}>
        <section aria-labelledby="tournament-board">
          <h3 id="tournament-board" className={styles.sectionTitle}>
            {t(tournament.isFinished ? 'tournaments.board.final' : 'tournaments.board.title')}
          </h3>
          <Leaderboard tournament={tournament} />
        </section>
        <aside>
          <h3 className={styles.sectionTitle}>{t('tournaments.prize.title')}</h3>
          <PrizeTable prizes={tournament.prizes} />
          <h3 className={styles.sectionTitle}>{t('tournaments.games')}</h3>
          <ul className={styles.games}>
            {tournament.games.map((slug) => (
              <li key={slug}>
                <AppLink
                  to={`/tournaments/${tournament.id}/?game=${slug}`}
                  defaultShouldRevalidate={false}
                  data-game-link={slug}
                >
                  {titleFromSlug(slug)}
                </AppLink>
              </li>
            ))}
          </ul>
          {!tournament.isOpen ? null : <p className={styles.hint}>{t('tournaments.playHint')}</p>}
        </aside>
      </div>
    </div>
  );
}
