import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const SANDBOX_SCENARIOS = [
  'success',
  'decline',
  'insufficient_funds',
  'three_ds_pass',
  'three_ds_fail',
  'unknown_card',
] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

export const SANDBOX_CHARGE_STATUSES = [
  'processing',
  'challenge',
  'succeeded',
  'declined',
  'failed',
] as const;
export type SandboxChargeStatus = (typeof SANDBOX_CHARGE_STATUSES)[number];

/**
 * The sandbox payment provider's own books, as an external provider would keep them: one charge per
 * merchant payment id. Deliberately no foreign key to `payments` — the provider only knows the id we sent.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  /** The provider's reference (`sbx_…`), sent back in every webhook. */
  ref: text('ref').primaryKey(),
  /** The merchant's payment id; one charge per payment. */
  merchantPaymentId: uuid('merchant_payment_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  methodId: text('method_id').notNull(),
  cardLast4: text('card_last4'),
  scenario: text('scenario', { enum: SANDBOX_SCENARIOS }).notNull(),
  status: text('status', { enum: SANDBOX_CHARGE_STATUSES }).notNull(),
  declineCode: text('decline_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
