import type { RedeemActor, RedeemStatus, RedeemStep } from '@casino/contracts';

/**
 * The redeem state machine (docs/redeem.md, Timeline): from each step, the steps it may move to and who
 * moves there. The identity check and the review's start are the system's (a request needs an approved
 * document, so the check passes at once); approval, sending, payment and refusal are an operator's; the
 * player may cancel until a decision. Pure: the database applies it in redeem-timeline.ts.
 */
export const REDEEM_MOVES: Readonly<Record<RedeemStep, readonly RedeemStep[]>> = {
  requested: ['identity_check', 'refused', 'cancelled'],
  identity_check: ['review', 'refused', 'cancelled'],
  review: ['approved', 'refused', 'cancelled'],
  approved: ['sent'],
  sent: ['paid'],
  paid: [],
  refused: [],
  cancelled: [],
};

/** Who moves a request to each step. */
export const REDEEM_STEP_ACTOR: Readonly<Record<RedeemStep, RedeemActor>> = {
  requested: 'player',
  identity_check: 'system',
  review: 'system',
  approved: 'operator',
  sent: 'operator',
  paid: 'operator',
  refused: 'operator',
  cancelled: 'player',
};

/** What a step means for the held winnings: still held, paid out, or returned. */
export function redeemStatusOf(step: RedeemStep): RedeemStatus {
  if (step === 'refused') return 'rejected';
  if (step === 'cancelled') return 'cancelled';
  if (step === 'approved' || step === 'sent' || step === 'paid') return 'approved';
  return 'pending';
}

/** The steps that return the held winnings to the player (once: the ledger key is the request's). */
export const returnsWinnings = (step: RedeemStep) => step === 'refused' || step === 'cancelled';

/** The step the flow expects next (its time is promised by the brand), or null once it ended. */
export const nextRedeemStep = (step: RedeemStep): RedeemStep | null => REDEEM_MOVES[step][0] ?? null;

/**
 * Where a new request stands and the steps it passed to get there: requested, then every step the system
 * moves to at once (the identity check, the review's start), following the machine's first move.
 */
export function redeemEntrySteps(): RedeemStep[] {
  const steps: RedeemStep[] = ['requested'];
  for (let next = nextRedeemStep('requested'); next && REDEEM_STEP_ACTOR[next] === 'system';) {
    steps.push(next);
    next = nextRedeemStep(next);
  }
  return steps;
}

/** The steps from which `actor` may move a request to `to` (empty: never). */
export const redeemStepsBefore = (to: RedeemStep, actor: RedeemActor): RedeemStep[] =>
  REDEEM_STEP_ACTOR[to] === actor
    ? (Object.keys(REDEEM_MOVES) as RedeemStep[]).filter((from) => REDEEM_MOVES[from].includes(to))
    : [];

const STANDING: Record<RedeemStep, string> = {
  requested: 'requested',
  identity_check: 'at the identity check',
  review: 'in review',
  approved: 'approved',
  sent: 'sent',
  paid: 'paid',
  refused: 'refused',
  cancelled: 'cancelled',
};
const MOVE: Record<RedeemStep, string> = {
  requested: 'requested',
  identity_check: 'checked',
  review: 'reviewed',
  approved: 'approved',
  sent: 'marked sent',
  paid: 'marked paid',
  refused: 'refused',
  cancelled: 'cancelled',
};

/**
 * Why a request at `from` cannot be moved to `to`, in words an operator or player can act on: a decision
 * on a decided request says what it already is; any other move says what the request can do next.
 */
export function redeemMoveRefusal(
  from: RedeemStep,
  to: RedeemStep,
): { code: 'not_pending' | 'invalid_step'; message: string } {
  const status = redeemStatusOf(from);
  if (status !== 'pending' && (to === 'approved' || to === 'refused' || to === 'cancelled'))
    return { code: 'not_pending', message: `This redeem request is already ${status}.` };
  const next = REDEEM_MOVES[from].map((step) => MOVE[step]);
  return {
    code: 'invalid_step',
    message: next.length
      ? `This redeem request is ${STANDING[from]}: it can next be ${next.join(' or ')}, not ${MOVE[to]}.`
      : `This redeem request is ${STANDING[from]}: it has ended and cannot be ${MOVE[to]}.`,
  };
}
