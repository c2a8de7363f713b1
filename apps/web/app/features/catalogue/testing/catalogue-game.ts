import { responsiveImage, type CatalogueGame } from '@casino/contracts';

/** A catalogue game as the server sends it (tests), `over` changing some of its fields. */
export const catalogueGame = (id: number, over: Partial<CatalogueGame> = {}): CatalogueGame => ({
  id,
  slug: `game-${id}`,
  title: `Game ${id}`,
  engineId: 'jungle-quest',
  img: `/img/games/game-${id}/576w@1x.webp`,
  image: responsiveImage('games', `game-${id}`, 0.75),
  logo: '/img/providers/red-tiger/576w@1x.webp',
  providers: ['red-tiger'],
  issues: ['popularGames'],
  rtp: '96%',
  volatility: 'medium',
  isNew: false,
  isHot: false,
  isFavorite: false,
  sort: id,
  ...over,
});
