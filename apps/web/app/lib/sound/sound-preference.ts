import { useSyncExternalStore } from 'react';

/** Sounds are off until the player turns them on; the choice is kept on this device (site and game frame). */
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

/** The page's one audio context (created on first use; null where Web Audio is missing). */
export function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  return (context ??= new window.AudioContext());
}
