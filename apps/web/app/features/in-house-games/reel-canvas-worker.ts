// The reel canvas's worker (reel-canvas.ts): it owns the canvas (transferred offscreen) and paints the spinning
// strips there frame by frame, so a spinning frame costs the page's main thread nothing; its frames go to the
// compositor without the page's commit.
import { createStripPainter, type PainterMessage } from './reel-strips.ts';

let paint: ((message: PainterMessage) => void) | null = null;

self.onmessage = (event: MessageEvent<PainterMessage | { type: 'canvas'; canvas: OffscreenCanvas }>) => {
  const message = event.data;
  if (message.type === 'canvas') paint = createStripPainter(message.canvas);
  else paint?.(message);
};
