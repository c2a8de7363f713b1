import { describe, expect, it } from 'vitest';
import {
  AccountHistoryQuerySchema,
  describeAccountHistoryRow,
  describeLedgerKind,
} from './account-history.ts';

const texts: Record<string, string> = {
  'accountHistory.kinds.feature': 'Reward: {name}',
  'accountHistory.kinds.bet': 'Bet',
  'accountHistory.features.dailyLogin': 'Daily login',
};
const lookup = (key: string) => texts[key];

describe('account history kinds', () => {
  it('maps each ledger kind to a type; prefixes match whole segments only', () => {
    expect(describeLedgerKind('purchase')).toEqual({ type: 'purchase', label: 'purchase', detail: null });
    expect(describeLedgerKind('redeem:hold').type).toBe('redeem');
    expect(describeLedgerKind('feature:dailyWheel')).toEqual({
      type: 'reward',
      label: 'feature',
      detail: 'dailyWheel',
    });
    expect(describeLedgerKind('featured').type).toBe('other');
    expect(describeLedgerKind('limits:refund')).toEqual({ type: 'other', label: 'other', detail: null });
  });

  it('describes rows in the reader’s words, unknown names humanized, unknown kinds by their memo', () => {
    expect(describeAccountHistoryRow({ kind: 'feature:dailyLogin', memo: null }, lookup)).toBe(
      'Reward: Daily login',
    );
    expect(describeAccountHistoryRow({ kind: 'feature:newThing', memo: null }, lookup)).toBe(
      'Reward: New thing',
    );
    expect(describeAccountHistoryRow({ kind: 'bet', memo: null }, lookup)).toBe('Bet');
    expect(describeAccountHistoryRow({ kind: 'mail-in:entry', memo: 'Request #4' }, lookup)).toBe(
      'Request #4',
    );
    expect(describeAccountHistoryRow({ kind: 'mail-in:entry', memo: null }, lookup)).toBe('mail-in:entry');
  });

  it('reads the query: empty fields are no filter, days must exist, the range must run forwards', () => {
    expect(AccountHistoryQuerySchema.parse({ type: '', from: '' })).toMatchObject({
      limit: 25,
      tz: 0,
      format: 'json',
    });
    expect(AccountHistoryQuerySchema.safeParse({ from: '2026-02-29' }).success).toBe(false);
    expect(AccountHistoryQuerySchema.safeParse({ from: '2028-02-29' }).success).toBe(true);
    expect(AccountHistoryQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(AccountHistoryQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
  });
});
