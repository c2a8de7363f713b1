/**
 * Fitting a title into a box without ever cutting it: the words wrap into one to `maxLines` lines and
 * the font shrinks until the widest line fits. Widths are DejaVu Sans Bold's advance widths (the font
 * the server renders tiles with), in ems; characters not listed count as the widest capital.
 */
const WIDTHS: Readonly<Record<string, number>> = {
  A: 0.774,
  B: 0.762,
  C: 0.734,
  D: 0.83,
  E: 0.683,
  F: 0.683,
  G: 0.821,
  H: 0.837,
  I: 0.372,
  J: 0.372,
  K: 0.775,
  L: 0.637,
  M: 0.995,
  N: 0.837,
  O: 0.85,
  P: 0.733,
  Q: 0.85,
  R: 0.77,
  S: 0.72,
  T: 0.682,
  U: 0.812,
  V: 0.774,
  W: 1.103,
  X: 0.771,
  Y: 0.724,
  Z: 0.725,
  ' ': 0.348,
  '&': 0.872,
  "'": 0.332,
  '-': 0.415,
  '!': 0.438,
  '?': 0.58,
  '.': 0.38,
  ',': 0.38,
  ':': 0.4,
};
const DIGIT = 0.696;
const WIDEST = 1.103;

/** Width of a line in ems (upper-cased, as tiles draw titles). */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const c of text.toUpperCase()) width += /[0-9]/.test(c) ? DIGIT : (WIDTHS[c] ?? WIDEST);
  return width;
}

/** Every way to split `words` into `lines` non-empty consecutive groups. */
function* splits(words: readonly string[], lines: number): Generator<string[]> {
  if (lines === 1) {
    yield [words.join(' ')];
    return;
  }
  for (let i = 1; i <= words.length - lines + 1; i++)
    for (const rest of splits(words.slice(i), lines - 1)) yield [words.slice(0, i).join(' '), ...rest];
}

export interface FittedTitle {
  lines: string[];
  /** Font size in the box's units. */
  size: number;
}

/**
 * The largest font size at which `title` fits `width` × `height` (lines at `lineHeight` × size), over
 * every wrap into at most `maxLines` lines; never above `maxSize`. A single very long word just gets
 * small: nothing is cut.
 */
export function fitTitle(
  title: string,
  box: { width: number; height: number; maxLines?: number; maxSize: number; lineHeight?: number },
): FittedTitle {
  const { width, height, maxLines = 3, maxSize, lineHeight = 1.08 } = box;
  const words = title.trim().split(/\s+/).filter(Boolean);
  let best: FittedTitle = { lines: [title.trim()], size: 0 };
  for (let count = 1; count <= Math.min(maxLines, Math.max(words.length, 1)); count++)
    for (const lines of splits(words, count)) {
      const widest = Math.max(...lines.map(textWidthEm));
      const size = Math.min(maxSize, width / widest, height / (count * lineHeight));
      // Fewer lines win a tie: they are tried first and must be beaten.
      if (size > best.size + 0.01) best = { lines, size };
    }
  return { ...best, size: Math.floor(best.size * 10) / 10 };
}
