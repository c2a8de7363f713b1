/** The spec's modal name (`?openModal=app-prize-drops`). */
export const PRIZE_DROPS_MODALS = { prizeDrops: 'app-prize-drops' } as const;

/** The welcome popup's cookie: set when it shows, it lasts to the end of the day (spec, shell §4). */
export const PRIZE_DROPS_POPUP_COOKIE = 'prize_drops_popup_shown';
