/**
 * The spinning strips' painter: what the reel canvas draws each frame, the same on the page's main thread and in
 * the reel canvas's worker (reel-canvas-worker.ts). No imports: the worker bundles this file alone.
 */

/** One turn of a strip (its symbols) in ms: 25 symbols a second, as the CSS strip rolled. */
export const STRIP_MS = 240;

/**
 * How far down a strip of `length` symbols has rolled at `nowMs`, in px of its one copy (`symbolPx` a
 * symbol), started `phaseSteps` symbols ahead: [0, length × symbolPx).
 */
export function stripOffset(nowMs: number, phaseSteps: number, symbolPx: number, length: number): number {
  const turn = length * symbolPx;
  const steps = (nowMs / STRIP_MS) * length + phaseSteps;
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

/** A place that spins, in the canvas's pixels: its strip (by key), the strip's symbols and its start. */
export interface SpinPlace {
  x: number;
  y: number;
  w: number;
  h: number;
  strip: string;
  length: number;
  phase: number;
}

/** What the painter is told: the canvas's size, a strip's bitmap, what spins now. */
export type PainterMessage =
  | { type: 'size'; width: number; height: number }
  | { type: 'strip'; key: string; bitmap: CanvasImageSource }
  | { type: 'places'; places: SpinPlace[]; still: boolean };

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Paints `canvas` from messages: while places spin (and not `still`), one `requestAnimationFrame` loop copies
 * each place's strip rows, rolled by the frame's clock; still, they are drawn once and stand; none, the canvas
 * is cleared and the loop stops.
 */
export function createStripPainter(canvas: HTMLCanvasElement | OffscreenCanvas) {
  let context: Context2D | null = null;
  const strips = new Map<string, CanvasImageSource>();
  let places: SpinPlace[] = [];
  let still = false;
  let clear = true;
  let frame = 0;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  function draw(now: number) {
    frame = 0;
    context ??= canvas.getContext('2d') as Context2D | null;
    const ctx = context;
    if (!ctx) return;
    if (clear) {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      clear = false;
    }
    let waiting = false;
    for (const place of places) {
      const strip = strips.get(place.strip);
      ctx.clearRect(place.x, place.y, place.w, place.h);
      if (!strip) {
        waiting = true;
        continue;
      }
      // Only the rows the place shows, copied as they are: no clip, no scaling, no overdraw. (The drum's shade
      // and rounded corners are the place's own, over the canvas: painted once, not every frame.)
      const turn = place.w * place.length;
      const offset = stripOffset(still ? 0 : now, place.phase, place.w, place.length);
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
    // Still: drawn once (again when a strip's bitmap arrives or what spins changes).
    if (places.length > 0 && !still && !waiting) schedule();
  }
  return (message: PainterMessage) => {
    if (message.type === 'size') {
      canvas.width = message.width;
      canvas.height = message.height;
      clear = true;
    } else if (message.type === 'strip') strips.set(message.key, message.bitmap);
    else {
      places = message.places;
      still = message.still;
      clear = true;
    }
    schedule();
  };
}
