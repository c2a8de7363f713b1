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
import { DataTable } from '../components/data-table.tsx';
import { CURRENCY_LABELS, formatSigned, formatTime, formatUnits } from './player-format.ts';
import own from './players.module.css';

const time = (value: string | null) => formatTime(value);
const Json = ({ value }: { value: unknown }) =>
  value === null || (Array.isArray(value) && value.length === 0) ? (
    <span>—</span>
  ) : (
    <pre className={own.json}>{JSON.stringify(value, null, 1)}</pre>
  );

const ledger = createColumnHelper<BackofficeLedgerRow>();
const LEDGER_COLUMNS = [
  ledger.accessor('createdAt', { header: 'At', cell: (i) => time(i.getValue()) }),
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
  ledger.accessor('reason', { header: 'Reason', enableSorting: false, cell: (i) => i.getValue() ?? '—' }),
];

const rounds = createColumnHelper<BackofficeRoundRow>();
const ROUND_COLUMNS = [
  rounds.accessor('createdAt', { header: 'At', cell: (i) => time(i.getValue()) }),
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
  payments.accessor('createdAt', { header: 'At', cell: (i) => time(i.getValue()) }),
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
  payments.accessor('failureReason', {
    header: 'Failure',
    enableSorting: false,
    cell: (i) => i.getValue() ?? '—',
  }),
];

const redeems = createColumnHelper<BackofficePlayerRedeemRow>();
const REDEEM_COLUMNS = [
  redeems.accessor('createdAt', { header: 'Asked', cell: (i) => time(i.getValue()) }),
  redeems.accessor('amount', {
    header: 'Amount',
    cell: (i) => <span className={own.amount}>{formatUnits('WINNING', i.getValue())}</span>,
  }),
  redeems.accessor('status', { header: 'Status' }),
  redeems.accessor('decidedAt', { header: 'Decided', enableSorting: false, cell: (i) => time(i.getValue()) }),
  redeems.accessor('note', { header: 'Note', enableSorting: false, cell: (i) => i.getValue() ?? '—' }),
];

const documents = createColumnHelper<BackofficePlayerDocumentRow>();
const DOCUMENT_COLUMNS = [
  documents.accessor('createdAt', { header: 'Uploaded', cell: (i) => time(i.getValue()) }),
  documents.accessor('originalName', {
    header: 'File',
    enableSorting: false,
    cell: (i) => i.getValue() ?? '—',
  }),
  documents.accessor('mime', { header: 'Type', enableSorting: false }),
  documents.accessor('size', {
    header: 'Size',
    enableSorting: false,
    cell: (i) => <span className={own.amount}>{Math.ceil(i.getValue() / 1024)} KB</span>,
  }),
  documents.accessor('status', { header: 'Status' }),
  documents.accessor('reviewNote', {
    header: 'Review note',
    enableSorting: false,
    cell: (i) => i.getValue() ?? '—',
  }),
  documents.accessor('reviewedAt', {
    header: 'Reviewed',
    enableSorting: false,
    cell: (i) => time(i.getValue()),
  }),
];

const sessions = createColumnHelper<BackofficeSessionRow>();
const SESSION_COLUMNS = [
  sessions.accessor('ref', {
    header: 'Session',
    enableSorting: false,
    cell: (i) => <span className={own.mono}>{i.getValue()}…</span>,
  }),
  sessions.accessor('createdAt', { header: 'Started', cell: (i) => time(i.getValue()) }),
  sessions.accessor('lastSeenAt', { header: 'Last seen', cell: (i) => time(i.getValue()) }),
  sessions.accessor('expiresAt', {
    header: 'Expires',
    enableSorting: false,
    cell: (i) => time(i.getValue()),
  }),
  sessions.accessor('ip', { header: 'IP', enableSorting: false, cell: (i) => i.getValue() ?? '—' }),
  sessions.accessor('userAgent', {
    header: 'Browser',
    enableSorting: false,
    cell: (i) => i.getValue() ?? '—',
  }),
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
  features.accessor('lastClaimAt', { header: 'Last claim', cell: (i) => time(i.getValue()) }),
  features.accessor('lastPeriod', {
    header: 'Period',
    enableSorting: false,
    cell: (i) => i.getValue() ?? '—',
  }),
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
  notes.accessor('createdAt', { header: 'At', cell: (i) => time(i.getValue()) }),
  notes.accessor('operatorEmail', {
    header: 'Operator',
    enableSorting: false,
    cell: (i) => i.getValue() ?? '—',
  }),
  notes.accessor('text', {
    header: 'Note',
    enableSorting: false,
    cell: (i) => <div className={own.noteText}>{i.getValue()}</div>,
  }),
];

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
  const common = {
    endpoint: BACKOFFICE_PLAYERS_PATHS.sub(playerId, list),
    paramPrefix: list,
    search: false as const,
    reloadKey,
  };
  switch (list) {
    case 'ledger':
      return (
        <DataTable
          {...common}
          label="Ledger"
          rowSchema={BackofficeLedgerRowSchema}
          columns={LEDGER_COLUMNS}
          filters={[
            {
              name: 'currency',
              label: 'Currency',
              type: 'select',
              options: BACKOFFICE_LEDGER_CURRENCIES.map((c) => ({
                value: c,
                label: CURRENCY_LABELS[c] ?? c,
              })),
            },
            { name: 'kind', label: 'Kind', type: 'text', placeholder: 'Kind: bet, win, purchase…' },
            { name: 'from', label: 'From (UTC day)', type: 'date' },
            { name: 'to', label: 'To (UTC day)', type: 'date' },
          ]}
          empty="No ledger entry matches."
        />
      );
    case 'rounds':
      return (
        <DataTable
          {...common}
          label="Game rounds"
          rowSchema={BackofficeRoundRowSchema}
          columns={ROUND_COLUMNS}
          empty="No game round yet."
        />
      );
    case 'payments':
      return (
        <DataTable
          {...common}
          label="Purchases"
          rowSchema={BackofficePaymentRowSchema}
          columns={PAYMENT_COLUMNS}
          empty="No purchase yet."
        />
      );
    case 'redeems':
      return (
        <DataTable
          {...common}
          label="Redeems"
          rowSchema={BackofficePlayerRedeemRowSchema}
          columns={REDEEM_COLUMNS}
          empty="No redeem request yet."
        />
      );
    case 'documents':
      return (
        <DataTable
          {...common}
          label="Documents"
          rowSchema={BackofficePlayerDocumentRowSchema}
          columns={DOCUMENT_COLUMNS}
          empty="No document uploaded."
        />
      );
    case 'sessions':
      return (
        <DataTable
          {...common}
          label="Sessions"
          rowSchema={BackofficeSessionRowSchema}
          columns={SESSION_COLUMNS}
          getRowId={(row) => row.ref}
          empty="No live session: the player is signed out everywhere."
        />
      );
    case 'features':
      return (
        <DataTable
          {...common}
          label="Feature states"
          rowSchema={BackofficeFeatureStateRowSchema}
          columns={FEATURE_COLUMNS}
          getRowId={(row) => row.featureKey}
          defaultPageSize={50}
          empty="No feature for this brand."
        />
      );
    case 'notes':
      return (
        <DataTable
          {...common}
          label="Notes"
          rowSchema={BackofficePlayerNoteSchema}
          columns={NOTE_COLUMNS}
          empty="No note yet."
        />
      );
  }
}
