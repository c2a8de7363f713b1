import { z } from 'zod';
import { GameModeSchema, PlayerInfoSchema } from './game-mode.ts';
import { TermsRequirementSchema } from './terms.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { FeatureStateSchema, FeaturesPrioritySchema } from './engagement.ts';
import { AppInitFeatureFlagsSchema } from './features.ts';
import { CaptchaSchema } from './auth.ts';

/** Preset package shown in popups and banners (filled by the cashier issue). */
export const PresetPackageSchema = z.object({
  id: z.number().int(),
  coins: z.number().int(),
  entries: z.number().int(),
  price: z.number(),
  badgeLabel: LocalizedTextSchema.nullable().optional(),
});
export type PresetPackage = z.infer<typeof PresetPackageSchema>;

export const AppInitSchema = z.object({
  isGuest: z.boolean(),
  login: z.string().nullable(),
  /** The name the player chose (profile), shown in the header before the login. */
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  appName: z.string(),
  favoriteGames: z.array(z.number().int()),
  hasAutoPassword: z.boolean(),
  playerRestrictionIdsHash: z.string().nullable(),
  profileCompleted: z.boolean(),
  phoneConfirmed: z.boolean(),
  phone: z.string().nullable(),
  emailConfirmed: z.boolean(),
  popupPresetPackage: PresetPackageSchema.nullable(),
  popupPresetPackages: z.array(PresetPackageSchema),
  bannerPresetPackage: PresetPackageSchema.nullable(),
  depositsCount: z.number().int().nonnegative(),
  ...AppInitFeatureFlagsSchema.shape,
  // Access: the terms gate, the geo check and the access guard read these (guests: the defaults).
  termsRequirement: z.array(TermsRequirementSchema),
  gameMode: GameModeSchema,
  /** The spec's player info: the balances of every currency (guests: zeros). */
  playerInfo: PlayerInfoSchema,
  registrationComplete: z.boolean(),
  geoAccess: z.enum(['unknown', 'allowed', 'blocked']),
  isAffiliate: z.boolean(),
  /** The spec's player info: the feature keys in the order the popup sequencer offers them. */
  featuresPriority: FeaturesPrioritySchema,
  /** Every engagement feature live for this player (the engine's flag registry), with its times. */
  features: z.array(FeatureStateSchema),
  /** The spec's player info: the sign-in challenge (auth.ts), the same for guests and players. */
  captcha: CaptchaSchema,
  /**
   * The sign-up gift, as the server pays it: a guest sees the plain one before signing up; a player, what
   * their sign-up paid (the bigger gift when they came with a friend's code). Beyond the spec's fields.
   */
  /** A player who has not signed in again since signing up: greeted as new, popups paced (docs/engagement.md). */
  firstSession: z.boolean(),
  welcomeOffer: z.object({ coins: z.number().int().nonnegative(), entries: z.number().int().nonnegative() }),
});
export type AppInit = z.infer<typeof AppInitSchema>;
