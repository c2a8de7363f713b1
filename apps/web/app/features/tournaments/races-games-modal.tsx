import { useTranslation } from '../../i18n/react.tsx';
import { pickText, type Tournament } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { titleFromSlug } from '../../lib/format/title-from-slug.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useTournamentsList } from './use-tournament.ts';
import styles from './tournaments.module.css';

/** `races-games` (spec: races games modal): the games of the running races; a game opens in the game modal. */
export default function RacesGamesModal({ close }: ModalComponentProps) {
  const { t, i18n } = useTranslation();
  // The list page's own query: one cache and one live feed for both.
  const { state } = useTournamentsList();
  const running =
    state.status === 'ready' ? state.data.current : state.status === 'error' ? ([] as Tournament[]) : null;
  return (
    <ModalFrame title={t('tournaments.racesGames.title')} size="md">
      <div className={styles.racesGames} data-races-games="">
        {running === null ? (
          <div className={styles.skeleton} role="status" aria-label={t('tournaments.loading')} />
        ) : running.length === 0 ? (
          <p className={styles.empty}>{t('tournaments.none.current')}</p>
        ) : (
          running.map((tournament) => (
            <section key={tournament.id}>
              <h3 className={styles.sectionTitle}>{pickText(tournament.title, i18n.language)}</h3>
              <ul className={styles.games}>
                {tournament.games.map((slug) => (
                  <li key={slug}>
                    <AppLink to={`/tournaments/${tournament.id}/?game=${slug}`} onClick={close}>
                      {titleFromSlug(slug)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </ModalFrame>
  );
}
