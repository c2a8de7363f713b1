import { z } from 'zod';
import { ok } from './api.ts';
import { BackofficeListQuerySchema, backofficePageSchema } from './backoffice.ts';
import { BANNER_TYPES, ISSUE_KEYS, IssueKeySchema } from './catalogue.ts';
import { OFFER_KINDS } from './cashier.ts';
import { OFFER_PROMOTION_TYPES } from './promotions.ts';
import { FEATURE_OFFER_PROMOTION_TYPES, FEATURE_UNLOCKED_PROMOTION_TYPES } from './features.ts';
import { PublishTermsRequestSchema, TermsDocumentSchema } from './terms.ts';
import { SERVICE_COUNTRIES } from './geo.ts';
import { INT4_MAX, inTimeRange, rowIdParam } from './primitives.ts';
import { BRAND_KEYS } from './values/brands.ts';

/**
 * The back-office's catalogue, offers, banners and content screens (issue #16; docs/backoffice.md):
 * games (games.read / games.manage), offers and banners (offers.read / offers.manage), terms, restricted
 * regions and redirects (content.manage). Every list takes BackofficeListQuerySchema plus its filters.
 */

export const BACKOFFICE_CATALOGUE_PATHS = {
  games: '/rest/backoffice/games/',
  game: (id: number) => `/rest/backoffice/games/${id}/`,
  restrictionGroups: '/rest/backoffice/games/restriction-groups/',
  offers: '/rest/backoffice/offers/',
  offer: (id: number) => `/rest/backoffice/offers/${id}/`,
  banners: '/rest/backoffice/banners/',
  banner: (id: number) => `/rest/backoffice/banners/${id}/`,
  terms: '/rest/backoffice/content/terms/',
  regions: '/rest/backoffice/content/regions/',
  region: (id: number) => `/rest/backoffice/content/regions/${id}/`,
  ageRules: '/rest/backoffice/content/age-rules/',
  ageRule: (id: number) => `/rest/backoffice/content/age-rules/${id}/`,
  redirects: '/rest/backoffice/content/redirects/',
  redirect: (id: number) => `/rest/backoffice/content/redirects/${id}/`,
} as const;

export const BackofficeRowIdParamsSchema = z.object({ id: rowIdParam('Give the id of the row.') });

const isoDateTime = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine(inTimeRange, 'Use a time from the year 1900 to 9999.');
const nullableText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .nullable()
    .transform((v) => (v === '' ? null : v));
const wholeNumber = (label: string, min: number, max = INT4_MAX) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** A link a site page may use: a path of the site (`/lobby/`) or an https:// address. */
export const isSiteLink = (value: string) =>
  (value.startsWith('/') && !value.startsWith('//')) || /^https:\/\/[^\s/]+/.test(value);

// ---------------------------------------------------------------------------------------------
// Games

export const BACKOFFICE_RTP_CURRENCIES = ['COIN', 'ENTRY'] as const;

export const BACKOFFICE_GAME_SORTS = [
  'sort',
  'title',
  'provider',
  'engine',
  'rounds',
  'observedRtp',
  'theoreticalRtp',
  'restrictedPlayers',
] as const;

/** GET /rest/backoffice/games/ : the list plus its filters; the observed RTP counts rounds of one currency. */
export const BackofficeGamesQuerySchema = BackofficeListQuerySchema.extend({
  currency: z.enum(BACKOFFICE_RTP_CURRENCIES, { error: 'Choose COIN or ENTRY.' }).default('COIN'),
  category: IssueKeySchema.optional(),
  status: z.enum(['all', 'active', 'inactive'], { error: 'Choose all, active or inactive.' }).default('all'),
  /** Rounds played from this day (YYYY-MM-DD, UTC) or time on… */
  from: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Give the start as YYYY-MM-DD.' })
    .refine(inTimeRange, 'Give a start from the year 1900 to 9999.')
    .optional(),
  /** …to this day, included (or before this time). */
  to: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Give the end as YYYY-MM-DD.' })
    .refine(inTimeRange, 'Give an end from the year 1900 to 9999.')
    .optional(),
});
export type BackofficeGamesQuery = z.infer<typeof BackofficeGamesQuerySchema>;

/**
 * One catalogue game with what its settled paid rounds returned: `observedRtp` = Σwin / Σbet over
 * `rounds`, and its 95 % confidence interval [`ciLow`, `ciHigh`] (null below two rounds);
 * `theoreticalRtp` is the engine's exact RTP (null for a game no in-house engine plays).
 */
export const BackofficeGameRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  provider: z.string(),
  engineId: z.string(),
  rtpLabel: z.string(),
  isActive: z.boolean(),
  sort: z.number().int(),
  categories: z.array(z.string()),
  restrictedPlayers: z.number().int(),
  theoreticalRtp: z.number().nullable(),
  rounds: z.number().int(),
  totalBet: z.number(),
  totalWin: z.number(),
  observedRtp: z.number().nullable(),
  ciLow: z.number().nullable(),
  ciHigh: z.number().nullable(),
});
export type BackofficeGameRow = z.infer<typeof BackofficeGameRowSchema>;
export const BackofficeGamesPageSchema = backofficePageSchema(BackofficeGameRowSchema);

/** PATCH /rest/backoffice/games/{id}/ : enable or disable, display order, categories. */
export const BackofficeGameUpdateSchema = z
  .object({
    isActive: z.boolean({ error: 'Enabled is true or false.' }).optional(),
    sort: wholeNumber('The display order', 0, 1_000_000).optional(),
    categories: z
      .array(z.enum(ISSUE_KEYS, { error: `Categories are among: ${ISSUE_KEYS.join(', ')}.` }))
      .max(ISSUE_KEYS.length, 'Too many categories.')
      .optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one of: enabled, display order, categories.');
export type BackofficeGameUpdate = z.infer<typeof BackofficeGameUpdateSchema>;

export const BackofficeGameUpdatedSchema = ok({
  data: z.object({
    id: z.number().int(),
    isActive: z.boolean(),
    sort: z.number().int(),
    categories: z.array(z.string()),
  }),
});

/** A restriction group: players with the same set of restricted games (key: playerRestrictionIdsHash). */
export const BackofficeRestrictionGroupRowSchema = z.object({
  groupKey: z.string(),
  players: z.number().int(),
  games: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
});
export type BackofficeRestrictionGroupRow = z.infer<typeof BackofficeRestrictionGroupRowSchema>;
export const BackofficeRestrictionGroupsPageSchema = backofficePageSchema(
  BackofficeRestrictionGroupRowSchema,
);

// ---------------------------------------------------------------------------------------------
// Offers and packages

export const BACKOFFICE_OFFER_SORTS = [
  'sort',
  'id',
  'title',
  'price',
  'coins',
  'availableFrom',
  'availableTill',
] as const;

export const BackofficeOffersQuerySchema = BackofficeListQuerySchema.extend({
  kind: z.enum(OFFER_KINDS, { error: 'Choose package or promoOffer.' }).optional(),
  /** A brand's offers (with those for every brand), or `all`. */
  brand: z.enum([...BRAND_KEYS, 'all'], { error: 'Choose a brand.' }).default('all'),
  status: z
    .enum(['all', 'onSale', 'scheduled', 'ended', 'disabled'], {
      error: 'Choose all, onSale, scheduled, ended or disabled.',
    })
    .default('all'),
});
export type BackofficeOffersQuery = z.infer<typeof BackofficeOffersQuerySchema>;

/** What an operator sets on an offer (prices in cents, coins whole, entries whole player-facing). */
/**
 * The promotion types an operator may give an offer: the offer promotions, and the offers the features sell
 * (flip the coin's sets, the piggy bank's break, the VIP bundle, the mystery box), so those stay editable.
 */
export const BACKOFFICE_OFFER_PROMOTION_TYPES = [
  ...OFFER_PROMOTION_TYPES,
  'flipTheCoin',
  ...FEATURE_OFFER_PROMOTION_TYPES,
] as const;

/** Secret offers unlocked for a player (a flip of the coin, or a feature's): no link hash. */
const FEATURE_UNLOCKED_OFFER_TYPES = ['flipTheCoin', ...FEATURE_UNLOCKED_PROMOTION_TYPES] as const;

export const BackofficeOfferFieldsSchema = z
  .object({
    kind: z.enum(OFFER_KINDS, { error: 'The kind is package or promoOffer.' }),
    /** null: sold on every brand. */
    brand: z.enum(BRAND_KEYS, { error: `The brand is one of: ${BRAND_KEYS.join(', ')}.` }).nullable(),
    titleEn: z
      .string({ error: 'Give the English title.' })
      .trim()
      .min(1, 'Give the English title.')
      .max(80, 'The English title is at most 80 characters.'),
    titleEs: z
      .string({ error: 'Give the Spanish title.' })
      .trim()
      .min(1, 'Give the Spanish title.')
      .max(80, 'The Spanish title is at most 80 characters.'),
    priceCents: wholeNumber('The price (cents)', 1, 1_000_000),
    usualPriceCents: wholeNumber('The usual price (cents)', 1, 1_000_000).nullable(),
    coins: wholeNumber('Coins', 0, 1_000_000_000),
    entries: wholeNumber('Entries', 0, 10_000_000),
    /** Mystery boxes the purchase gives on top (a mystery box offer). */
    magicBoxes: wholeNumber('Mystery boxes', 0, 100),
    badgeLabelEn: nullableText(40, 'The English badge'),
    badgeLabelEs: nullableText(40, 'The Spanish badge'),
    dayOfWeek: wholeNumber('The weekday', 0, 6).nullable(),
    availableFrom: isoDateTime('Give the start as a date and time.').nullable(),
    availableTill: isoDateTime('Give the end as a date and time.').nullable(),
    forCompleteProfile: z.boolean(),
    limitPerDay: wholeNumber('The daily limit', 1, 1000).nullable(),
    minBalance: wholeNumber('The balance limit', 1, 1_000_000_000).nullable(),
    bestDeal: z.boolean(),
    mostPopular: z.boolean(),
    promotionType: z
      .enum(BACKOFFICE_OFFER_PROMOTION_TYPES, {
        error: `The promotion type is one of: ${BACKOFFICE_OFFER_PROMOTION_TYPES.join(', ')}.`,
      })
      .nullable(),
    isSecret: z.boolean(),
    urlHash: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{4,64}$/, 'The link hash is 4 to 64 letters, digits, - or _.')
      .nullable()
      .or(z.literal('').transform(() => null)),
    isExitOffer: z.boolean(),
    inPopup: z.boolean(),
    inBanner: z.boolean(),
    sort: wholeNumber('The display order', 0, 1_000_000),
    isActive: z.boolean(),
  })
  .strict();
export type BackofficeOfferFields = z.infer<typeof BackofficeOfferFieldsSchema>;

/** What a new offer's fields are when the request leaves them out. */
export const OFFER_DEFAULTS = {
  brand: null,
  usualPriceCents: null,
  entries: 0,
  magicBoxes: 0,
  badgeLabelEn: null,
  badgeLabelEs: null,
  dayOfWeek: null,
  availableFrom: null,
  availableTill: null,
  forCompleteProfile: false,
  limitPerDay: null,
  minBalance: null,
  bestDeal: false,
  mostPopular: false,
  promotionType: null,
  isSecret: false,
  urlHash: null,
  isExitOffer: false,
  inPopup: false,
  inBanner: false,
  sort: 0,
  isActive: false,
} as const satisfies Partial<BackofficeOfferFields>;

/**
 * The rules that span fields, as messages per field (empty: fine). Checked by the server on the offer as
 * it would be stored (an edit merged into the row), and by the form before sending.
 */
export function offerProblems(offer: BackofficeOfferFields): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (offer.coins === 0 && offer.entries === 0) add('coins', 'An offer gives coins, entries or both.');
  if (offer.usualPriceCents !== null && offer.usualPriceCents <= offer.priceCents)
    add('usualPriceCents', 'The usual price must be higher than the price.');
  if (
    offer.availableFrom !== null &&
    offer.availableTill !== null &&
    Date.parse(offer.availableTill) <= Date.parse(offer.availableFrom)
  )
    add('availableTill', 'The end must be after the start.');
  if (offer.kind === 'package' && (offer.isSecret || offer.isExitOffer || offer.promotionType !== null))
    add('kind', 'Only promo offers can be secret, exit offers or shown as a promotion.');
  if (
    offer.isSecret &&
    offer.urlHash === null &&
    offer.kind === 'promoOffer' &&
    !(FEATURE_UNLOCKED_OFFER_TYPES as readonly (string | null)[]).includes(offer.promotionType)
  )
    add('urlHash', 'A secret offer needs a link hash to unlock it.');
  return problems;
}

/** POST /rest/backoffice/offers/ : unset optional fields take their defaults (a new offer starts disabled). */
export const BackofficeOfferCreateSchema = BackofficeOfferFieldsSchema.partial()
  .required({ kind: true, titleEn: true, titleEs: true, priceCents: true, coins: true })
  .transform((v) => ({ ...OFFER_DEFAULTS, ...v }) as BackofficeOfferFields);
export type BackofficeOfferCreate = z.input<typeof BackofficeOfferCreateSchema>;

/** PATCH /rest/backoffice/offers/{id}/ : the fields to change (schedule, enable, anything else). */
export const BackofficeOfferUpdateSchema = BackofficeOfferFieldsSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Change at least one field.',
);
export type BackofficeOfferUpdate = z.infer<typeof BackofficeOfferUpdateSchema>;

/** An offer as the back-office lists it (plain output: answers are encoded without transforms). */
export const BackofficeOfferRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(OFFER_KINDS),
  brand: z.string().nullable(),
  titleEn: z.string(),
  titleEs: z.string(),
  priceCents: z.number().int(),
  usualPriceCents: z.number().int().nullable(),
  coins: z.number().int(),
  entries: z.number().int(),
  magicBoxes: z.number().int(),
  badgeLabelEn: z.string().nullable(),
  badgeLabelEs: z.string().nullable(),
  dayOfWeek: z.number().int().nullable(),
  availableFrom: z.string().nullable(),
  availableTill: z.string().nullable(),
  forCompleteProfile: z.boolean(),
  limitPerDay: z.number().int().nullable(),
  minBalance: z.number().int().nullable(),
  bestDeal: z.boolean(),
  mostPopular: z.boolean(),
  promotionType: z.string().nullable(),
  isSecret: z.boolean(),
  urlHash: z.string().nullable(),
  isExitOffer: z.boolean(),
  inPopup: z.boolean(),
  inBanner: z.boolean(),
  sort: z.number().int(),
  isActive: z.boolean(),
  /** Active, inside its dates now (its weekday aside). */
  state: z.enum(['onSale', 'scheduled', 'ended', 'disabled']),
  createdAt: z.string(),
});
export type BackofficeOfferRow = z.infer<typeof BackofficeOfferRowSchema>;
export const BackofficeOffersPageSchema = backofficePageSchema(BackofficeOfferRowSchema);
export const BackofficeOfferSavedSchema = ok({
  data: BackofficeOfferRowSchema,
});

// ---------------------------------------------------------------------------------------------
// Banners (home_banners: the catalogue's banners; offers.manage)

export const BANNER_PLACEMENTS = ['home', 'promo', 'scheme'] as const;

export const BackofficeBannerFieldsSchema = z
  .object({
    type: z.enum(BANNER_TYPES, { error: `The type is one of: ${BANNER_TYPES.join(', ')}.` }),
    placement: z.enum(BANNER_PLACEMENTS, { error: 'The placement is home, promo or scheme.' }),
    afterSection: z.enum(ISSUE_KEYS, { error: 'After a section: one of the category keys.' }).nullable(),
    titleEn: z.string().trim().min(1, 'Give the English title.').max(120, 'The English title is too long.'),
    titleEs: z.string().trim().min(1, 'Give the Spanish title.').max(120, 'The Spanish title is too long.'),
    subTitleEn: nullableText(200, 'The English subtitle'),
    subTitleEs: nullableText(200, 'The Spanish subtitle'),
    buttonEn: nullableText(40, 'The English button'),
    buttonEs: nullableText(40, 'The Spanish button'),
    link: z
      .string()
      .trim()
      .max(500, 'The link is too long.')
      .refine(
        (v) => isSiteLink(v) || /^\?openModal=[a-z0-9-]+$/.test(v),
        'The link is a site path such as /promotions/, ?openModal=<modal> or an https:// address.',
      )
      .nullable()
      .or(z.literal('').transform(() => null)),
    presetPackageId: wholeNumber('The preset package id', 1).nullable(),
    sort: wholeNumber('The display order', 0, 1_000_000),
    isActive: z.boolean(),
  })
  .strict();
export type BackofficeBannerFields = z.infer<typeof BackofficeBannerFieldsSchema>;

export function bannerProblems(banner: BackofficeBannerFields): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (banner.placement === 'scheme' && banner.afterSection === null)
    problems.afterSection = ['A banner between sections names the section it follows.'];
  if (banner.type === 'bannerPresetPackage' && banner.presetPackageId === null)
    problems.presetPackageId = ['A preset package banner names its offer.'];
  return problems;
}

export const BackofficeBannerCreateSchema = BackofficeBannerFieldsSchema.partial()
  .required({ type: true, placement: true, titleEn: true, titleEs: true })
  .transform(
    (v) =>
      ({
        afterSection: null,
        subTitleEn: null,
        subTitleEs: null,
        buttonEn: null,
        buttonEs: null,
        link: null,
        presetPackageId: null,
        sort: 0,
        isActive: false,
        ...v,
      }) as BackofficeBannerFields,
  );
export type BackofficeBannerCreate = z.input<typeof BackofficeBannerCreateSchema>;
export const BackofficeBannerUpdateSchema = BackofficeBannerFieldsSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Change at least one field.',
);
export type BackofficeBannerUpdate = z.infer<typeof BackofficeBannerUpdateSchema>;

export const BackofficeBannerRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(BANNER_TYPES),
  placement: z.enum(BANNER_PLACEMENTS),
  afterSection: z.string().nullable(),
  titleEn: z.string(),
  titleEs: z.string(),
  subTitleEn: z.string().nullable(),
  subTitleEs: z.string().nullable(),
  buttonEn: z.string().nullable(),
  buttonEs: z.string().nullable(),
  link: z.string().nullable(),
  presetPackageId: z.number().int().nullable(),
  sort: z.number().int(),
  isActive: z.boolean(),
});
export type BackofficeBannerRow = z.infer<typeof BackofficeBannerRowSchema>;
export const BackofficeBannersQuerySchema = BackofficeListQuerySchema.extend({
  placement: z.enum(BANNER_PLACEMENTS, { error: 'The placement is home, promo or scheme.' }).optional(),
});
export const BackofficeBannersPageSchema = backofficePageSchema(BackofficeBannerRowSchema);
export const BackofficeBannerSavedSchema = ok({
  data: BackofficeBannerRowSchema,
});

// ---------------------------------------------------------------------------------------------
// Content: terms versions, restricted regions, redirects (content.manage)

export const BackofficeTermsRowSchema = TermsDocumentSchema.extend({
  effectiveAt: z.string(),
  /** The version in force of its document. */
  current: z.boolean(),
  acceptances: z.number().int(),
});
export type BackofficeTermsRow = z.infer<typeof BackofficeTermsRowSchema>;
export const BackofficeTermsPageSchema = backofficePageSchema(BackofficeTermsRowSchema);
export const BackofficeTermsPublishSchema = PublishTermsRequestSchema;
export const BackofficeTermsPublishedSchema = ok({
  data: BackofficeTermsRowSchema,
});

const isoDay = (message: string) =>
  z.iso.date({ error: message }).refine((v) => v >= '2000-01-01' && v <= '2999-12-31', message);

/** Where a compliance rule comes from, for the review: a law's name and number, or "Operator policy". */
const ruleSource = z
  .string({ error: 'Give the source: the law (name and number) or "Operator policy".' })
  .trim()
  .min(3, 'Give the source: the law (name and number) or "Operator policy".')
  .max(300, 'The source is at most 300 characters.');
const ruleSourceUrl = z
  .string()
  .trim()
  .max(500, 'The source link is at most 500 characters.')
  .refine(
    (v) => v === '' || /^https?:\/\/\S+$/.test(v),
    'The source link is a web address (https://…), or empty.',
  )
  .nullable()
  .transform((v) => (v === '' ? null : v));

export const BackofficeRegionFieldsSchema = z
  .object({
    country: z.enum(SERVICE_COUNTRIES, {
      error: `The country is one of the service countries: ${SERVICE_COUNTRIES.join(', ')} (others are blocked already).`,
    }),
    /** A region code (US state, Canadian province); null: the whole country. */
    region: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'The region is a two-letter code, e.g. NV, or empty for the whole country.')
      .nullable()
      .or(z.literal('').transform(() => null)),
    scope: z.enum(['all', 'sweepstakes'], { error: 'The scope is all or sweepstakes.' }),
    effectiveFrom: isoDay('Give the first day as YYYY-MM-DD.'),
    effectiveTo: isoDay('Give the last day as YYYY-MM-DD, or leave it empty.').nullable(),
    reason: nullableText(200, 'The reason'),
    source: ruleSource,
    sourceUrl: ruleSourceUrl,
  })
  .strict();
export type BackofficeRegionFields = z.infer<typeof BackofficeRegionFieldsSchema>;

type RuleDays = { effectiveFrom: string; effectiveTo: string | null };

export const regionProblems = (r: RuleDays): Record<string, string[]> =>
  r.effectiveTo !== null && r.effectiveTo < r.effectiveFrom
    ? { effectiveTo: ['The last day cannot be before the first day.'] }
    : {};

/**
 * A compliance rule (closed state, minimum age) changes from today on, never in the past: a new or moved
 * first day is today or later; a last day set or moved is yesterday at the earliest (the rule stops today).
 * `before` is the row as it was (an edit), `today` the server clock's UTC day.
 */
export function ruleDayProblems(r: RuleDays, today: string, before?: RuleDays): Record<string, string[]> {
  const problems: Record<string, string[]> = { ...regionProblems(r) };
  if (r.effectiveFrom !== before?.effectiveFrom && r.effectiveFrom < today)
    problems.effectiveFrom = [
      `The first day is today (${today}) or later: rules are not changed for days already judged.`,
    ];
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  if (r.effectiveTo !== null && r.effectiveTo !== before?.effectiveTo && r.effectiveTo < yesterday)
    problems.effectiveTo ??= [
      `The last day is ${yesterday} or later: a rule set to end yesterday stops applying today; days already judged do not change.`,
    ];
  return problems;
}

export const BackofficeRegionCreateSchema = BackofficeRegionFieldsSchema.extend({
  region: BackofficeRegionFieldsSchema.shape.region.default(null),
  scope: BackofficeRegionFieldsSchema.shape.scope.default('sweepstakes'),
  effectiveTo: BackofficeRegionFieldsSchema.shape.effectiveTo.default(null),
  reason: BackofficeRegionFieldsSchema.shape.reason.default(null),
  sourceUrl: BackofficeRegionFieldsSchema.shape.sourceUrl.default(null),
});
export type BackofficeRegionCreate = z.input<typeof BackofficeRegionCreateSchema>;
export const BackofficeRegionUpdateSchema = BackofficeRegionFieldsSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Change at least one field.',
);
export type BackofficeRegionUpdate = z.infer<typeof BackofficeRegionUpdateSchema>;

const RuleStateSchema = z.enum(['inEffect', 'scheduled', 'ended']);

export const BackofficeRegionRowSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  scope: z.enum(['all', 'sweepstakes']),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  reason: z.string().nullable(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /** On the server's day: in effect, announced for later, or over. */
  state: RuleStateSchema,
});
export type BackofficeRegionRow = z.infer<typeof BackofficeRegionRowSchema>;
export const BackofficeRegionsPageSchema = backofficePageSchema(BackofficeRegionRowSchema);
export const BackofficeRegionSavedSchema = ok({
  data: BackofficeRegionRowSchema,
});

/** The minimum age for sweepstakes play of a country (region empty) or a state, from a day. */
export const BackofficeAgeRuleFieldsSchema = z
  .object({
    country: BackofficeRegionFieldsSchema.shape.country,
    region: BackofficeRegionFieldsSchema.shape.region,
    minimumAge: z
      .number({ error: 'The minimum age is a number of years.' })
      .int('The minimum age is a whole number of years.')
      .min(18, 'The minimum age is at least 18 (the site-wide floor).')
      .max(25, 'The minimum age is at most 25.'),
    effectiveFrom: isoDay('Give the first day as YYYY-MM-DD.'),
    effectiveTo: isoDay('Give the last day as YYYY-MM-DD, or leave it empty.').nullable(),
    source: ruleSource,
    sourceUrl: ruleSourceUrl,
  })
  .strict();
export type BackofficeAgeRuleFields = z.infer<typeof BackofficeAgeRuleFieldsSchema>;
export const BackofficeAgeRuleCreateSchema = BackofficeAgeRuleFieldsSchema.extend({
  region: BackofficeAgeRuleFieldsSchema.shape.region.default(null),
  effectiveTo: BackofficeAgeRuleFieldsSchema.shape.effectiveTo.default(null),
  sourceUrl: BackofficeAgeRuleFieldsSchema.shape.sourceUrl.default(null),
});
export const BackofficeAgeRuleUpdateSchema = BackofficeAgeRuleFieldsSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Change at least one field.',
);
export type BackofficeAgeRuleUpdate = z.infer<typeof BackofficeAgeRuleUpdateSchema>;
export const BackofficeAgeRuleRowSchema = BackofficeAgeRuleFieldsSchema.extend({
  id: z.number().int(),
  country: z.string(),
  region: z.string().nullable(),
  minimumAge: z.number().int(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  state: RuleStateSchema,
});
export type BackofficeAgeRuleRow = z.infer<typeof BackofficeAgeRuleRowSchema>;
export const BackofficeAgeRulesPageSchema = backofficePageSchema(BackofficeAgeRuleRowSchema);
export const BackofficeAgeRuleSavedSchema = ok({ data: BackofficeAgeRuleRowSchema });

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
/** Paths the redirect table must never take over (the API, the back-office, assets). */
export const RESERVED_REDIRECT_PREFIXES = [
  '/rest/',
  '/api/',
  '/backoffice',
  '/assets/',
  '/img/',
  '/socket.io',
];

export const BackofficeRedirectCreateSchema = z
  .object({
    fromPath: z
      .string({ error: 'Give the path to redirect, e.g. /promo' })
      .trim()
      .min(2, 'Give the path to redirect, e.g. /promo')
      .max(500, 'The path is too long.')
      .regex(/^\/[^\s?#]*$/, 'The path starts with / and has no spaces, ? or #.')
      .refine(
        (p) => !RESERVED_REDIRECT_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix)),
        `The path cannot be under ${RESERVED_REDIRECT_PREFIXES.join(', ')}.`,
      ),
    to: z
      .string({ error: 'Give where it goes, e.g. /lobby/ or https://…' })
      .trim()
      .min(1, 'Give where it goes, e.g. /lobby/ or https://…')
      .max(2000, 'The target is too long.')
      .refine(isSiteLink, 'The target is a site path such as /lobby/ or an https:// address.'),
    status: z
      .number({ error: 'The status is 301, 302, 307 or 308.' })
      .int('The status is 301, 302, 307 or 308.')
      .min(301, 'The status is 301, 302, 307 or 308.')
      .max(308, 'The status is 301, 302, 307 or 308.')
      .refine(
        (s) => (REDIRECT_STATUSES as readonly number[]).includes(s),
        'The status is 301, 302, 307 or 308.',
      )
      .default(302),
  })
  .strict();
export type BackofficeRedirectCreate = z.input<typeof BackofficeRedirectCreateSchema>;

export const BackofficeRedirectRowSchema = z.object({
  id: z.number().int(),
  fromPath: z.string(),
  to: z.string(),
  type: z.enum(['internal', 'external']),
  status: z.number().int(),
  createdAt: z.string(),
});
export type BackofficeRedirectRow = z.infer<typeof BackofficeRedirectRowSchema>;
export const BackofficeRedirectsPageSchema = backofficePageSchema(BackofficeRedirectRowSchema);
export const BackofficeRedirectSavedSchema = ok({
  data: BackofficeRedirectRowSchema,
});

export const BackofficeDeletedSchema = ok();
