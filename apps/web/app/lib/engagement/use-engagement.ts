import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import { AppInitSchema, type FeatureKey, type FeatureState } from '@casino/contracts';
import { scheduleFeatureEnd } from '../format/feature-timer.ts';
import { toEpochMs, useCountdown, type Countdown, type EndTime } from '../format/use-countdown.ts';
import { http } from '../http/http-client.ts';
import { useRootData } from '../root-data.ts';
import { serverNow, serverNowAtLeast } from '../server-clock.ts';
import { featureStates, featureStatesFor, findFeature, type FeatureStates } from './feature-states.ts';

// What every engagement feature uses on the client: the live feature states, countdowns and finish timers
// on the server's clock. A chunk of its own with the features that import it.

/** The signed-in player's features as this tab knows them now (guests: none). */
export function useFeatureStates(): FeatureStates {
  const { appInit } = useRootData();
  const live = useSyncExternalStore(featureStates.subscribe, featureStates.get, featureStates.get);
  return useMemo(() => featureStatesFor(appInit, live), [appInit, live]);
}

export const useFeatureState = (key: FeatureKey): FeatureState | null => findFeature(useFeatureStates(), key);

let generation = 0;

/**
 * Reads app init again and takes its features; a newer read wins over an older one still in flight. Not a
 * query (ADR 0018): it seeds the store the pushes change and the sequencer reads outside React.
 */
export async function refreshFeatureStates(): Promise<void> {
  const mine = ++generation;
  const appInit = await http.get('/rest/app/init/', { schema: AppInitSchema });
  if (mine === generation) featureStates.seed(appInit);
}

/** Pushes come in bursts (each spin's balance; a claim's balance and feature push): one read after them. */
const REFRESH_SOON_MS = 2000;
let soon: ReturnType<typeof setTimeout> | undefined;

/** Reads the states again once things have settled (the pushes that change them, a claim). */
export function refreshFeatureStatesSoon(): void {
  clearTimeout(soon);
  soon = setTimeout(() => {
    refreshFeatureStates().catch((error: unknown) => console.warn('[engagement] refresh failed', error));
  }, REFRESH_SOON_MS);
}

/** A countdown toward a time the server sent, counted on the server's clock. */
export const useServerCountdown = (endAt: EndTime, options: { onFinish?: () => void } = {}): Countdown =>
  useCountdown(endAt, { ...options, now: serverNow });

/**
 * The spec's feature timer for one finish time: `onEnd` runs when it passes on the server's clock, set
 * only when under 86,400 s remain (a warning when already past; see scheduleFeatureEnd). A null time
 * means the feature runs on. Every feature with a finish time uses this (app init's features get theirs
 * from the engagement root).
 */
export function useFeatureEnd(finishAt: EndTime, onEnd: () => void, name?: string): void {
  const end = toEpochMs(finishAt);
  const onEndEvent = useEffectEvent(onEnd);
  useEffect(() => {
    if (end === null) return;
    return scheduleFeatureEnd(end, () => onEndEvent(), {
      now: serverNowAtLeast(),
      ...(name ? { name } : {}),
    });
  }, [end, name]);
}
