import { z } from 'zod';
import { ok } from './api.ts';
import { VALIDATION } from './validation.ts';

/**
 * Account history (issue #18): the player's own ledger — purchases, redeems, rewards, game rounds and
 * balance corrections — in one list, newest first, a keyset page at a time, or as CSV.
 */

/** What a player filters by; every ledger kind maps to one (unknown kinds are `other`). */
export const ACCOUNT_HISTORY_TYPES = ['purchase', 'redeem', 'reward', 'game', 'adjustment', 'other'] as const;
export type AccountHistoryType = (typeof ACCOUNT_HISTORY_TYPES)[number];

/** The ledger's currencies as the history names them (`MINOR_UNITS` says how each is counted). */
export const ACCOUNT_HISTORY_CURRENCIES = ['COIN', 'ENTRY', 'WINNING', 'TOUR_POINT'] as const;
export type AccountHistoryCurrency = (typeof ACCOUNT_HISTORY_CURRENCIES)[number];

export interface AccountHistoryKindRule {
  /** The ledger kind (`wallet_transfers.kind`); with `prefix`, also every `kind:…`. */
  kind: string;
  prefix?: boolean;
  type: Exclude<AccountHistoryType, 'other'>;
  /** Key under `accountHistory.kinds` in the web messages. */
  label: string;
}

/**
 * Ledger kinds → history types and labels, first match wins. A feature that adds a kind adds a row here;
 * until then its rows show as `other` with the transfer's `metadata.memo` (or the kind itself).
 */
export const ACCOUNT_HISTORY_KINDS: readonly AccountHistoryKindRule[] = [
  { kind: 'purchase', type: 'purchase', label: 'purchase' },
  { kind: 'redeem:hold', type: 'redeem', label: 'redeemHold' },
  { kind: 'redeem:cancel', type: 'redeem', label: 'redeemCancel' },
  { kind: 'redeem:reject', type: 'redeem', label: 'redeemReject' },
  { kind: 'redeem', prefix: true, type: 'redeem', label: 'redeem' },
  { kind: 'bet', type: 'game', label: 'bet' },
  { kind: 'win', type: 'game', label: 'win' },
  { kind: 'rollback', type: 'game', label: 'rollback' },
  { kind: 'free-spin-win', type: 'game', label: 'freeSpinWin' },
  { kind: 'feature', prefix: true, type: 'reward', label: 'feature' },
  { kind: 'reward', prefix: true, type: 'reward', label: 'reward' },
  { kind: 'adjustment', type: 'adjustment', label: 'adjustment' },
];

const ruleMatches = (rule: AccountHistoryKindRule, kind: string) =>
  kind === rule.kind || (rule.prefix === true && kind.startsWith(`${rule.kind}:`));

/** How a ledger kind shows: its type, its label and, for `feature:x` / `reward:x`, the `x`. */
export function describeLedgerKind(kind: string): {
  type: AccountHistoryType;
  label: string;
  detail: string | null;
} {
  const rule = ACCOUNT_HISTORY_KINDS.find((r) => ruleMatches(r, kind));
  if (!rule) return { type: 'other', label: 'other', detail: null };
  const detail = rule.prefix && kind !== rule.kind ? kind.slice(rule.kind.length + 1) : null;
  return { type: rule.type, label: rule.label, detail };
}

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const DaySchema = z
  .string({ error: VALIDATION.accountHistory.badDate })
  .refine(isDay, VALIDATION.accountHistory.badDate);

/** Page sizes a client may ask for; the CSV export reads in pages of the largest. */
export const ACCOUNT_HISTORY_PAGE_SIZE = 25;
export const ACCOUNT_HISTORY_MAX_PAGE_SIZE = 100;
/** The most rows one CSV export holds (the newest of the filter). */
export const ACCOUNT_HISTORY_CSV_MAX_ROWS = 10_000;

/**
 * `GET /rest/player/account-history/`: filters (type, currency, a range of days in the player's time zone,
 * both days included), the cursor of the previous page (`nextCursor`) and `format=csv` for a download.
 */
export const AccountHistoryQuerySchema = z
  .object({
    type: z.preprocess(
      emptyAsMissing,
      z.enum(ACCOUNT_HISTORY_TYPES, { error: VALIDATION.accountHistory.badType }).optional(),
    ),
    currency: z.preprocess(
      emptyAsMissing,
      z.enum(ACCOUNT_HISTORY_CURRENCIES, { error: VALIDATION.accountHistory.badCurrency }).optional(),
    ),
    from: z.preprocess(emptyAsMissing, DaySchema.optional()),
    to: z.preprocess(emptyAsMissing, DaySchema.optional()),
    /** The player's offset from UTC in minutes (east positive), so "a day" is the player's day. */
    tz: z.preprocess(
      emptyAsMissing,
      z.coerce
        .number({ error: VALIDATION.accountHistory.badTimeZone })
        .int(VALIDATION.accountHistory.badTimeZone)
        .min(-840, VALIDATION.accountHistory.badTimeZone)
        .max(840, VALIDATION.accountHistory.badTimeZone)
        .default(0),
    ),
    cursor: z.preprocess(
      emptyAsMissing,
      z
        .string({ error: VALIDATION.accountHistory.badCursor })
        .regex(/^[1-9]\d{0,14}$/, VALIDATION.accountHistory.badCursor)
        .optional(),
    ),
    limit: z.preprocess(
      emptyAsMissing,
      z.coerce
        .number({ error: VALIDATION.accountHistory.badLimit })
        .int(VALIDATION.accountHistory.badLimit)
        .min(1, VALIDATION.accountHistory.badLimit)
        .max(ACCOUNT_HISTORY_MAX_PAGE_SIZE, VALIDATION.accountHistory.badLimit)
        .default(ACCOUNT_HISTORY_PAGE_SIZE),
    ),
    format: z.preprocess(
      emptyAsMissing,
      z.enum(['json', 'csv'], { error: VALIDATION.accountHistory.badFormat }).default('json'),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: VALIDATION.accountHistory.rangeReversed,
    path: ['to'],
  });
export type AccountHistoryQuery = z.infer<typeof AccountHistoryQuerySchema>;

/** One movement on the player's side of the ledger. */
export const AccountHistoryRowSchema = z.object({
  /** The ledger entry's id; also the cursor of the rows after it. */
  id: z.string(),
  createdAt: z.string(),
  type: z.enum(ACCOUNT_HISTORY_TYPES),
  /** The ledger kind, as stored (`purchase`, `feature:dailyLogin`, …). */
  kind: z.string(),
  currency: z.enum(ACCOUNT_HISTORY_CURRENCIES),
  /** Signed, in the currency's minor unit (MINOR_UNITS): + credited to the player, − taken. */
  amount: z.number().int(),
  /** The game of a bet or win: the catalogue's title, or its id when the catalogue does not list it. */
  gameId: z.string().nullable(),
  gameTitle: z.string().nullable(),
  /** A purchase's price in US cents. */
  priceCents: z.number().int().nullable(),
  /** A redeem's request status now (`pending`, `approved`, `rejected`, `cancelled`). */
  redeemStatus: z.string().nullable(),
  /** A player-facing note the transfer carries (`metadata.memo`), e.g. for a kind this list does not know. */
  memo: z.string().nullable(),
});
export type AccountHistoryRow = z.infer<typeof AccountHistoryRowSchema>;

export const AccountHistoryResponseSchema = ok({
  data: z.object({
    rows: z.array(AccountHistoryRowSchema),
    /** Pass as `cursor` for the next (older) rows; null at the end. */
    nextCursor: z.string().nullable(),
  }),
});
export type AccountHistoryResponse = z.infer<typeof AccountHistoryResponseSchema>;

const humanize = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/**
 * A row's description in the reader's language, for the page and the CSV alike. `lookup` answers a message
 * key of the web messages (`accountHistory.kinds.win`) or undefined; labels take the feature's or step's name
 * as `{name}` (single braces: filled here, not by i18next). Unknown kinds read as their memo, else the kind.
 */
export function describeAccountHistoryRow(
  row: Pick<AccountHistoryRow, 'kind' | 'memo'>,
  lookup: (key: string) => string | undefined,
): string {
  const { label, detail } = describeLedgerKind(row.kind);
  if (label === 'other') return row.memo ?? row.kind;
  const names = label === 'feature' ? 'features' : label === 'reward' ? 'steps' : undefined;
  const name = detail ? ((names && lookup(`accountHistory.${names}.${detail}`)) ?? humanize(detail)) : '';
  const text = (lookup(`accountHistory.kinds.${label}`) ?? humanize(label)).replace('{name}', name);
  return row.memo ? `${text} · ${row.memo}` : text;
}
