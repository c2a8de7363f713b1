import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { pickText } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { formatShortNumber } from '../../lib/format/format.ts';
import { JoinButton } from './join-button.tsx';
import { Leaderboard, TournamentTime } from './tournament-parts.tsx';
import { fetchGameTournament } from './tournaments-api.ts';
import { useTournament } from './use-tournament.ts';
import styles from './tournaments.module.css';

/**
 * The in-game tournament panel (game modal): the game's running or next tournament — the player's place and
 * points, the time left, Join — and the live leaderboard on demand. Nothing when the game is in none.
 */
export default function GameTournamentPanel({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const { state, refetch } = useTournament(`game:${slug}`, () => fetchGameTournament(slug));
  const [open, setOpen] = useState(false);
  if (state.status !== 'ready' || !state.data.data) return null;
  const tournament = state.data.data;
  const me = state.data.playerData;
  return (
    <div className={styles.panel} data-game-tournament={tournament.id}>
      <div className={styles.panelBar}>
        <Icon name="trophy" size={18} />
        <AppLink to={`/tournaments/${tournament.id}/`} className={styles.panelTitle}>
          {pickText(tournament.title, i18n.language)}
        </AppLink>
        <TournamentTime tournament={tournament} onChange={() => void refetch()} />
        {tournament.isSubscribed && me ? (
          <span className={styles.panelMine} data-panel-place={me.place ?? ''} data-panel-points={me.points}>
            {t('tournaments.panel.standing', {
              place: me.place ?? '—',
              points: formatShortNumber(me.points, i18n.language),
            })}
          </span>
        ) : null}
        <JoinButton tournament={tournament} onJoined={() => void refetch()} />
        <button
          type="button"
          className={styles.panelToggle}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'tournaments.panel.hide' : 'tournaments.panel.show')}
        </button>
      </div>
      {open ? (
        <div className={styles.panelBoard}>
          <Leaderboard tournament={tournament} compact />
        </div>
      ) : null}
    </div>
  );
}
