import { audioContext, isSoundOn } from '../../lib/sound/sound-preference.ts';

// The choice is shared with the game frame: it lives in lib/sound.
export { SOUND_PREFERENCE_KEY, isSoundOn, setSoundOn, useSoundOn } from '../../lib/sound/sound-preference.ts';

/** A sound in the two formats we ship (scripts/make-sounds.mjs): ogg where the browser plays it, else mp3. */
export interface SoundFiles {
  mp3: string;
  ogg: string;
}

const file = (name: string): SoundFiles => ({ mp3: `/sounds/${name}.mp3`, ogg: `/sounds/${name}.ogg` });
export const WHEEL_SOUNDS = { tick: file('wheel-tick'), win: file('win') } as const;

const buffers = new Map<string, Promise<AudioBuffer | null>>();

let oggPlayable: boolean | null = null;
function pick(files: SoundFiles): string {
  oggPlayable ??= document.createElement('audio').canPlayType('audio/ogg; codecs="vorbis"') !== '';
  return oggPlayable ? files.ogg : files.mp3;
}

function load(ctx: AudioContext, url: string): Promise<AudioBuffer | null> {
  let buffer = buffers.get(url);
  if (!buffer) {
    buffer = fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(url))))
      .then((bytes) => ctx.decodeAudioData(bytes))
      .catch(() => {
        buffers.delete(url); // try again next time
        return null;
      });
    buffers.set(url, buffer);
  }
  return buffer;
}

/** Fetches and decodes sounds ahead of their moment (only when sounds are on). */
export function preloadSounds(...sounds: SoundFiles[]): void {
  const ctx = isSoundOn() ? audioContext() : null;
  if (ctx) for (const files of sounds) void load(ctx, pick(files));
}

/**
 * Plays a sound when the player has sounds on. Web Audio, so short sounds can overlap (the wheel's
 * ticks) and start on time; a browser that blocks audio before a tap simply stays silent.
 */
export async function playSound(files: SoundFiles): Promise<void> {
  if (!isSoundOn()) return;
  const ctx = audioContext();
  if (!ctx) return;
  if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
  const buffer = await load(ctx, pick(files));
  if (!buffer || !isSoundOn()) return;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.connect(ctx.destination);
  source.start();
}
