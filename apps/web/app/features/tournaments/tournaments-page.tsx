import { useTranslation } from '../../i18n/react.tsx';
import { pickText, type Tournament } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { cx } from '../../components/shell/cx.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import ui from '../../styles/ui.module.css';
import { JoinButton } from './join-button.tsx';
import { TOURNAMENT_MODALS } from './modals.ts';
import { Leaderboard, PrizePool, TournamentTime } from './tournament-parts.tsx';
import { useTournamentsList } from './use-tournament.ts';
import styles from './tournaments.module.css';

function TournamentCard({ tournament, refresh }: { tournament: Tournament; refresh: () => void }) {
  const { t, i18n } = useTranslation();
  const state = tournament.isActive ? 'running' : tournament.isOpen ? 'upcoming' : 'finished';
  return (
    <article className={styles.card} data-tournament={tournament.id} data-state={state}>
      <header className={styles.cardHead}>
        <span className={styles.badge} data-badge={state}>
          {t(`tournaments.state.${state}`)}
        </span>
        <TournamentTime tournament={tournament} onChange={refresh} />
      </header>
      <h3 className={styles.cardTitle}>{pickText(tournament.title, i18n.language)}</h3>
      <p className={styles.pool}>
        <Icon name="trophy" size={18} />
        <span>
          {t('tournaments.pool')}{' '}
          <strong>
            <PrizePool prizes={tournament.prizes} />
          </strong>
        </span>
      </p>
      <p className={styles.meta}>
        {t('tournaments.participants', { count: tournament.participants })} ·{' '}
        {t(`tournaments.mode.${tournament.mode}`)}
      </p>
      {tournament.winners.length ? <Leaderboard tournament={tournament} compact /> : null}
      <div className={styles.cardFoot}>
        <JoinButton tournament={tournament} onJoined={refresh} />
        <AppLink to={`/tournaments/${tournament.id}/`} className={styles.link}>
          {t(state === 'finished' ? 'tournaments.results' : 'tournaments.details')}
        </AppLink>
      </div>
    </article>
  );
}

function Section({
  id,
  items,
  refresh,
}: {
  id: 'current' | 'upcoming' | 'finished';
  items: Tournament[];
  refresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`tournaments-${id}`} data-section={id}>
      <h2 id={`tournaments-${id}`} className={styles.sectionTitle}>
        {t(`tournaments.sections.${id}`)}
      </h2>
      {items.length ? (
        <div className={styles.grid}>
          {items.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} refresh={refresh} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{t(`tournaments.none.${id}`)}</p>
      )}
      {id === 'current' && items.length ? (
        <button
          type="button"
          className={cx(ui.button, ui.ghost, ui.small)}
          onClick={() => openModal(TOURNAMENT_MODALS.racesGames)}
        >
          {t('tournaments.racesGames.open')}
        </button>
      ) : null}
    </section>
  );
}

/** /tournaments: the running races, the next ones and the latest results, live. */
export function TournamentsPage() {
  const { t } = useTranslation();
  const { state, refetch } = useTournamentsList();
  const refresh = () => void refetch();
  if (state.status === 'loading')
    return <div className={styles.skeleton} role="status" aria-label={t('tournaments.loading')} />;
  if (state.status === 'error')
    return (
      <LoadFailed className={styles.empty} retry={t('tournaments.retry')} onRetry={refresh}>
        {t('tournaments.failed')}
      </LoadFailed>
    );
  return (
    <div className={styles.page} data-tournaments-page="">
      <Section id="current" items={state.data.current} refresh={refresh} />
      <Section id="upcoming" items={state.data.upcoming} refresh={refresh} />
      <Section id="finished" items={state.data.finished} refresh={refresh} />
      <p className={styles.howLink}>
        <AppLink to="/tournaments/how-it-works/">{t('tournaments.howItWorks.link')}</AppLink>
      </p>
    </div>
  );
}
