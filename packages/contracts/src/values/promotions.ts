/** The spec's promotion types (§3 Promotion): the page sends no other; a feature outside it shows elsewhere. */
export const SPEC_PROMOTION_TYPES = [
  'inviteQualification',
  'verification',
  'invite',
  'magicBox',
  'quest',
  'piggyBank',
  'offerDeposit',
  'offerPeriodic',
  'offerBirthday',
  'flipTheCoin',
  'rankLeague',
  'rankLeagueReward',
  'dailyWheel',
  'tournament',
  'depositStreak',
  'prizeDrops',
  'dailyLogin',
  'playerFreeSpin',
  'cashback',
  'emailLottery',
  'fpChallenge',
] as const;
export type SpecPromotionType = (typeof SPEC_PROMOTION_TYPES)[number];

/** The spec's promotion counter: more than nine shows as '9+'. */
export const promotionsCounterLabel = (count: number): string | null =>
  count <= 0 ? null : count > 9 ? '9+' : String(count);

export const PROMO_OFFER_PATHS = {
  page: '/rest/page/promotions/',
  exit: '/rest/cash/promo-offer-preset/exit/',
  subscribe: '/rest/cash/promo-offer-preset/subscribe/',
  flipTheCoin: '/rest/cash/promo-offer-preset/flip-the-coin/',
} as const;
