import { describe, expect, it } from 'vitest';
import { REDEEM_FLOW, REDEEM_STEPS, type RedeemStep } from '@casino/contracts';
import {
  nextRedeemStep,
  REDEEM_MOVES,
  REDEEM_STEP_ACTOR,
  redeemMoveRefusal,
  redeemStatusOf,
  redeemStepsBefore,
  redeemEntrySteps,
  returnsWinnings,
} from './redeem-steps.ts';

describe('redeem state machine', () => {
  it('walks the flow one step at a time, each step moved by its actor', () => {
    for (let i = 1; i < REDEEM_FLOW.length; i++) {
      const [from, to] = [REDEEM_FLOW[i - 1]!, REDEEM_FLOW[i]!];
      expect(nextRedeemStep(from)).toBe(to);
      expect(redeemStepsBefore(to, REDEEM_STEP_ACTOR[to])).toEqual([from]);
    }
    expect(nextRedeemStep('paid')).toBeNull();
  });

  it('enters a new request through the system’s steps into review', () => {
    expect(redeemEntrySteps()).toEqual(['requested', 'identity_check', 'review']);
  });

  it('refuses or cancels only before a decision, and nothing leaves an end', () => {
    expect(redeemStepsBefore('refused', 'operator')).toEqual(['requested', 'identity_check', 'review']);
    expect(redeemStepsBefore('cancelled', 'player')).toEqual(['requested', 'identity_check', 'review']);
    for (const end of ['paid', 'refused', 'cancelled'] as const) expect(REDEEM_MOVES[end]).toEqual([]);
  });

  it('lets no one make another actor’s move', () => {
    expect(redeemStepsBefore('cancelled', 'operator')).toEqual([]);
    expect(redeemStepsBefore('approved', 'player')).toEqual([]);
    expect(redeemStepsBefore('review', 'operator')).toEqual([]);
    expect(redeemStepsBefore('requested', 'player')).toEqual([]);
  });

  it('every move not in the table is refused with a message saying what can happen next', () => {
    for (const from of REDEEM_STEPS)
      for (const to of REDEEM_STEPS) {
        const allowed = REDEEM_MOVES[from].includes(to);
        expect(redeemStepsBefore(to, REDEEM_STEP_ACTOR[to]).includes(from)).toBe(allowed);
        if (!allowed) expect(redeemMoveRefusal(from, to).message).toMatch(/^This redeem request is /);
      }
    expect(redeemMoveRefusal('review', 'sent')).toEqual({
      code: 'invalid_step',
      message:
        'This redeem request is in review: it can next be approved or refused or cancelled, not marked sent.',
    });
    expect(redeemMoveRefusal('sent', 'refused')).toEqual({
      code: 'not_pending',
      message: 'This redeem request is already approved.',
    });
    expect(redeemMoveRefusal('cancelled', 'paid').message).toBe(
      'This redeem request is cancelled: it has ended and cannot be marked paid.',
    );
  });

  it('holds the winnings until approval, pays them out after it, and returns them only on refusal or cancel', () => {
    const statuses = Object.fromEntries(REDEEM_STEPS.map((s) => [s, redeemStatusOf(s)]));
    expect(statuses).toEqual({
      requested: 'pending',
      identity_check: 'pending',
      review: 'pending',
      approved: 'approved',
      sent: 'approved',
      paid: 'approved',
      refused: 'rejected',
      cancelled: 'cancelled',
    });
    expect(REDEEM_STEPS.filter((s: RedeemStep) => returnsWinnings(s))).toEqual(['refused', 'cancelled']);
  });
});
