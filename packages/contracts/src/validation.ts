/**
 * What the form schemas (and the use cases behind them) refuse with: a code, not a sentence. The web app
 * resolves a code through its `validation.<code>` messages in the reader's language; the server resolves it
 * the same way before answering, so people never read a code.
 */
export const VALIDATION = {
  email: { required: 'email.required', invalid: 'email.invalid', tooLong: 'email.tooLong' },
  password: {
    required: 'password.required',
    tooShort: 'password.tooShort',
    tooCommon: 'password.tooCommon',
    tooLong: 'password.tooLong',
    mismatch: 'password.mismatch',
    oldRequired: 'password.oldRequired',
  },
  terms: { required: 'terms.required' },
  phone: { required: 'phone.required', invalid: 'phone.invalid' },
  code: { invalid: 'code.invalid' },
  link: { incomplete: 'link.incomplete', invalid: 'link.invalid' },
  restore: { contactRequired: 'restore.contactRequired' },
  profile: {
    nameRequired: 'profile.nameRequired',
    nameInvalid: 'profile.nameInvalid',
    nameTooLong: 'profile.nameTooLong',
    surnameRequired: 'profile.surnameRequired',
    birthDayRequired: 'profile.birthDayRequired',
    birthDayInvalid: 'profile.birthDayInvalid',
    birthDayFuture: 'profile.birthDayFuture',
    birthDayTooYoung: 'profile.birthDayTooYoung',
    birthDayTooOld: 'profile.birthDayTooOld',
    cityRequired: 'profile.cityRequired',
    cityTooLong: 'profile.cityTooLong',
    addressRequired: 'profile.addressRequired',
    addressTooLong: 'profile.addressTooLong',
    addressInvalid: 'profile.addressInvalid',
    zipInvalid: 'profile.zipInvalid',
    stateInvalid: 'profile.stateInvalid',
    nothingToSave: 'profile.nothingToSave',
    identityLocked: 'profile.identityLocked',
    registrationAlreadyComplete: 'profile.registrationAlreadyComplete',
  },
  /** The player's public display name (profile.ts `DisplayNameSchema`, core `setDisplayName`). */
  displayName: {
    required: 'displayName.required',
    tooShort: 'displayName.tooShort',
    tooLong: 'displayName.tooLong',
    invalid: 'displayName.invalid',
    abusive: 'displayName.abusive',
    taken: 'displayName.taken',
  },
  /** Refusals of an engagement claim (contracts `CLAIM_REFUSALS`). */
  claim: {
    notActive: 'claim.notActive',
    alreadyClaimed: 'claim.alreadyClaimed',
    phoneRequired: 'claim.phoneRequired',
    balanceTooHigh: 'claim.balanceTooHigh',
    crossSite: 'claim.crossSite',
    streakNotComplete: 'claim.streakNotComplete',
    streakDailyLimit: 'claim.streakDailyLimit',
    notEnoughBalls: 'claim.notEnoughBalls',
    cashbackNotAvailable: 'claim.cashbackNotAvailable',
  },
  /** Player protection limits (play-limits.ts): set-up mistakes and the refusals a limit causes. */
  playLimits: {
    kindInvalid: 'playLimits.kindInvalid',
    periodInvalid: 'playLimits.periodInvalid',
    amountInvalid: 'playLimits.amountInvalid',
    amountTooLarge: 'playLimits.amountTooLarge',
    realityCheckInvalid: 'playLimits.realityCheckInvalid',
    purchaseDay: 'playLimits.purchaseDay',
    purchaseWeek: 'playLimits.purchaseWeek',
    purchaseMonth: 'playLimits.purchaseMonth',
    playDay: 'playLimits.playDay',
    playWeek: 'playLimits.playWeek',
    playMonth: 'playLimits.playMonth',
    sessionTime: 'playLimits.sessionTime',
  },
  /** A break covers the person: another account of someone on a break (docs/player-protection.md). */
  breaks: { otherAccount: 'breaks.otherAccount' },
  /** Refusals of sweepstakes play by state and age rules (contracts state-rules.ts). */
  stateRules: { stateClosed: 'stateRules.stateClosed', underAge: 'stateRules.underAge' },
  /** Refusals of the request itself (unreadable body, bad address, control characters), not of one form field. */
  request: {
    malformedJson: 'request.malformedJson',
    wrongShape: 'request.wrongShape',
    unsupportedType: 'request.unsupportedType',
    tooLarge: 'request.tooLarge',
    tooDeep: 'request.tooDeep',
    badUrl: 'request.badUrl',
    nulCharacter: 'request.nulCharacter',
    field: 'request.field',
    notFound: 'request.notFound',
    methodNotAllowed: 'request.methodNotAllowed',
    brokenUpload: 'request.brokenUpload',
    unknownField: 'request.unknownField',
  },
  supportChat: {
    empty: 'supportChat.empty',
    tooLong: 'supportChat.tooLong',
    emailRequired: 'supportChat.emailRequired',
    unknownConversation: 'supportChat.unknownConversation',
    closed: 'supportChat.closed',
    noChat: 'supportChat.noChat',
    attachment: 'supportChat.attachment',
    unreadableImage: 'supportChat.unreadableImage',
    notClosed: 'supportChat.notClosed',
  },
  /** Filters of the account history (contracts `account-history.ts`). */
  accountHistory: {
    badType: 'accountHistory.badType',
    badCurrency: 'accountHistory.badCurrency',
    badDate: 'accountHistory.badDate',
    rangeReversed: 'accountHistory.rangeReversed',
    badTimeZone: 'accountHistory.badTimeZone',
    badCursor: 'accountHistory.badCursor',
    badLimit: 'accountHistory.badLimit',
    badFormat: 'accountHistory.badFormat',
  },
  /** The client seed of provably fair rounds (contracts `provably-fair.ts`). */
  provablyFair: {
    clientSeedRequired: 'provablyFair.clientSeedRequired',
    clientSeedTooLong: 'provablyFair.clientSeedTooLong',
    clientSeedInvalid: 'provablyFair.clientSeedInvalid',
  },
} as const;

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
