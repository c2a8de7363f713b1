/** Error codes the API answers with (the web app words them, with the date, in the player's language). */
export const BREAK_ERROR_CODES = {
  /** Sign-in refused (or purchase, play) while a break runs: `details.until` (null: until asked / permanent). */
  active: 'player_on_break',
} as const;
