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

/** A spec in one line of the table below: key, mode, tempo, chords, bass / pad / lead, lead per beat, rests, seed. */
const tune = (
  key: number,
  mode: MusicSpec['mode'],
  bpm: number,
  progression: MusicSpec['progression'],
  [bass, pad, lead]: [Wave, Wave | null, Wave],
  leadPerBeat: MusicSpec['leadPerBeat'],
  rests: number,
  seed: number,
): MusicSpec => ({ key, mode, bpm, progression, voicing: { bass, pad, lead }, leadPerBeat, rests, seed });

/** By the art theme key (`@casino/art`); a theme without music plays the fruits' tune, as its art does. */
export const THEME_MUSIC: Readonly<Record<string, MusicSpec>> = {
  // A bright fairground tune.
  fruits: tune(-9, 'major', 132, [0, 3, 4, 0], ['triangle', null, 'square'], 2, 2, 11),
  egypt: tune(-7, 'phrygianDominant', 96, [0, 1, 0, 6], ['triangle', 'sine', 'sawtooth'], 2, 3, 23),
  jungle: tune(-4, 'dorian', 112, [0, 3, 0, 4], ['square', null, 'triangle'], 2, 3, 37),
  // A slow swell under the sea.
  ocean: tune(-2, 'lydian', 84, [0, 1, 4, 0], ['sine', 'triangle', 'sine'], 1, 2, 41),
  space: tune(-11, 'minor', 100, [0, 5, 2, 6], ['sawtooth', 'sine', 'sine'], 1, 3, 53),
  fire: tune(-5, 'harmonicMinor', 144, [0, 5, 4, 4], ['sawtooth', null, 'square'], 2, 1, 67),
  gold: tune(-10, 'major', 120, [0, 5, 3, 4], ['triangle', 'triangle', 'sine'], 2, 2, 79),
  west: tune(-2, 'mixolydian', 108, [0, 6, 3, 0], ['triangle', null, 'sawtooth'], 1, 2, 83),
  magic: tune(-8, 'harmonicMinor', 90, [0, 3, 5, 4], ['sine', 'sine', 'triangle'], 2, 3, 97),
  lucky: tune(-3, 'major', 126, [0, 4, 5, 3], ['square', 'triangle', 'triangle'], 2, 2, 101),
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
