// Theme art: every symbol, emblem and background drawn in code as SVG markup (no image files), shared by
// the tile renderer (core, rasterised on the server) and the game frame (web). ADR 0023.
export type { ThemeArt } from './theme.ts';
export {
  ROYALS,
  SYMBOL_RANK,
  THEME_ART,
  pictureForTitle,
  pictureOf,
  picturesNamed,
  picturesShown,
  symbolClass,
  symbolSvg,
  themeArt,
  type SymbolClass,
} from './symbols.ts';
export { CREATURE_BOX, CREATURES, creatureSvg } from './creatures.ts';
export { fitTitle, textWidthEm, type FittedTitle } from './title-fit.ts';
export { escapeXml, FONT_SANS, gradientDefs, place } from './svg.ts';

/** Bumped whenever a drawing changes: it is part of every artwork URL, so browsers and disk caches refetch. */
export const ART_VERSION = 3;
