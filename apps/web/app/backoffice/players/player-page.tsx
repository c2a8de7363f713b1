import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BACKOFFICE_PLAYERS_PATHS,
  BackofficePlayerDetailResponseSchema,
  type BackofficePlayerDetail,
  type BackofficePlayerDetailResponse,
  type BackofficePlayerList,
} from '@casino/contracts';
import type { ApiQuery } from '../../lib/query/api-query.ts';
import { BoLoaded, useBoQuery } from '../use-bo-query.tsx';
import { TabStrip } from '../components/tab-strip.tsx';
import { useOperator } from '../use-operator.ts';
import { brandName } from '../brand-names.ts';
import styles from '../backoffice.module.css';
import { AccountActionDialog, AddNoteDialog, AdjustBalanceDialog } from './player-dialogs.tsx';
import { formatTime } from './player-format.ts';
import { PlayerLimits } from './player-limits.tsx';
import { PlayerBreakList, PlayerBreakNotice } from './player-breaks.tsx';
import { PlayerList } from './player-lists.tsx';
import { PlayerProfile } from './player-profile.tsx';
import { StatusBadge } from './status-badge.tsx';
import own from './players.module.css';

const TABS: Array<{ id: 'profile' | 'limits' | 'breaks' | BackofficePlayerList; label: string }> = [
  { id: 'profile', label: 'Profile & balances' },
  { id: 'ledger', label: 'Ledger' },
  { id: 'rounds', label: 'Game rounds' },
  { id: 'payments', label: 'Purchases' },
  { id: 'redeems', label: 'Redeems' },
  { id: 'documents', label: 'Documents' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'features', label: 'Features' },
  { id: 'notes', label: 'Notes' },
  { id: 'limits', label: 'Limits' },
  { id: 'breaks', label: 'Breaks' },
];
type TabId = (typeof TABS)[number]['id'];

/** One player: header with status and actions, then tabs (the open tab is the URL's `tab`). */
export function PlayerPage({ playerId }: { playerId: string }) {
  const query = useBoQuery(BACKOFFICE_PLAYERS_PATHS.detail(playerId), BackofficePlayerDetailResponseSchema);
  return (
    <div className={own.page}>
      <p>
        <Link to="/backoffice/players/">← Players</Link>
      </p>
      <BoLoaded query={query}>{({ data }) => <PlayerView player={data} query={query} />}</BoLoaded>
    </div>
  );
}

function PlayerView({
  player,
  query,
}: {
  player: BackofficePlayerDetail;
  query: ApiQuery<BackofficePlayerDetailResponse>;
}) {
  const operator = useOperator();
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.some((t) => t.id === params.get('tab')) ? (params.get('tab') as TabId) : 'profile';
  /** Bumped after an action, so the break notice and the open list read again. */
  const [changes, setChanges] = useState(0);
  const [flash, setFlash] = useState<string | null>(null);
  const { setData, reload } = query;
  const show = useCallback((data: BackofficePlayerDetail) => setData({ success: true, data }), [setData]);

  /** An action is done: its message, and the player as it now is (its answer, else read again). */
  const changed = useCallback(
    (message: string, changedPlayer?: BackofficePlayerDetail) => {
      setFlash(message);
      setChanges((n) => n + 1);
      if (changedPlayer) show(changedPlayer);
      else void reload();
    },
    [show, reload],
  );
  const breakLifted = useCallback((message: string) => changed(message), [changed]);

  const can = operator.can;
  return (
    <>
      <header className={own.header}>
        <div>
          <div className={own.title}>
            <h1 data-testid="bo-player-title">{player.email ?? player.login}</h1>
            <StatusBadge status={player.status} />
          </div>
          <div className={own.subtitle}>
            {player.login} · {brandName(player.brand)} · signed up {formatTime(player.createdAt)} ·{' '}
            <span className={own.mono}>{player.id}</span>
          </div>
        </div>
        <div className={own.actions}>
          {can('players.note') ? <AddNoteDialog playerId={player.id} onDone={(m) => changed(m)} /> : null}
          {can('players.adjust') ? <AdjustBalanceDialog player={player} onDone={(m) => changed(m)} /> : null}
          {can('players.lock') && player.status === 'active' ? (
            <AccountActionDialog action="lock" player={player} onDone={(p, m) => changed(m, p)} />
          ) : null}
          {can('players.lock') && player.status === 'locked' ? (
            <AccountActionDialog action="unlock" player={player} onDone={(p, m) => changed(m, p)} />
          ) : null}
          {can('players.lock') && player.status !== 'closed' ? (
            <AccountActionDialog action="close" player={player} onDone={(p, m) => changed(m, p)} />
          ) : null}
        </div>
      </header>
      {player.status === 'locked' ? (
        <p className={styles.notice} role="status">
          Locked {formatTime(player.lockedAt)}: {player.lockReason}. The player cannot sign in.
        </p>
      ) : null}
      {player.status === 'closed' ? (
        <p className={styles.notice} role="status">
          Closed {formatTime(player.closedAt)}: {player.closeReason}. The player cannot sign in; balances are
          kept.
        </p>
      ) : null}
      <PlayerBreakNotice
        playerId={player.id}
        canLift={can('players.lift-break')}
        onLifted={breakLifted}
        reloadKey={changes}
      />
      {flash ? (
        <p className={styles.notice} role="status" data-testid="bo-player-flash">
          {flash}
        </p>
      ) : null}
      <TabStrip
        tabs={TABS}
        current={tab}
        label="Player"
        tabId={(id) => `bo-tab-${id}`}
        panelId={() => 'bo-player-panel'}
        onSelect={(id) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (id === 'profile') next.delete('tab');
              else next.set('tab', id);
              return next;
            },
            { preventScrollReset: true },
          )
        }
      />
      <div id="bo-player-panel" role="tabpanel" aria-labelledby={`bo-tab-${tab}`}>
        {tab === 'profile' ? (
          <PlayerProfile
            player={player}
            canRestrict={can('players.restrict')}
            onRestrictionsChange={(restrictions, message) => {
              show({ ...player, restrictions });
              setFlash(message);
            }}
          />
        ) : tab === 'limits' ? (
          <div className={styles.card}>
            <PlayerLimits playerId={player.id} />
          </div>
        ) : tab === 'breaks' ? (
          <div className={styles.card}>
            <PlayerBreakList
              playerId={player.id}
              canLift={can('players.lift-break')}
              onLifted={breakLifted}
              reloadKey={changes}
            />
          </div>
        ) : (
          <div className={styles.card}>
            <PlayerList key={tab} playerId={player.id} list={tab} reloadKey={changes} />
          </div>
        )}
      </div>
    </>
  );
}
