import type { ReactElement } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import {
  BACKOFFICE_LEDGER_CURRENCIES,
  BACKOFFICE_PLAYERS_PATHS,
  BackofficeFeatureStateRowSchema,
  BackofficeLedgerRowSchema,
  BackofficePaymentRowSchema,
  BackofficePlayerDocumentRowSchema,
  BackofficePlayerNoteSchema,
  BackofficePlayerRedeemRowSchema,
  BackofficeRoundRowSchema,
  BackofficeSessionRowSchema,
  type BackofficeFeatureStateRow,
  type BackofficeLedgerRow,
  type BackofficePaymentRow,
  type BackofficePlayerDocumentRow,
  type BackofficePlayerList,
  type BackofficePlayerNote,
  type BackofficePlayerRedeemRow,
  type BackofficeRoundRow,
  type BackofficeSessionRow,
} from '@casino/contracts';
import { DataTable, orDash, type DataTableProps } from '../components/data-table.tsx';
import { CURRENCY_LABELS, formatSigned, formatTime, formatUnits } from './player-format.ts';
import own from './players.module.css';

/** A time column's cell. */
const at = (cell: { getValue: () => string | null }) => formatTime(cell.getValue());
const Json = ({ value }: { value: unknown }) =>
  value === null || (Array.isArray(value) && value.length === 0) ? (
    <span>—</span>
  ) : (
    <pre className={own.json}>{JSON.stringify(value, null, 1)}</pre>
  );

const ledger = createColumnHelper<BackofficeLedgerRow>();
const LEDGER_COLUMNS = [
  ledger.accessor('createdAt', { header: 'At', cell: at }),
  ledger.accessor('currency', {
    header: 'Currency',
    enableSorting: false,
    cell: (i) => CURRENCY_LABELS[i.getValue()] ?? i.getValue(),
  }),
  ledger.accessor('amount', {
    header: 'Amount',
    cell: (i) => (
      <span className={`${own.amount} ${i.getValue() >= 0 ? own.credit : own.debit}`}>
        {formatSigned(i.row.original.currency, i.getValue())}
      </span>
    ),
  }),
  ledger.accessor('kind', { header: 'Kind', enableSorting: false }),
  ledger.accessor('counterparty', { header: 'Other account', enableSorting: false }),
  ledger.accessor('reason', { header: 'Reason', enableSorting: false, cell: orDash }),
];

const rounds = createColumnHelper<BackofficeRoundRow>();
const ROUND_COLUMNS = [
  rounds.accessor('createdAt', { header: 'At', cell: at }),
  rounds.accessor('gameSlug', { header: 'Game', enableSorting: false }),
  rounds.accessor('currency', { header: 'Currency', enableSorting: false }),
  rounds.accessor('bet', {
    header: 'Bet',
    cell: (i) => (
      <span className={own.amount}>
        {i.row.original.freeSpin ? 'free' : formatUnits(i.row.original.currency, i.getValue())}
      </span>
    ),
  }),
  rounds.accessor('win', {
    header: 'Win',
    cell: (i) => <span className={own.amount}>{formatUnits(i.row.original.currency, i.getValue())}</span>,
  }),
  rounds.accessor('balanceAfter', {
    header: 'Balance after',
    enableSorting: false,
    cell: (i) => <span className={own.amount}>{formatUnits(i.row.original.currency, i.getValue())}</span>,
  }),
  rounds.accessor('status', { header: 'Status', enableSorting: false }),
];

const payments = createColumnHelper<BackofficePaymentRow>();
const PAYMENT_COLUMNS = [
  payments.accessor('createdAt', { header: 'At', cell: at }),
  payments.accessor('offerType', { header: 'Offer', enableSorting: false }),
  payments.accessor('price', {
    header: 'Price',
    cell: (i) => (
      <span className={own.amount}>
        {i.getValue().toLocaleString('en-US', { style: 'currency', currency: 'USD' })}
      </span>
    ),
  }),
  payments.accessor('coins', {
    header: 'Coins',
    enableSorting: false,
    cell: (i) => <span className={own.amount}>{formatUnits('COIN', i.getValue())}</span>,
  }),
  payments.accessor('entries', {
    header: 'Entries',
    enableSorting: false,
    cell: (i) => <span className={own.amount}>{formatUnits('ENTRY', i.getValue())}</span>,
  }),
  payments.accessor('methodType', { header: 'Method', enableSorting: false }),
  payments.accessor('status', { header: 'Status' }),
  payments.accessor('failureReason', { header: 'Failure', enableSorting: false, cell: orDash }),
];

const redeems = createColumnHelper<BackofficePlayerRedeemRow>();
const REDEEM_COLUMNS = [
  redeems.accessor('createdAt', { header: 'Asked', cell: at }),
  redeems.accessor('amount', {
    header: 'Amount',
    cell: (i) => <span className={own.amount}>{formatUnits('WINNING', i.getValue())}</span>,
  }),
  redeems.accessor('status', { header: 'Status' }),
  redeems.accessor('decidedAt', { header: 'Decided', enableSorting: false, cell: at }),
  redeems.accessor('note', { header: 'Note', enableSorting: false, cell: orDash }),
];

const documents = createColumnHelper<BackofficePlayerDocumentRow>();
const DOCUMENT_COLUMNS = [
  documents.accessor('createdAt', { header: 'Uploaded', cell: at }),
  documents.accessor('originalName', { header: 'File', enableSorting: false, cell: orDash }),
  documents.accessor('mime', { header: 'Type', enableSorting: false }),
  documents.accessor('size', {
    header: 'Size',
    enableSorting: false,
    cell: (i) => <span className={own.amount}>{Math.ceil(i.getValue() / 1024)} KB</span>,
  }),
  documents.accessor('status', { header: 'Status' }),
  documents.accessor('reviewNote', { header: 'Review note', enableSorting: false, cell: orDash }),
  documents.accessor('reviewedAt', { header: 'Reviewed', enableSorting: false, cell: at }),
];

const sessions = createColumnHelper<BackofficeSessionRow>();
const SESSION_COLUMNS = [
  sessions.accessor('ref', {
    header: 'Session',
    enableSorting: false,
    cell: (i) => <span className={own.mono}>{i.getValue()}…</span>,
  }),
  sessions.accessor('createdAt', { header: 'Started', cell: at }),
  sessions.accessor('lastSeenAt', { header: 'Last seen', cell: at }),
  sessions.accessor('expiresAt', { header: 'Expires', enableSorting: false, cell: at }),
  sessions.accessor('ip', { header: 'IP', enableSorting: false, cell: orDash }),
  sessions.accessor('userAgent', { header: 'Browser', enableSorting: false, cell: orDash }),
];

const features = createColumnHelper<BackofficeFeatureStateRow>();
const FEATURE_COLUMNS = [
  features.accessor('featureKey', { header: 'Feature' }),
  features.accessor('enabled', {
    header: 'On for the brand',
    enableSorting: false,
    cell: (i) => (i.getValue() ? 'yes' : 'no'),
  }),
  features.accessor('claims', {
    header: 'Claims',
    cell: (i) => <span className={own.amount}>{i.getValue()}</span>,
  }),
  features.accessor('lastClaimAt', { header: 'Last claim', cell: at }),
  features.accessor('lastPeriod', { header: 'Period', enableSorting: false, cell: orDash }),
  features.accessor('lastState', {
    header: 'Kept state',
    enableSorting: false,
    cell: (i) => <Json value={i.getValue()} />,
  }),
  features.accessor('progress', {
    header: 'Progress',
    enableSorting: false,
    cell: (i) => <Json value={i.getValue()} />,
  }),
];

const notes = createColumnHelper<BackofficePlayerNote>();
const NOTE_COLUMNS = [
  notes.accessor('createdAt', { header: 'At', cell: at }),
  notes.accessor('operatorEmail', { header: 'Operator', enableSorting: false, cell: orDash }),
  notes.accessor('text', {
    header: 'Note',
    enableSorting: false,
    cell: (i) => <div className={own.noteText}>{i.getValue()}</div>,
  }),
];

/** A list tab's own table props; `tab` checks its columns and row key against its row schema. */
type ListTab<Row> = Pick<
  DataTableProps<Row>,
  'label' | 'rowSchema' | 'columns' | 'filters' | 'getRowId' | 'defaultPageSize' | 'empty'
>;
/** What every tab's table shares (the player's endpoint, the tab's URL params, the reload). */
type TabTable = Pick<DataTableProps<unknown>, 'endpoint' | 'paramPrefix' | 'search' | 'reloadKey'>;
/** A tab drawn as its own DataTable<Row>, so each keeps its row type (no table of mixed rows). */
const tab =
  <Row,>(props: ListTab<Row>) =>
  (shared: TabTable) => <DataTable<Row> {...shared} {...props} />;

const TABS: Record<BackofficePlayerList, (shared: TabTable) => ReactElement> = {
  ledger: tab({
    label: 'Ledger',
    rowSchema: BackofficeLedgerRowSchema,
    columns: LEDGER_COLUMNS,
    filters: [
      {
        name: 'currency',
        label: 'Currency',
        type: 'select',
        options: BACKOFFICE_LEDGER_CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] ?? c })),
      },
      { name: 'kind', label: 'Kind', type: 'text', placeholder: 'Kind: bet, win, purchase…' },
      { name: 'from', label: 'From (UTC day)', type: 'date' },
      { name: 'to', label: 'To (UTC day)', type: 'date' },
    ],
    empty: 'No ledger entry matches.',
  }),
  rounds: tab({
    label: 'Game rounds',
    rowSchema: BackofficeRoundRowSchema,
    columns: ROUND_COLUMNS,
    empty: 'No game round yet.',
  }),
  payments: tab({
    label: 'Purchases',
    rowSchema: BackofficePaymentRowSchema,
    columns: PAYMENT_COLUMNS,
    empty: 'No purchase yet.',
  }),
  redeems: tab({
    label: 'Redeems',
    rowSchema: BackofficePlayerRedeemRowSchema,
    columns: REDEEM_COLUMNS,
    empty: 'No redeem request yet.',
  }),
  documents: tab({
    label: 'Documents',
    rowSchema: BackofficePlayerDocumentRowSchema,
    columns: DOCUMENT_COLUMNS,
    empty: 'No document uploaded.',
  }),
  sessions: tab({
    label: 'Sessions',
    rowSchema: BackofficeSessionRowSchema,
    columns: SESSION_COLUMNS,
    getRowId: (row) => row.ref,
    empty: 'No live session: the player is signed out everywhere.',
  }),
  features: tab({
    label: 'Feature states',
    rowSchema: BackofficeFeatureStateRowSchema,
    columns: FEATURE_COLUMNS,
    getRowId: (row) => row.featureKey,
    defaultPageSize: 50,
    empty: 'No feature for this brand.',
  }),
  notes: tab({
    label: 'Notes',
    rowSchema: BackofficePlayerNoteSchema,
    columns: NOTE_COLUMNS,
    empty: 'No note yet.',
  }),
};

/** One list tab of the player's page: its own URL params (`ledger.page`…), sorted and paged on the server. */
export function PlayerList({
  playerId,
  list,
  reloadKey,
}: {
  playerId: string;
  list: BackofficePlayerList;
  reloadKey: unknown;
}) {
  return TABS[list]({
    endpoint: BACKOFFICE_PLAYERS_PATHS.sub(playerId, list),
    paramPrefix: list,
    search: false,
    reloadKey,
  });
}
