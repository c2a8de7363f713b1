/**
 * Reward amounts, paid through the wallet ledger from the house rewards account, once each. Coins are
 * TournamentPoints (COIN), entries SweepStakes (ENTRY). A sign-up with a friend's code replaces the plain
 * sign-up reward; the friend whose code it was gets `referral` when the new player's registration completes.
 */
export const REWARD_AMOUNTS = {
  registration: { coins: 10_000, entries: 2 },
  registrationWithCode: { coins: 20_000, entries: 4 },
  emailConfirmation: { coins: 5_000, entries: 0 },
  phoneConfirmation: { coins: 5_000, entries: 0 },
  /**
   * The spec's verification reward: 1000 entries, paid when an operator approves the player's identity
   * document, once per person (not for typing a profile; docs/player-protection.md). The API still names
   * its step `profileComplete` / `profile`, as the spec does.
   */
  verification: { coins: 0, entries: 1_000 },
  /** To the inviting player, for each invited player who completes registration. */
  referral: { coins: 10_000, entries: 2 },
} as const;
