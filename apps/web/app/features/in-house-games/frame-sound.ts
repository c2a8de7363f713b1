import { audioContext, isSoundOn } from '../../lib/sound/sound-preference.ts';
import { themeMusic } from './theme-music.ts';
import type { WinTier } from './win-presentation.ts';

/**
 * The frame's sounds, synthesised with Web Audio in code (no files): short oscillator and noise envelopes,
 * and a music loop per art theme scheduled a loop ahead. Silent unless the player turned sounds on
 * (lib/sound, remembered on the device); a browser that blocks audio simply stays silent.
 */

type Wave = OscillatorType;

function ready(): AudioContext | null {
  if (!isSoundOn()) return null;
  const ctx = audioContext();
  if (!ctx) return null;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  return ctx;
}

let master: GainNode | null = null;
function out(ctx: AudioContext): GainNode {
  if (!master || master.context !== ctx) {
    master = ctx.createGain();
    master.gain.value = 0.35;
    master.connect(ctx.destination);
  }
  return master;
}

/** One note: a pitch (Hz, optionally sliding to `to`), an attack-decay envelope, from `at` seconds ahead. */
function tone(
  ctx: AudioContext,
  {
    freq,
    to,
    at = 0,
    length = 0.15,
    type = 'sine',
    gain = 0.5,
  }: {
    freq: number;
    to?: number;
    at?: number;
    length?: number;
    type?: Wave;
    gain?: number;
  },
) {
  const start = ctx.currentTime + at;
  const osc = ctx.createOscillator();
  const env = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  if (to) osc.frequency.exponentialRampToValueAtTime(to, start + length);
  env.gain.setValueAtTime(0.0001, start);
  env.gain.exponentialRampToValueAtTime(gain, start + 0.01);
  env.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(env).connect(out(ctx));
  osc.start(start);
  osc.stop(start + length + 0.02);
}

let noiseBuffer: AudioBuffer | null = null;
let noiseOffset = 0;
/** A burst of filtered noise: the clack of a reel stop, the whirr of a spin. */
function noise(ctx: AudioContext, { at = 0, length = 0.08, cutoff = 1800, gain = 0.4 } = {}) {
  if (!noiseBuffer || noiseBuffer.sampleRate !== ctx.sampleRate) {
    noiseBuffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = noiseBuffer.getChannelData(0);
    // White noise from a fixed xorshift: a sound, not an outcome, so no randomness is needed.
    let x = 0x9e3779b9;
    for (let i = 0; i < data.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      data[i] = (x >>> 0) / 0x7fffffff - 1;
    }
    noiseOffset = 0;
  }
  const start = ctx.currentTime + at;
  const source = ctx.createBufferSource();
  source.buffer = noiseBuffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = cutoff;
  const env = ctx.createGain();
  env.gain.setValueAtTime(gain, start);
  env.gain.exponentialRampToValueAtTime(0.0001, start + length);
  source.connect(filter).connect(env).connect(out(ctx));
  // A different stretch of the buffer each time, so repeated clacks do not sound identical.
  noiseOffset = (noiseOffset + 0.137) % 0.5;
  source.start(start, noiseOffset, length + 0.02);
}

const note = (semitones: number, base = 440) => base * 2 ** (semitones / 12);

/** A rising arpeggio; bigger tiers climb higher and longer. */
function fanfare(ctx: AudioContext, steps: number[], gap: number, type: Wave) {
  steps.forEach((semi, i) =>
    tone(ctx, { freq: note(semi), at: i * gap, length: gap * 2.5, type, gain: 0.35 }),
  );
}

export const frameSound = {
  spin() {
    const ctx = ready();
    if (!ctx) return;
    noise(ctx, { length: 0.35, cutoff: 700, gain: 0.25 });
    tone(ctx, { freq: 180, to: 420, length: 0.3, type: 'sawtooth', gain: 0.08 });
  },
  reelStop(reel: number) {
    const ctx = ready();
    if (!ctx) return;
    noise(ctx, { length: 0.06, cutoff: 2400 - reel * 150, gain: 0.45 });
    tone(ctx, { freq: 110, length: 0.08, type: 'triangle', gain: 0.3 });
  },
  /** A win by its size: a chime for a small one, a fanfare per tier. */
  win(tier: WinTier | null) {
    const ctx = ready();
    if (!ctx) return;
    if (!tier) return fanfare(ctx, [0, 4, 7], 0.07, 'triangle');
    if (tier === 'big') return fanfare(ctx, [0, 4, 7, 12, 16], 0.09, 'square');
    if (tier === 'mega') return fanfare(ctx, [0, 4, 7, 12, 16, 19, 24], 0.09, 'square');
    fanfare(ctx, [0, 4, 7, 12, 16, 19, 24, 28, 31, 36], 0.08, 'sawtooth');
  },
  /** Free spins, a retrigger, hold-and-link, the Grand. */
  feature() {
    const ctx = ready();
    if (!ctx) return;
    tone(ctx, { freq: note(-12), to: note(12), length: 0.6, type: 'sawtooth', gain: 0.15 });
    fanfare(ctx, [7, 12, 19, 24], 0.12, 'triangle');
  },
  /** A fishing game's shot leaving the cannon. */
  shot() {
    const ctx = ready();
    if (!ctx) return;
    tone(ctx, { freq: 900, to: 240, length: 0.14, type: 'square', gain: 0.1 });
    noise(ctx, { length: 0.08, cutoff: 3200, gain: 0.2 });
  },
  /** A coin locking in place during respins. */
  coin() {
    const ctx = ready();
    if (!ctx) return;
    tone(ctx, { freq: note(19), length: 0.12, type: 'square', gain: 0.12 });
    tone(ctx, { freq: note(24), at: 0.06, length: 0.2, type: 'sine', gain: 0.25 });
  },
};

/**
 * The theme's music while sound is on (theme-music.ts composes it): schedules one loop at a time, a little
 * ahead, so it repeats without gaps. Returns the stop function.
 */
export function startMusic(theme: string): () => void {
  const loop = themeMusic(theme);
  const beat = 60 / loop.bpm;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const play = () => {
    const ctx = ready();
    if (stopped) return;
    if (ctx)
      for (const n of loop.notes)
        tone(ctx, {
          freq: note(n.semitone),
          at: n.beat * beat,
          length: n.beats * beat,
          type: n.wave,
          gain: n.gain,
        });
    timer = setTimeout(play, loop.beats * beat * 1000);
  };
  play();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
