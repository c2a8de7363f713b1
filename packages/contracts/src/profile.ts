import { z } from 'zod';
import { ok } from './api.ts';
import { PresetPackageSchema } from './app-init.ts';
import { EmailSchema, PasswordSchema } from './auth.ts';
import { ProfileFeatureFieldsSchema } from './features.ts';
import { GameModeSchema, PlayerInfoSchema } from './game-mode.ts';
import { WsConnectionDataSchema, type PushData } from './realtime.ts';
import { VALIDATION, type ValidationCode } from './validation.ts';

/** The personal fields of the profile (`phone` aside): a verified identity locks some of them. */
export const PERSONAL_FIELD_KEYS = [
  'name',
  'surname',
  'birthDay',
  'city',
  'address',
  'address2',
  'zip',
  'state',
] as const;
/** Fields a player fills in about themselves; `phone` is changed on /phone-edit, with a confirmation code. */
export const PROFILE_FIELD_KEYS = [...PERSONAL_FIELD_KEYS, 'phone'] as const;
export const ProfileFieldKeySchema = z.enum(PROFILE_FIELD_KEYS);
export type ProfileFieldKey = z.infer<typeof ProfileFieldKeySchema>;

/** The spec's field sets: full, or easy on brands with the easy-profile module. */
export const FULL_PROFILE_FIELDS: readonly ProfileFieldKey[] = [
  'name',
  'surname',
  'city',
  'address',
  'address2',
  'zip',
  'state',
  'phone',
  'birthDay',
];
export const EASY_PROFILE_FIELDS: readonly ProfileFieldKey[] = ['name', 'surname', 'birthDay', 'zip'];
/** Asked for with its neighbour but never required: an empty second address line leaves nothing incomplete. */
export const OPTIONAL_PROFILE_FIELDS: readonly ProfileFieldKey[] = ['address2'];

/** Players must be adults. */
export const MIN_PLAYER_AGE = 18;

/** The English texts of the `profile.*` codes the profile rules refuse with (see `validation.json`). */
export const PROFILE_TEXTS = {
  nameRequired: 'Please enter your first name',
  nameInvalid: 'Please use letters, spaces, hyphens and apostrophes only',
  nameTooLong: 'Please use at most 50 characters',
  surnameRequired: 'Please enter your last name',
  birthDayRequired: 'Please enter your date of birth',
  birthDayInvalid: 'Please enter a valid date of birth',
  birthDayFuture: "Your date of birth can't be in the future",
  birthDayTooYoung: 'You must be at least 18 years old to play',
  birthDayTooOld: 'Please check the year of your date of birth',
  cityRequired: 'Please enter your city',
  cityTooLong: 'Please use at most 80 characters',
  addressRequired: 'Please enter your street address',
  addressTooLong: 'Please use at most 120 characters',
  addressInvalid: 'Please remove special control characters from the address',
  zipInvalid: 'Please enter a 5-digit ZIP code, or ZIP+4 like 12345-6789',
  stateInvalid: 'Please choose your US state',
  nothingToSave: 'Nothing to save: change at least one field',
  identityLocked:
    'Your identity is verified, so your name and date of birth are locked. Please contact support to correct them.',
  registrationAlreadyComplete: 'Your registration is already complete.',
} as const;

/** US states and DC, by postal code. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsStateCode = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as UsStateCode[];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's calendar date in UTC, YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** Whether an ISO date names a real calendar day (2023-02-30 does not). */
export function isRealIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Why a date of birth is refused, or null when it is fine: a real day, not in the future, 18 or older
 * today (someone born on 29 February comes of age on 1 March in non-leap years), and not before 1900.
 */
export function birthDayProblem(value: string, now: Date = new Date()): ValidationCode | null {
  if (!isRealIsoDate(value)) return VALIDATION.profile.birthDayInvalid;
  const today = todayIso(now);
  if (value > today) return VALIDATION.profile.birthDayFuture;
  if (value < '1900-01-01') return VALIDATION.profile.birthDayTooOld;
  const cutoff = `${String(Number(today.slice(0, 4)) - MIN_PLAYER_AGE).padStart(4, '0')}${today.slice(4)}`;
  if (value > cutoff) return VALIDATION.profile.birthDayTooYoung;
  return null;
}

// Letters of any script, with the joiners names really use.
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const NO_CONTROL = /^[^\p{Cc}]*$/u;

const personName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(50, VALIDATION.profile.nameTooLong)
    .regex(PERSON_NAME, VALIDATION.profile.nameInvalid);

export const ProfileNameSchema = personName(VALIDATION.profile.nameRequired);
export const ProfileSurnameSchema = personName(VALIDATION.profile.surnameRequired);
export const BirthDaySchema = z
  .string({ error: VALIDATION.profile.birthDayRequired })
  .trim()
  .min(1, VALIDATION.profile.birthDayRequired)
  .superRefine((value, ctx) => {
    const problem = birthDayProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const CitySchema = z
  .string({ error: VALIDATION.profile.cityRequired })
  .trim()
  .min(1, VALIDATION.profile.cityRequired)
  .max(80, VALIDATION.profile.cityTooLong)
  .regex(PERSON_NAME, VALIDATION.profile.nameInvalid);
export const AddressSchema = z
  .string({ error: VALIDATION.profile.addressRequired })
  .trim()
  .min(1, VALIDATION.profile.addressRequired)
  .max(120, VALIDATION.profile.addressTooLong)
  .regex(NO_CONTROL, VALIDATION.profile.addressInvalid);
/** The second address line may be cleared: empty means none. */
export const Address2Schema = z
  .string()
  .trim()
  .max(120, VALIDATION.profile.addressTooLong)
  .regex(NO_CONTROL, VALIDATION.profile.addressInvalid)
  .transform((v) => (v === '' ? null : v))
  .nullable();
/** US ZIP: 5 digits, or ZIP+4 with or without the hyphen; stored as 12345 or 12345-6789. */
export const ZipSchema = z
  .string({ error: VALIDATION.profile.zipInvalid })
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, VALIDATION.profile.zipInvalid)
  .transform((v) => (v.length === 9 ? `${v.slice(0, 5)}-${v.slice(5)}` : v));
export const UsStateSchema = z
  .string({ error: VALIDATION.profile.stateInvalid })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z.enum(US_STATE_CODES as [UsStateCode, ...UsStateCode[]], { error: VALIDATION.profile.stateInvalid }),
  );

/** Each personal field's own rule (the web forms check a field as it is typed). */
export const PERSONAL_FIELD_SCHEMAS = {
  name: ProfileNameSchema,
  surname: ProfileSurnameSchema,
  birthDay: BirthDaySchema,
  city: CitySchema,
  address: AddressSchema,
  address2: Address2Schema,
  zip: ZipSchema,
  state: UsStateSchema,
} as const;

/** POST /rest/player/profile/: any of the personal fields, at least one; unknown keys are refused. */
export const ProfileUpdateSchema = z
  .strictObject(PERSONAL_FIELD_SCHEMAS)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), VALIDATION.profile.nothingToSave);
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
export type PersonalFieldKey = (typeof PERSONAL_FIELD_KEYS)[number];

/** A display name's length, in characters (the board masks it to its first letters). */
export const DISPLAY_NAME_LENGTH = { min: 3, max: 20 } as const;
// Letters and digits of any script with a few joiners; no leading joiner, so no name looks like a list mark.
const DISPLAY_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._-]*$/u;

/**
 * The name a player picks to be known by (header, boards): its shape. Abuse and uniqueness per brand are the
 * server's (core `setDisplayName`), since they need the word list and the other players.
 */
export const DisplayNameSchema = z
  .string({ error: VALIDATION.displayName.required })
  .trim()
  .transform((v) => v.replace(/\s+/gu, ' '))
  .pipe(
    z
      .string()
      .min(1, VALIDATION.displayName.required)
      .min(DISPLAY_NAME_LENGTH.min, VALIDATION.displayName.tooShort)
      .max(DISPLAY_NAME_LENGTH.max, VALIDATION.displayName.tooLong)
      .regex(DISPLAY_NAME, VALIDATION.displayName.invalid),
  );

/** POST /rest/player/display-name/ */
export const DisplayNameUpdateSchema = z.strictObject({ displayName: DisplayNameSchema });
export type DisplayNameUpdate = z.output<typeof DisplayNameUpdateSchema>;
export const DISPLAY_NAME_PATH = '/rest/player/display-name/';

const Active = z.object({ isActive: z.boolean() });

/** The spec's feature flags of the profile (core: each feature's module answers its own). */
export const ProfileFeatureFlagsSchema = z.object({
  season: z.object({
    isEnabled: z.boolean(),
    isAvailable: z.boolean(),
    slug: z.string().nullable(),
    currentLevel: z.number().int().nonnegative(),
    totalProgressPercents: z.number().min(0).max(100),
  }),
  depositStreak: z.object({ isActive: z.boolean(), skin: z.string().nullable() }),
  moneyBox: Active,
  bingo: Active,
  dailyLogin: Active,
  prizeDrops: Active,
  magicBox: Active,
  scratchCardLottery: Active,
  rankLeague: z.object({ enabled: z.boolean() }),
});
export type ProfileFeatureFlags = z.infer<typeof ProfileFeatureFlagsSchema>;

/** GET /rest/player/profile/ → data. Features not built yet answer their honest defaults. */
export const ProfileSchema = z.object({
  login: z.string(),
  /** The name the player chose to be known by; null until they choose one. */
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  /** YYYY-MM-DD */
  birthDay: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  zip: z.string().nullable(),
  state: z.string().nullable(),
  isGuest: z.boolean(),
  gameMode: GameModeSchema,
  /** The balances of every currency, as in app init. */
  playerInfo: PlayerInfoSchema,
  depositsCount: z.number().int().nonnegative(),
  hasDeposits: z.boolean(),
  profileCompleted: z.boolean(),
  easyProfileCompleted: z.boolean(),
  easyProfileModuleEnabled: z.boolean(),
  uncompletedProfileFields: z.array(ProfileFieldKeySchema),
  popupPresetPackages: z.array(PresetPackageSchema),
  popupPresetPackage: PresetPackageSchema.nullable(),
  bannerPresetPackage: PresetPackageSchema.nullable(),
  /** Catalogue ids of the games the player played, most recently played first, each once. */
  lastGames: z.array(z.number().int()),
  favoriteGames: z.array(z.number().int()),
  ...ProfileFeatureFieldsSchema.shape,
  wsConnectionData: WsConnectionDataSchema,
  /** The realtime connection token (the same as wsConnectionData.token). */
  token: z.string(),
  /** The realtime endpoint path on this origin (the same as wsConnectionData.endpoint). */
  websocket: z.string(),
  ...ProfileFeatureFlagsSchema.shape,
  isAffiliate: z.boolean(),
  /** The contact the account was made or completed with; null for a one-click account without email or phone. */
  primaryContact: z.enum(['email', 'phone']).nullable(),
  emailConfirmed: z.boolean(),
  phoneConfirmed: z.boolean(),
  hasAutoPassword: z.boolean(),
  /** Whether an email and own password are set (one-click accounts complete later). */
  registrationCompleted: z.boolean(),
  fraudDetector: z.object({ verificationCompleted: z.boolean() }),
  autoVerificationData: z.object({
    isEnabled: z.boolean(),
    isAvailable: z.boolean(),
    /** Places the automatic verification prompt appears. */
    showOn: z.array(z.string()),
    isTest: z.boolean(),
  }),
  /** The sign-in before the current one (ISO time), shown on the security screen. */
  previousLoginAt: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = ok({ data: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** What a `profile/profileUpdated` push carries: the changed fields, merged into the client's profile. */
export type ProfileUpdatedData = PushData<'profile', 'profileUpdated'>;

/** POST /rest/registration/complete/: a one-click account gets its email and own password. */
export const RegistrationCompleteSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    password_repeat: z.string({ error: VALIDATION.password.mismatch }),
  })
  .refine((body) => body.password === body.password_repeat, {
    message: VALIDATION.password.mismatch,
    path: ['password_repeat'],
  });
export type RegistrationCompleteInput = z.input<typeof RegistrationCompleteSchema>;
