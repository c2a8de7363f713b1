/** The spec's modal name (`?openModal=app-bingo`). */
export const BINGO_MODALS = { bingo: 'app-bingo' } as const;
