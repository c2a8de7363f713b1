import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BACKOFFICE_PLAYERS_PATHS,
  BackofficePlayerRowSchema,
  PLAYER_ACCOUNT_STATUSES,
  type BackofficePlayerRow,
} from '@casino/contracts';
import { brandFilter, brandName } from '../../backoffice/brand-names.ts';
import { DataTable, orDash, selectFilter } from '../../backoffice/components/data-table.tsx';
import { formatTime, STATUS_TEXT } from '../../backoffice/players/player-format.ts';
import { PlayerSearch } from '../../backoffice/players/player-search.tsx';
import { StatusBadge } from '../../backoffice/players/status-badge.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';
import own from '../../backoffice/players/players.module.css';

export const handle: BackofficeHandle = { permission: 'players.read' };

export function meta() {
  return [{ title: 'Players · Back-office' }];
}

const column = createColumnHelper<BackofficePlayerRow>();
const columns = [
  column.accessor('email', {
    header: 'Email',
    cell: (info) => (
      <Link className={own.cellLink} to={`/backoffice/players/${info.row.original.id}/`}>
        {info.getValue() ?? <span className={styles.muted}>(no email)</span>}
      </Link>
    ),
  }),
  column.accessor('login', { header: 'Login' }),
  column.accessor('name', { header: 'Name', enableSorting: false, cell: orDash }),
  column.accessor('phone', { header: 'Phone', enableSorting: false, cell: orDash }),
  column.accessor('brand', {
    header: 'Brand',
    enableSorting: false,
    cell: (info) => brandName(info.getValue()),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <StatusBadge status={info.getValue()} />,
  }),
  column.accessor('createdAt', { header: 'Signed up', cell: (info) => formatTime(info.getValue()) }),
  column.accessor('lastLoginAt', { header: 'Last sign-in', cell: (info) => formatTime(info.getValue()) }),
];

/** Player search: email, login, id or phone; status and brand filters; server paging, sorting and CSV. */
export default function BackofficePlayersPage() {
  return (
    <div className={own.page}>
      <div className={styles.pageHeader}>
        <h1>Players</h1>
        <span className={styles.muted}>Search by email, login, phone or the player&apos;s id</span>
      </div>
      <div className={styles.card}>
        <PlayerSearch placeholder="Email, login, phone or id" />
        <DataTable
          endpoint={BACKOFFICE_PLAYERS_PATHS.list}
          rowSchema={BackofficePlayerRowSchema}
          columns={columns}
          label="Players"
          // Our own box (above), which never pulls an opening player page back to the list.
          search={false}
          filters={[selectFilter('status', 'Status', STATUS_TEXT, PLAYER_ACCOUNT_STATUSES), brandFilter]}
          empty="No player matches. Try part of the email or login, or the digits of the phone."
        />
      </div>
    </div>
  );
}
