import { useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BACKOFFICE_SUPPORT_CHAT_BASE,
  BackofficeChatRowSchema,
  type BackofficeChatRow,
} from '@casino/contracts';
import { DataTable, orDash, selectFilter } from '../../backoffice/components/data-table.tsx';
import { useAgentsRealtime } from '../../backoffice/support-chat/use-agents-realtime.ts';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';

export const handle: BackofficeHandle = { permission: 'chat.answer' };

export function meta() {
  return [{ title: 'Support chat · Back-office' }];
}

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');
const column = createColumnHelper<BackofficeChatRow>();
const columns = [
  column.accessor('email', {
    header: 'Who',
    enableSorting: false,
    cell: (info) => (
      <Link to={`/backoffice/support-chat/${info.row.original.id}/`}>
        {info.getValue() ?? '(no email)'} · {info.row.original.kind}
      </Link>
    ),
  }),
  column.accessor('brand', { header: 'Brand', enableSorting: false }),
  column.accessor('lastMessage', {
    header: 'Last message',
    enableSorting: false,
    cell: (info) => <span className={styles.muted}>{(info.getValue() ?? '').slice(0, 80)}</span>,
  }),
  column.accessor('unread', {
    header: 'Unread',
    enableSorting: false,
    cell: (info) => (info.getValue() ? <strong>{info.getValue()}</strong> : '0'),
  }),
  column.accessor('assignedEmail', { header: 'Agent', enableSorting: false, cell: orDash }),
  column.accessor('waiting', {
    header: 'Came outside hours',
    enableSorting: false,
    cell: (i) => (i.getValue() ? 'yes' : ''),
  }),
  column.accessor('status', { header: 'Status', enableSorting: false }),
  column.accessor('lastMessageAt', { header: 'Last activity', cell: (i) => time(i.getValue()) }),
  column.accessor('rating', { header: 'Rating', enableSorting: false, cell: orDash }),
];

/** The agents' queue (chat.answer): open conversations, oldest activity first; live as messages come in. */
export default function BackofficeSupportChatPage() {
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);
  useAgentsRealtime((push) => push.action !== 'typing' && reload(), reload);
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>Support chat</h1>
        <span className={styles.muted}>
          Open conversations first, the longest waiting on top; updates live
        </span>
      </div>
      <div className={styles.card}>
        <DataTable
          endpoint={`${BACKOFFICE_SUPPORT_CHAT_BASE}/`}
          rowSchema={BackofficeChatRowSchema}
          columns={columns}
          label="Conversations"
          reloadKey={reloadKey}
          filters={[
            selectFilter('status', 'Status', { open: 'Open', closed: 'Closed', all: 'All' }),
            selectFilter('assigned', 'Assigned', { me: 'To me', unassigned: 'Unassigned' }),
          ]}
          empty="No conversation waits. New ones appear here as they come in."
        />
      </div>
    </div>
  );
}
