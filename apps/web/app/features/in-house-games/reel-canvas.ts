import type { StoreApi } from 'zustand/vanilla';
import type { GameKind } from '@casino/game-math';
import { createStripPainter, type PainterMessage, type SpinPlace } from './reel-strips.ts';
import { STRIP_LENGTH, stripSvg } from './symbol-art.tsx';
import type { ReelsView } from './slot-reels.tsx';

/** The strip's transparency over the reel window, baked into its bitmap. */
const STRIP_ALPHA = 0.85;

/**
 * The theme's strip drawn once at `size` device pixels a symbol: its SVG art rasterised by the browser at that
 * size, kept as an ImageBitmap that every frame after copies.
 */
const strips = new Map<string, Promise<CanvasImageSource | null>>();
function stripBitmap(key: string, theme: string, kind: GameKind, size: number) {
  const cached = strips.get(key);
  if (cached) return cached;
  const image = new Image();
  image.src = `data:image/svg+xml,${encodeURIComponent(stripSvg(theme, kind, size))}`;
  const made = image.decode().then(async () => {
    const raster = document.createElement('canvas');
    raster.width = size;
    raster.height = size * STRIP_LENGTH;
    const ctx = raster.getContext('2d');
    if (!ctx) return null;
    ctx.globalAlpha = STRIP_ALPHA;
    ctx.drawImage(image, 0, 0, raster.width, raster.height);
    return typeof createImageBitmap === 'function' ? createImageBitmap(raster) : raster;
  });
  made.catch(() => strips.delete(key));
  strips.set(key, made);
  return made;
}

/**
 * Who paints a canvas: a worker it is transferred to (OffscreenCanvas), where the browser has them, else the
 * page itself. Once per canvas element: a canvas is transferred once, and stays with its painter.
 */
const painters = new WeakMap<HTMLCanvasElement, (message: PainterMessage) => void>();
function painterOf(canvas: HTMLCanvasElement) {
  const known = painters.get(canvas);
  if (known) return known;
  let painter: (message: PainterMessage) => void;
  if (typeof Worker === 'function' && typeof canvas.transferControlToOffscreen === 'function') {
    const worker = new Worker(new URL('./reel-canvas-worker.ts', import.meta.url), { type: 'module' });
    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage({ type: 'canvas', canvas: offscreen }, [offscreen]);
    painter = (message) => worker.postMessage(message);
  } else painter = createStripPainter(canvas);
  painters.set(canvas, painter);
  return painter;
}

/** Which cells spin, as one string (the places are measured again only when it changes). */
const spinKey = (view: ReelsView) => view.spinning.map((column) => column.map(Number).join('')).join('|');

/**
 * Draws the spinning reels of `store` on `canvas` (under the reel window's cells): while any cell spins, the
 * theme's pre-rasterised strip rolls in each spinning place (reel-strips.ts), painted frame by frame off the
 * main thread where the browser can (reel-canvas-worker.ts); nothing in the DOM or React changes between
 * landings. The places are the reel window's `[data-spin]` elements, measured once per change of what spins
 * (and on a resize). Still (reduced motion): the strips are drawn once and stand. Returns the stop.
 */
export function drawSpinningReels(
  canvas: HTMLCanvasElement,
  store: StoreApi<ReelsView>,
  { theme, kind, still }: { theme: string; kind: GameKind; still: boolean },
): () => void {
  let paint: ((message: PainterMessage) => void) | null = null;
  let frame = 0;
  let size = { width: 0, height: 0 };
  let key = spinKey(store.getState());
  let live = true;

  /** The spinning places as laid out now, in the canvas's pixels. */
  const measure = (): SpinPlace[] => {
    const box = canvas.getBoundingClientRect();
    if (box.width === 0 || size.width === 0) return [];
    const scale = size.width / box.width;
    return [...(canvas.parentElement?.querySelectorAll<HTMLElement>('[data-spin]') ?? [])].map((element) => {
      const rect = element.getBoundingClientRect();
      const w = Math.round(rect.width * scale);
      return {
        x: Math.round((rect.left - box.left) * scale),
        y: Math.round((rect.top - box.top) * scale),
        w,
        h: Math.round(rect.height * scale),
        strip: `${theme}|${kind}|${w}`,
        length: STRIP_LENGTH,
        phase: Number(element.dataset.spin),
      };
    });
  };

  // After the cells of what spins are laid out (the frame after the change), once.
  const update = () => {
    frame = 0;
    const spinning = key.includes('1');
    // A page that never spins makes no painter (nor worker).
    if (!spinning && !paint) return;
    paint ??= painterOf(canvas);
    const ratio = Math.min(window.devicePixelRatio || 1, 3);
    const next = {
      width: Math.round(canvas.clientWidth * ratio),
      height: Math.round(canvas.clientHeight * ratio),
    };
    if (next.width !== size.width || next.height !== size.height) {
      size = next;
      paint({ type: 'size', ...size });
    }
    const places = spinning ? measure() : [];
    for (const place of places)
      void stripBitmap(place.strip, theme, kind, place.w).then((bitmap) => {
        if (bitmap && live) paint?.({ type: 'strip', key: place.strip, bitmap });
      });
    paint({ type: 'places', places, still });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };

  const unsubscribe = store.subscribe((view) => {
    const next = spinKey(view);
    if (next === key) return;
    key = next;
    schedule();
  });
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  resized?.observe(canvas);
  if (key.includes('1')) schedule();
  return () => {
    live = false;
    unsubscribe();
    resized?.disconnect();
    cancelAnimationFrame(frame);
    paint?.({ type: 'places', places: [], still });
  };
}
