import { useSyncExternalStore } from 'react';

/** A sound in the two formats we ship (scripts/make-sounds.mjs): ogg where the browser plays it, else mp3. */
export interface SoundFiles {
  mp3: string;
  ogg: string;
}

const file = (name: string): SoundFiles => ({ mp3: `/sounds/${name}.mp3`, ogg: `/sounds/${name}.ogg` });
export const WHEEL_SOUNDS = { tick: file('wheel-tick'), win: file('win') } as const;

/** Sounds are off until the player turns them on; the choice is kept on this device. */
export const SOUND_PREFERENCE_KEY = 'casino.sounds';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: sounds stay off
  }
}

export const isSoundOn = (): boolean => storage()?.getItem(SOUND_PREFERENCE_KEY) === 'on';

export function setSoundOn(on: boolean): void {
  const store = storage();
  if (!store) return;
  if (on) store.setItem(SOUND_PREFERENCE_KEY, 'on');
  else store.removeItem(SOUND_PREFERENCE_KEY);
  // Turning sounds on is a tap: the moment browsers allow an audio context to start.
  if (on) void audioContext()?.resume();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => event.key === SOUND_PREFERENCE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The device's sound choice; off during server rendering. */
export const useSoundOn = (): boolean => useSyncExternalStore(subscribe, isSoundOn, () => false);

let context: AudioContext | null = null;
const buffers = new Map<string, Promise<AudioBuffer | null>>();

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  return (context ??= new window.AudioContext());
}

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
