/** Each group's codes, named once: `{ email: ['required'] }` is `{ email: { required: 'email.required' } }`. */
const codeGroups = <const T extends Record<string, readonly string[]>>(groups: T) =>
  Object.fromEntries(
    Object.entries(groups).map(([group, names]) => [
      group,
      Object.fromEntries(names.map((name) => [name, `${group}.${name}`])),
    ]),
  ) as { readonly [G in keyof T & string]: { readonly [N in T[G][number]]: `${G}.${N}` } };

/**
 * What the form schemas (and the use cases behind them) refuse with: a code, not a sentence. The web app
 * resolves a code through its `validation.<code>` messages in the reader's language; the server resolves it
 * the same way before answering, so people never read a code.
 */
export const VALIDATION = codeGroups({
  email: ['required', 'invalid', 'tooLong'],
  password: ['required', 'tooShort', 'tooCommon', 'tooLong', 'mismatch', 'oldRequired'],
  terms: ['required'],
  phone: ['required', 'invalid'],
  code: ['invalid'],
  link: ['incomplete', 'invalid'],
  restore: ['contactRequired'],
  profile: [
    'nameRequired',
    'nameInvalid',
    'nameTooLong',
    'surnameRequired',
    'birthDayRequired',
    'birthDayInvalid',
    'birthDayFuture',
    'birthDayTooYoung',
    'birthDayTooOld',
    'cityRequired',
    'cityTooLong',
    'addressRequired',
    'addressTooLong',
    'addressInvalid',
    'zipInvalid',
    'stateInvalid',
    'nothingToSave',
    'identityLocked',
    'registrationAlreadyComplete',
  ],
  /** The player's public display name (profile.ts `DisplayNameSchema`, core `setDisplayName`). */
  displayName: ['required', 'tooShort', 'tooLong', 'invalid', 'abusive', 'taken'],
  /** Refusals of an engagement claim (contracts `CLAIM_REFUSALS`). */
  claim: [
    'notActive',
    'alreadyClaimed',
    'phoneRequired',
    'balanceTooHigh',
    'crossSite',
    'streakNotComplete',
    'streakDailyLimit',
    'notEnoughBalls',
    'cashbackNotAvailable',
  ],
  /** Player protection limits (play-limits.ts): set-up mistakes and the refusals a limit causes. */
  playLimits: [
    'kindInvalid',
    'periodInvalid',
    'amountInvalid',
    'amountTooLarge',
    'realityCheckInvalid',
    'purchaseDay',
    'purchaseWeek',
    'purchaseMonth',
    'playDay',
    'playWeek',
    'playMonth',
    'sessionTime',
  ],
  /** A break covers the person: another account of someone on a break (docs/player-protection.md). */
  breaks: ['otherAccount'],
  /** Refusals of sweepstakes play by state and age rules (contracts state-rules.ts). */
  stateRules: ['stateClosed', 'underAge'],
  /** Refusals of the request itself (unreadable body, bad address, control characters), not of one form field. */
  request: [
    'malformedJson',
    'wrongShape',
    'unsupportedType',
    'tooLarge',
    'tooDeep',
    'badUrl',
    'nulCharacter',
    'field',
    'notFound',
    'methodNotAllowed',
    'brokenUpload',
    'unknownField',
  ],
  supportChat: [
    'empty',
    'tooLong',
    'emailRequired',
    'unknownConversation',
    'closed',
    'noChat',
    'attachment',
    'unreadableImage',
    'notClosed',
  ],
  /** Filters of the account history (contracts `account-history.ts`). */
  accountHistory: [
    'badType',
    'badCurrency',
    'badDate',
    'rangeReversed',
    'badTimeZone',
    'badCursor',
    'badLimit',
    'badFormat',
  ],
  /** The client seed of provably fair rounds (contracts `provably-fair.ts`). */
  provablyFair: ['clientSeedRequired', 'clientSeedTooLong', 'clientSeedInvalid'],
});

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type ValidationCode = Leaves<typeof VALIDATION>;

export const VALIDATION_CODES: readonly ValidationCode[] = Object.values(VALIDATION).flatMap(
  (group): ValidationCode[] => Object.values(group),
);

const codes = new Set<string>(VALIDATION_CODES);
export const isValidationCode = (value: unknown): value is ValidationCode =>
  typeof value === 'string' && codes.has(value);

/** The message key of a code in the `validation` namespace of the web messages. */
export const validationMessageKey = (code: ValidationCode) => `validation.${code}`;

/** Looks like a code (`word.word`), so it must never reach a person as it is. */
const CODE_SHAPE = /^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/;

/**
 * A refusal as people read it: a known code through `translate` (its `validation.*` message), an unknown
 * code (from a newer server or schema) as the generic `validation.fallback`, and anything else, already a
 * sentence, as it is. The one resolver of the web forms and the server's error answers.
 */
export function validationText(message: string, translate: (key: string) => string): string {
  if (isValidationCode(message)) return translate(validationMessageKey(message));
  if (CODE_SHAPE.test(message)) return translate('validation.fallback');
  return message;
}
