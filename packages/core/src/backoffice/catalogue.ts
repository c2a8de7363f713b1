// The back-office's games, offers, banners and content (issue #16): lists and changes, each change run
// inside the route's transaction that also writes its audit row.
export { listOrder, listWindow, type ListPage } from './shared/list-page.ts';
export * from './games/observed-rtp.ts';
export * from './games/list-backoffice-games.ts';
export * from './games/update-backoffice-game.ts';
export * from './games/list-restriction-groups.ts';
export * from './offers/backoffice-offers.ts';
export * from './banners/backoffice-banners.ts';
export * from './content/backoffice-terms.ts';
export * from './content/backoffice-regions.ts';
export * from './content/backoffice-age-rules.ts';
export * from './content/backoffice-redirects.ts';
