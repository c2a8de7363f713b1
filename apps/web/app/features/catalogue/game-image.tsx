import type { CSSProperties } from 'react';
import { lobbySrcSet } from './lobby-data.ts';
import type { LobbyImage } from './lobby-types.ts';
import styles from './game-image.module.css';

/** Tile widths the browser picks from, by viewport (the tile is a fraction of the screen). */
const TILE_SIZES = '(min-width: 1280px) 180px, (min-width: 768px) 22vw, 31vw';
/** The widest file a tile can use: 260 CSS pixels at density 2 and some. */
const TILE_MAX_PIXELS = 1152;

/**
 * A game or banner picture in a box of fixed aspect ratio, so nothing moves when it loads. Lazy by
 * default; without an image a drawn tile with the name's initial stands in.
 */
export function GameImage({
  image,
  alt,
  ratio,
  sizes = TILE_SIZES,
  maxPixels = TILE_MAX_PIXELS,
  eager = false,
  priority = false,
  fallbackLabel,
}: {
  image: LobbyImage | null;
  alt: string;
  /** CSS aspect-ratio; by default the artwork's own (3 / 4 without one). */
  ratio?: string;
  sizes?: string;
  /** The widest variant worth offering where this picture is drawn. */
  maxPixels?: number;
  eager?: boolean;
  /**
   * The page's largest picture (its LCP): fetched first. React preloads it from the document's head with
   * the same priority, before any script runs.
   */
  priority?: boolean;
  /** Text drawn on the stand-in tile (defaults to the alt's first letter). */
  fallbackLabel?: string;
}) {
  const style = { aspectRatio: ratio ?? (image ? String(image.ratio) : '3 / 4') } as CSSProperties;
  if (!image)
    return (
      <span className={styles.frame} style={style} role="img" aria-label={alt}>
        <span className={styles.fallback} aria-hidden="true">
          {fallbackLabel ?? alt.trim().charAt(0).toUpperCase()}
        </span>
      </span>
    );
  return (
    <span className={styles.frame} style={style}>
      <img
        className={styles.img}
        src={image.src}
        srcSet={lobbySrcSet(image.base, maxPixels)}
        sizes={sizes}
        alt={alt}
        loading={eager || priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        decoding="async"
        draggable={false}
      />
    </span>
  );
}
