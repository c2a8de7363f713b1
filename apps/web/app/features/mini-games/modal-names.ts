/** Modal names (`?openModal=` values); the rewards hub and the fun machine open them by name. */
export const MINI_GAMES_MODALS = {
  funMachine: 'funmachine',
  funMeter: 'funmeter',
  miniGameSlot: 'mini-game-slot',
  adventureMap: 'adventure-map',
} as const;
