import type { GradientName } from './svg.ts';

/** One theme's art: its pictures, how royals look, its colours and its background. */
export interface ThemeArt {
  key: string;
  /**
   * Every picture (100×100 markup), richest first: the engines' paying symbols take them in rank order
   * (symbols.ts), so the first ones are the high symbols.
   */
  pictures: Readonly<Record<string, string>>;
  /** The pictures inside the wild, the scatter and the coin. */
  emblems: { wild: string; scatter: string; coin: string };
  /**
   * Title words (lower case, as the titles use them; a phrase may have a space) → the picture that shows
   * them. Only words that name what the picture is: a title naming one promises that picture in its game.
   */
  words: Readonly<Record<string, string>>;
  /** Title words the theme's background shows (the scene behind the reels): every slot in the theme shows them. */
  scene: readonly string[];
  /** Low symbols (A K Q J 10): their font and a gradient each. */
  royals: {
    font: string;
    fills: readonly [GradientName, GradientName, GradientName, GradientName, GradientName];
  };
  /** Background from/to, accent, light (titles). */
  colours: readonly [string, string, string, string];
  /** The theme's scene in a `w`×`h` box, behind the reels and on the tiles. */
  background(w: number, h: number): string;
}
