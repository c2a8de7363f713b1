import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BACKOFFICE_PLAYERS_BASE,
  BREAK_KINDS,
  BackofficeLiftBreakRequestSchema,
  BackofficePlayerBreakPageSchema,
  PlayerBreakSchema,
  TakeBreakResponseSchema,
  type PlayerBreak,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { useBoQuery } from '../use-bo-query.tsx';
import { DataTable, orDash, selectFilter } from '../components/data-table.tsx';
import { Button } from '../components/button.tsx';
import styles from '../backoffice.module.css';
import { ReasonDialog } from './player-dialogs.tsx';
import { formatTime } from './player-format.ts';

const KIND_LABEL = { coolingOff: 'Cooling-off', selfExclusion: 'Self-exclusion' } as const;
const breaksPath = (playerId: string) => `${BACKOFFICE_PLAYERS_BASE}/${playerId}/breaks/`;

/** In force as the page sees it: not lifted, and no lift time yet or one still ahead. */
const inForce = (row: PlayerBreak) =>
  row.liftedAt === null && (row.liftsAt === null || Date.parse(row.liftsAt) > Date.now());

function describe(row: PlayerBreak) {
  const period = row.endsAt ? `period ends ${formatTime(row.endsAt)}` : 'permanent';
  const lift = row.liftedAt
    ? `lifted early ${formatTime(row.liftedAt)}: ${row.liftReason}`
    : row.liftsAt
      ? `${inForce(row) ? 'lifts' : 'lifted'} ${formatTime(row.liftsAt)}`
      : row.endsAt
        ? 'stays until the player asks to end it (+24 h)'
        : 'never lifts by itself';
  return `${KIND_LABEL[row.kind]} (${row.period}) since ${formatTime(row.startedAt)}; ${period}; ${lift}.`;
}

/** What the player page gives its breaks: may the operator end one early, and what to do once ended. */
interface PlayerBreaksProps {
  playerId: string;
  canLift: boolean;
  onLifted: (message: string) => void;
  /** Load again after an action elsewhere on the page. */
  reloadKey?: unknown;
}

/**
 * The break in force, if any (issue #18), as a notice above the player's tabs: the player cannot play
 * while it runs. Only an admin (`players.lift-break`) ends one early, with a reason kept in the audit log.
 * `reloadKey` loads it again after an action elsewhere on the page.
 */
export function PlayerBreakNotice({ playerId, canLift, onLifted, reloadKey }: PlayerBreaksProps) {
  // The notice stays while a new reloadKey reads again; a read that fails shows what it showed.
  const { state } = useBoQuery(
    breaksPath(playerId),
    BackofficePlayerBreakPageSchema,
    { state: 'inForce', pageSize: 1 },
    { reloadKey, keepPrevious: true },
  );
  const current = state.status === 'ready' ? state.data.data.rows[0] : undefined;
  if (!current) return null;
  return (
    <div className={styles.notice} role="status" data-testid="bo-player-break">
      <strong>{KIND_LABEL[current.kind]} in force.</strong> The player cannot sign in to play, buy, bet or
      receive marketing; redeeming winnings stays open. {describe(current)}{' '}
      {canLift ? <LiftBreakDialog playerId={playerId} row={current} onDone={onLifted} /> : null}
    </div>
  );
}

const column = createColumnHelper<PlayerBreak>();
const time = (value: string | null) => (value ? formatTime(value) : '—');

/**
 * The Breaks tab: every cooling-off and self-exclusion of the player, paged, sorted and filtered on the
 * server with a CSV export, like the page's other lists; an admin ends the one in force early from its row.
 */
export function PlayerBreakList({ playerId, canLift, onLifted, reloadKey }: PlayerBreaksProps) {
  const columns = useMemo(
    () => [
      column.accessor('kind', {
        header: 'Kind',
        enableSorting: false,
        cell: (i) => KIND_LABEL[i.getValue()],
      }),
      column.accessor('period', { header: 'Period', enableSorting: false }),
      column.accessor('startedAt', { header: 'Started', cell: (i) => time(i.getValue()) }),
      column.accessor('endsAt', {
        header: 'Period ends',
        cell: (i) => (i.getValue() ? time(i.getValue()) : 'never (permanent)'),
      }),
      column.accessor('endRequestedAt', {
        header: 'End asked',
        enableSorting: false,
        cell: (i) => time(i.getValue()),
      }),
      column.accessor('liftsAt', {
        header: 'Lifts',
        cell: (i) =>
          i.row.original.liftedAt
            ? `early, ${formatTime(i.row.original.liftedAt)}`
            : i.getValue()
              ? time(i.getValue())
              : i.row.original.endsAt
                ? 'when asked (+24 h)'
                : 'never',
      }),
      column.accessor('liftReason', { header: 'Lift reason', enableSorting: false, cell: orDash }),
      column.display({
        id: 'state',
        header: 'State',
        cell: (c) => (inForce(c.row.original) ? <strong>In force</strong> : 'Over'),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (c) =>
          canLift && inForce(c.row.original) ? (
            <LiftBreakDialog playerId={playerId} row={c.row.original} onDone={onLifted} />
          ) : null,
      }),
    ],
    [canLift, onLifted, playerId],
  );
  return (
    <DataTable
      endpoint={breaksPath(playerId)}
      paramPrefix="breaks"
      search={false}
      reloadKey={reloadKey}
      label="Breaks from play"
      rowSchema={PlayerBreakSchema}
      columns={columns}
      filters={[
        selectFilter('state', 'State', { inForce: 'In force', over: 'Over' }),
        selectFilter('kind', 'Kind', KIND_LABEL, BREAK_KINDS),
      ]}
      empty="No cooling-off or self-exclusion yet."
    />
  );
}

function LiftBreakDialog({
  playerId,
  row,
  onDone,
}: {
  playerId: string;
  row: PlayerBreak;
  onDone: (message: string) => void;
}) {
  return (
    <ReasonDialog
      schema={BackofficeLiftBreakRequestSchema}
      trigger={<Button>End early…</Button>}
      title={`End the ${KIND_LABEL[row.kind].toLowerCase()} early`}
      description="Admins only, for a documented reason (e.g. taken by someone else on the player's device). The reason is kept in the audit log."
      hint="3 to 500 characters."
      submit="End early"
      danger
      send={(values) =>
        boSend('POST', `${breaksPath(playerId)}${row.id}/lift/`, values, TakeBreakResponseSchema)
      }
      done={() => onDone('Break ended early; the reason is in the audit log.')}
    />
  );
}
