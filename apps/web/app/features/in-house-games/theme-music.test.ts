import { describe, expect, it } from 'vitest';
import { THEME_ART } from '@casino/art';
import { THEME_MUSIC, composeLoop, scaleOf, themeMusic } from './theme-music.ts';

const themes = Object.keys(THEME_ART);

describe('composeLoop', () => {
  it('gives every art theme its music', () => {
    expect(Object.keys(THEME_MUSIC).sort()).toEqual([...themes].sort());
  });

  it('composes the same loop for the same theme every time', () => {
    for (const theme of themes)
      expect(composeLoop(THEME_MUSIC[theme]!)).toEqual(composeLoop(THEME_MUSIC[theme]!));
  });

  it('composes a different tune for every theme', () => {
    const tunes = themes.map((theme) =>
      JSON.stringify(themeMusic(theme).notes.map((n) => [n.voice, n.beat, n.semitone, n.wave])),
    );
    expect(new Set(tunes).size).toBe(themes.length);
    // Not only the notes: the key, mode or tempo set each theme apart.
    const settings = themes.map((theme) => {
      const { key, mode, bpm } = THEME_MUSIC[theme]!;
      return `${key} ${mode} ${bpm}`;
    });
    expect(new Set(settings).size).toBe(themes.length);
  });

  it('keeps every note in the theme key, inside the loop and in an audible range', () => {
    for (const theme of themes) {
      const spec = THEME_MUSIC[theme]!;
      const loop = composeLoop(spec);
      const scale = scaleOf(spec);
      expect(loop.beats).toBe(16);
      for (const note of loop.notes) {
        expect(scale.has((((note.semitone + 9) % 12) + 12) % 12)).toBe(true);
        expect(note.beat).toBeGreaterThanOrEqual(0);
        expect(note.beat + note.beats).toBeLessThanOrEqual(loop.beats);
        // A1 (55 Hz) to A6 (1,760 Hz).
        expect(note.semitone).toBeGreaterThanOrEqual(-36);
        expect(note.semitone).toBeLessThanOrEqual(24);
      }
      for (const voice of ['bass', 'lead'] as const)
        expect(loop.notes.some((note) => note.voice === voice)).toBe(true);
      expect(loop.notes.some((note) => note.voice === 'pad')).toBe(spec.voicing.pad !== null);
    }
  });

  it('plays the fruits tune for a theme without music, as its art does', () => {
    expect(themeMusic('not-a-theme')).toBe(themeMusic('fruits'));
  });
});
