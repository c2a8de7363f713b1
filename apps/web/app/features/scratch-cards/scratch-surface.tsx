import { useEffect, useRef, type ReactNode } from 'react';
import { SCRATCH_REVEAL_SHARE } from '@casino/contracts';
import styles from './scratch-cards.module.css';

/** Brush radius in CSS pixels. */
const BRUSH = 22;
/** Pixels sampled per row/column when measuring how much was scratched. */
const SAMPLE = 40;

/**
 * A foil drawn on a canvas over `children`: mouse, pen and touch scratch it away (pointer events, no page
 * scroll while scratching). `onStart` fires with the first stroke; once `SCRATCH_REVEAL_SHARE` of the foil
 * is gone, `onRevealed` fires and the foil fades. `cleared` removes the foil (a card revealed already).
 */
export function ScratchSurface({
  label,
  hint,
  cleared,
  disabled,
  onStart,
  onRevealed,
  children,
}: {
  label: string;
  hint: string;
  cleared: boolean;
  disabled?: boolean;
  onStart: () => void;
  onRevealed: () => void;
  children: ReactNode;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const started = useRef(false);
  const revealed = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(width * ratio));
    canvas.height = Math.max(1, Math.round(height * ratio));
    ctx.scale(ratio, ratio);
    const foil = ctx.createLinearGradient(0, 0, width, height);
    foil.addColorStop(0, '#b8bcc6');
    foil.addColorStop(0.5, '#e6e8ee');
    foil.addColorStop(1, '#9da2ad');
    ctx.fillStyle = foil;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = 'rgba(70, 74, 86, 0.55)';
    ctx.font = `600 ${Math.round(Math.min(22, height / 6))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(hint, width / 2, height / 2);
    for (let x = -height; x < width; x += 14) {
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.18)';
      ctx.beginPath();
      ctx.moveTo(x, height);
      ctx.lineTo(x + height, 0);
      ctx.stroke();
    }
    // Erasing uses the stroke's alpha: an opaque stroke removes the foil completely.
    ctx.strokeStyle = '#000';
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = BRUSH * 2;
  }, [hint]);

  const scratchedShare = (canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D) => {
    const { width, height } = canvas;
    const data = ctx.getImageData(0, 0, width, height).data;
    let clear = 0;
    let total = 0;
    for (let row = 0; row < SAMPLE; row++)
      for (let col = 0; col < SAMPLE; col++) {
        const x = Math.floor(((col + 0.5) * width) / SAMPLE);
        const y = Math.floor(((row + 0.5) * height) / SAMPLE);
        total += 1;
        if (data[(y * width + x) * 4 + 3]! < 128) clear += 1;
      }
    return clear / total;
  };

  const last = useRef<{ x: number; y: number } | null>(null);
  const moves = useRef(0);
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const scratch = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const ctx = canvas.getContext('2d');
    if (!ctx || !last.current) return;
    const to = point(event);
    ctx.beginPath();
    ctx.moveTo(last.current.x, last.current.y);
    ctx.lineTo(to.x + 0.01, to.y);
    ctx.stroke();
    last.current = to;
    moves.current += 1;
    if (moves.current % 4 === 0) measure(canvas, ctx);
  };
  const measure = (canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D) => {
    if (revealed.current) return;
    const share = scratchedShare(canvas, ctx);
    canvas.dataset.scratched = String(Math.round(share * 100));
    if (share >= SCRATCH_REVEAL_SHARE) {
      revealed.current = true;
      onRevealed();
    }
  };

  return (
    <div className={styles.surface} data-cleared={cleared}>
      <div className={styles.under}>{children}</div>
      {cleared ? null : (
        <canvas
          ref={canvasRef}
          className={styles.foil}
          role="img"
          aria-label={label}
          data-scratch-surface=""
          data-scratched="0"
          onPointerDown={(event) => {
            if (disabled || revealed.current) return;
            event.currentTarget.setPointerCapture?.(event.pointerId);
            last.current = point(event);
            if (!started.current) {
              started.current = true;
              onStart();
            }
            scratch(event);
          }}
          onPointerMove={(event) => {
            if (!disabled && last.current) scratch(event);
          }}
          onPointerUp={(event) => {
            last.current = null;
            const ctx = event.currentTarget.getContext('2d');
            if (ctx) measure(event.currentTarget, ctx);
          }}
          onPointerCancel={() => (last.current = null)}
        />
      )}
    </div>
  );
}
