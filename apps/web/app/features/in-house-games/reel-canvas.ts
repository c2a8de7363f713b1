import type { StoreApi } from 'zustand/vanilla';
import type { GameKind } from '@casino/game-math';
import { STRIP_LENGTH, stripSvg } from './symbol-art.tsx';
import type { ReelsView } from './slot-reels.tsx';

/** One turn of a strip (its STRIP_LENGTH symbols) in ms: 25 symbols a second, as the CSS strip rolled. */
export const STRIP_MS = 240;

/** How far down a strip has rolled at `nowMs`, in px of its one copy (`symbolPx` a symbol): [0, STRIP_LENGTH × symbolPx). */
export function stripOffset(nowMs: number, phaseSteps: number, symbolPx: number): number {
  const turn = STRIP_LENGTH * symbolPx;
  const steps = (nowMs / STRIP_MS) * STRIP_LENGTH + phaseSteps;
  return (((steps * symbolPx) % turn) + turn) % turn;
}

/**
 * Where one copy of the strip goes for a window `height` tall rolled by `offset`: the source rows of the strip
 * and where they land, so each frame copies only the pixels it shows (no clip, no overdraw). The strip moves
 * down: the window shows the strip from `turn − offset`, wrapping to its top.
 */
export function stripSlices(
  offset: number,
  height: number,
  turn: number,
): { from: number; to: number; height: number }[] {
  const slices = [];
  let shown = 0;
  let from = (turn - offset) % turn;
  while (shown < height) {
    const take = Math.min(turn - from, height - shown);
    slices.push({ from, to: shown, height: take });
    shown += take;
    from = 0;
  }
  return slices;
}

/** A place that spins, in the canvas's pixels, and its strip's start (symbols ahead of the others). */
interface SpinRect {
  x: number;
  y: number;
  w: number;
  h: number;
  phase: number;
}

/**
 * The theme's strip drawn once at `size` device pixels a symbol (its SVG art rasterised by the browser at that
 * size, kept as an ImageBitmap): every frame after copies it. Null until it is ready (a few ms after the first ask).
 */
const STRIP_ALPHA = 0.85;
const strips = new Map<string, CanvasImageSource | 'loading'>();
function stripImage(
  theme: string,
  kind: GameKind,
  size: number,
  ready: () => void,
): CanvasImageSource | null {
  const key = `${theme}|${kind}|${size}`;
  const cached = strips.get(key);
  if (cached) return cached === 'loading' ? null : cached;
  strips.set(key, 'loading');
  const image = new Image();
  image.src = `data:image/svg+xml,${encodeURIComponent(stripSvg(theme, kind, size))}`;
  image
    .decode()
    .then(async () => {
      const raster = document.createElement('canvas');
      raster.width = size;
      raster.height = size * STRIP_LENGTH;
      const ctx = raster.getContext('2d');
      if (!ctx) return;
      // The strip's transparency baked in: a frame then copies it as it is.
      ctx.globalAlpha = STRIP_ALPHA;
      ctx.drawImage(image, 0, 0, raster.width, raster.height);
      strips.set(key, typeof createImageBitmap === 'function' ? await createImageBitmap(raster) : raster);
      ready();
    })
    .catch(() => strips.delete(key));
  return null;
}

/** Which cells spin, as one string (the canvas measures its places again only when it changes). */
const spinKey = (view: ReelsView) => view.spinning.map((column) => column.map(Number).join('')).join('|');

/**
 * Draws the spinning reels of `store` on `canvas` (under the reel window's cells): while any cell spins, one
 * `requestAnimationFrame` loop copies the theme's pre-rasterised strip into each spinning place, rolled by the
 * clock; nothing in the DOM or React changes between landings. The places are the reel window's `[data-spin]`
 * elements, measured once per change of what spins (and on a resize). Still (reduced motion): the strips are
 * drawn once and stand. Returns the stop.
 */
export function drawSpinningReels(
  canvas: HTMLCanvasElement,
  store: StoreApi<ReelsView>,
  { theme, kind, still }: { theme: string; kind: GameKind; still: boolean },
): () => void {
  let context: CanvasRenderingContext2D | null = null;
  let frame = 0;
  let places: SpinRect[] | null = null;
  let sized = false;
  let key = spinKey(store.getState());
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };

  /** The spinning places as laid out now, in the canvas's pixels. */
  const measure = (): SpinRect[] => {
    const box = canvas.getBoundingClientRect();
    if (box.width === 0) return [];
    const scale = canvas.width / box.width;
    return [...(canvas.parentElement?.querySelectorAll<HTMLElement>('[data-spin]') ?? [])].map((element) => {
      const rect = element.getBoundingClientRect();
      const x = Math.round((rect.left - box.left) * scale);
      const y = Math.round((rect.top - box.top) * scale);
      const w = Math.round(rect.width * scale);
      const h = Math.round(rect.height * scale);
      return { x, y, w, h, phase: Number(element.dataset.spin) };
    });
  };

  function draw(now: number) {
    frame = 0;
    if (!key.includes('1')) {
      // Nothing spins: the canvas is left clear (and no context is made on a page that never spins).
      context?.clearRect(0, 0, canvas.width, canvas.height);
      places = null;
      return;
    }
    if (!sized) {
      const ratio = Math.min(window.devicePixelRatio || 1, 3);
      canvas.width = Math.round(canvas.clientWidth * ratio);
      canvas.height = Math.round(canvas.clientHeight * ratio);
      sized = true;
      places = null;
    }
    context ??= canvas.getContext('2d');
    const ctx = context;
    if (!ctx) return;
    if (!places) {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      places = measure();
    }
    let waiting = false;
    for (const place of places) {
      const strip = stripImage(theme, kind, place.w, schedule);
      ctx.clearRect(place.x, place.y, place.w, place.h);
      if (!strip) {
        waiting = true;
        continue;
      }
      // Only the rows the place shows, copied as they are: no clip, no scaling, no overdraw. (The drum's shade and
      // rounded corners are the place's own, over the canvas: painted once, not every frame.)
      const turn = place.w * STRIP_LENGTH;
      const offset = stripOffset(still ? 0 : now, place.phase, place.w);
      for (const slice of stripSlices(offset, place.h, turn))
        ctx.drawImage(
          strip,
          0,
          slice.from,
          place.w,
          slice.height,
          place.x,
          place.y + slice.to,
          place.w,
          slice.height,
        );
    }
    // Still: drawn once (again when a strip's art arrives or what spins changes).
    if (places.length > 0 && !still && !waiting) schedule();
  }

  const unsubscribe = store.subscribe((view) => {
    const next = spinKey(view);
    if (next === key) return;
    key = next;
    places = null;
    schedule();
  });
  const resized =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          sized = false;
          schedule();
        })
      : null;
  resized?.observe(canvas);
  if (key.includes('1')) schedule();
  return () => {
    unsubscribe();
    resized?.disconnect();
    cancelAnimationFrame(frame);
    frame = 0;
  };
}
