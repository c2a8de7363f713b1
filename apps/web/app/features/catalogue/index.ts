// The lobby: sliders, game tiles, category/library/collection pages, search and favourites.
export { CategoryChips } from './category-chips.tsx';
export { CategoryView } from './category-view.tsx';
export { CollectionsView } from './collections-view.tsx';
export { GameCard } from './game-card.tsx';
export { LibraryView } from './library-view.tsx';
export { LobbySections, LobbyView, GamesUnavailable } from './lobby-view.tsx';
export { SearchBar, SearchBox } from './search-box.tsx';
export { GamesSkeleton, LobbySkeleton, SKELETON_GAMES } from './skeletons.tsx';
export { GAME_PARAM } from './use-game-href.ts';
export type * from './lobby-types.ts';
