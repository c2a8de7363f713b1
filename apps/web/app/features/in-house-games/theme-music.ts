import { createSeededRandom } from '@casino/game-math';

/**
 * Each art theme's music, composed from a little data (key, mode, tempo, chord progression, voicing) into a
 * four-bar loop: a bass on the chord roots, a pad holding the chords and a lead melody walking the scale.
 * The melody's choices come from a seeded generator, so a theme always plays the same tune and no file is
 * downloaded. Pure: frame-sound.ts schedules the notes with Web Audio.
 */

type Wave = 'sine' | 'square' | 'sawtooth' | 'triangle';

/** Scale steps in semitones from the key's root. */
const MODES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  phrygianDominant: [0, 1, 4, 5, 7, 8, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
  lydian: [0, 2, 4, 6, 7, 9, 11],
} as const;

export interface MusicSpec {
  /** The key's root in semitones from A4 (−9: C). */
  key: number;
  mode: keyof typeof MODES;
  bpm: number;
  /** One chord per bar, as scale degrees (0: the tonic). */
  progression: readonly [number, number, number, number];
  voicing: { bass: Wave; pad: Wave | null; lead: Wave };
  /** Lead notes per beat: 1 (calm) or 2 (busy). */
  leadPerBeat: 1 | 2;
  /** Chance in 8 that a lead slot rests. */
  rests: number;
  /** Picks the melody: changing it changes the tune, not its key or pace. */
  seed: number;
}

/** By the art theme key (`@casino/art`); a theme without music plays the fruits' tune, as its art does. */
export const THEME_MUSIC: Readonly<Record<string, MusicSpec>> = {
  // A bright fairground tune.
  fruits: {
    key: -9,
    mode: 'major',
    bpm: 132,
    progression: [0, 3, 4, 0],
    voicing: { bass: 'triangle', pad: null, lead: 'square' },
    leadPerBeat: 2,
    rests: 2,
    seed: 11,
  },
  egypt: {
    key: -7,
    mode: 'phrygianDominant',
    bpm: 96,
    progression: [0, 1, 0, 6],
    voicing: { bass: 'triangle', pad: 'sine', lead: 'sawtooth' },
    leadPerBeat: 2,
    rests: 3,
    seed: 23,
  },
  jungle: {
    key: -4,
    mode: 'dorian',
    bpm: 112,
    progression: [0, 3, 0, 4],
    voicing: { bass: 'square', pad: null, lead: 'triangle' },
    leadPerBeat: 2,
    rests: 3,
    seed: 37,
  },
  // A slow swell under the sea.
  ocean: {
    key: -2,
    mode: 'lydian',
    bpm: 84,
    progression: [0, 1, 4, 0],
    voicing: { bass: 'sine', pad: 'triangle', lead: 'sine' },
    leadPerBeat: 1,
    rests: 2,
    seed: 41,
  },
  space: {
    key: -11,
    mode: 'minor',
    bpm: 100,
    progression: [0, 5, 2, 6],
    voicing: { bass: 'sawtooth', pad: 'sine', lead: 'sine' },
    leadPerBeat: 1,
    rests: 3,
    seed: 53,
  },
  fire: {
    key: -5,
    mode: 'harmonicMinor',
    bpm: 144,
    progression: [0, 5, 4, 4],
    voicing: { bass: 'sawtooth', pad: null, lead: 'square' },
    leadPerBeat: 2,
    rests: 1,
    seed: 67,
  },
  gold: {
    key: -10,
    mode: 'major',
    bpm: 120,
    progression: [0, 5, 3, 4],
    voicing: { bass: 'triangle', pad: 'triangle', lead: 'sine' },
    leadPerBeat: 2,
    rests: 2,
    seed: 79,
  },
  west: {
    key: -2,
    mode: 'mixolydian',
    bpm: 108,
    progression: [0, 6, 3, 0],
    voicing: { bass: 'triangle', pad: null, lead: 'sawtooth' },
    leadPerBeat: 1,
    rests: 2,
    seed: 83,
  },
  magic: {
    key: -8,
    mode: 'harmonicMinor',
    bpm: 90,
    progression: [0, 3, 5, 4],
    voicing: { bass: 'sine', pad: 'sine', lead: 'triangle' },
    leadPerBeat: 2,
    rests: 3,
    seed: 97,
  },
  lucky: {
    key: -3,
    mode: 'major',
    bpm: 126,
    progression: [0, 4, 5, 3],
    voicing: { bass: 'square', pad: 'triangle', lead: 'triangle' },
    leadPerBeat: 2,
    rests: 2,
    seed: 101,
  },
};

export interface MusicNote {
  voice: 'bass' | 'pad' | 'lead';
  /** Start and length in beats from the loop's start. */
  beat: number;
  beats: number;
  /** Pitch in semitones from A4. */
  semitone: number;
  wave: Wave;
  gain: number;
}

export interface MusicLoop {
  bpm: number;
  /** The loop's length in beats (four bars of four). */
  beats: number;
  notes: MusicNote[];
}

const BEATS_PER_BAR = 4;

/** The pitch of scale degree `degree` (any integer: 7 is the octave above the tonic), in semitones from A4. */
function pitch(spec: MusicSpec, degree: number): number {
  const steps = MODES[spec.mode];
  const octave = Math.floor(degree / steps.length);
  return spec.key + octave * 12 + steps[degree - octave * steps.length]!;
}

/** The loop a spec composes: the same notes every time for the same spec. */
export function composeLoop(spec: MusicSpec): MusicLoop {
  const random = createSeededRandom(spec.seed);
  const notes: MusicNote[] = [];
  const { bass, pad, lead } = spec.voicing;
  // The melody starts on the tonic an octave up and walks by steps and small leaps.
  let degree = 7;
  spec.progression.forEach((chord, bar) => {
    const start = bar * BEATS_PER_BAR;
    // Bass: the chord's root two octaves down on beats 1 and 3, its fifth on 2 and 4.
    for (let beat = 0; beat < BEATS_PER_BAR; beat++)
      notes.push({
        voice: 'bass',
        beat: start + beat,
        beats: 0.9,
        semitone: pitch(spec, chord + (beat % 2 ? 4 : 0)) - 24,
        wave: bass,
        gain: 0.12,
      });
    if (pad)
      for (const third of [0, 2, 4])
        notes.push({
          voice: 'pad',
          beat: start,
          beats: BEATS_PER_BAR,
          semitone: pitch(spec, chord + third) - 12,
          wave: pad,
          gain: 0.025,
        });
    const slots = BEATS_PER_BAR * spec.leadPerBeat;
    for (let slot = 0; slot < slots; slot++) {
      const onBeat = slot % spec.leadPerBeat === 0;
      // The bar's first note is always played, on a tone of its chord, so the tune follows the harmony.
      if (slot === 0) {
        degree = chord + 7 + [0, 2, 4][random.int(3)]!;
        if (degree > 13) degree -= 7;
      } else if (random.int(8) < spec.rests) continue;
      else degree = Math.min(13, Math.max(3, degree + [-2, -1, -1, 1, 1, 2, 3, -3][random.int(8)]!));
      notes.push({
        voice: 'lead',
        beat: start + slot / spec.leadPerBeat,
        beats: (onBeat ? 0.7 : 0.45) / spec.leadPerBeat,
        semitone: pitch(spec, degree),
        wave: lead,
        gain: onBeat ? 0.05 : 0.04,
      });
    }
  });
  return { bpm: spec.bpm, beats: spec.progression.length * BEATS_PER_BAR, notes };
}

const composed = new Map<string, MusicLoop>();

/** The theme's loop, composed once. */
export function themeMusic(theme: string): MusicLoop {
  const key = THEME_MUSIC[theme] ? theme : 'fruits';
  let loop = composed.get(key);
  if (!loop) composed.set(key, (loop = composeLoop(THEME_MUSIC[key]!)));
  return loop;
}

/** The scale's pitch classes of a spec (0–11 above C): what every note of its loop must belong to. */
export const scaleOf = (spec: MusicSpec): Set<number> =>
  new Set(MODES[spec.mode].map((step) => (((spec.key + 9 + step) % 12) + 12) % 12));
