import { POPUP_SEQUENCER } from '@casino/contracts';
import type { FeatureStates } from './feature-states.ts';
import type { PopupContext, PopupDefinition } from './popups.ts';

/**
 * The popup sequencer (spec, shell §4): for signed-in players, automatic popups one at a time — feature
 * popups in `featuresPriority.onMainPage` order, active and available features only, each once, the shown
 * list kept 24 h — then the others that are due. A run opens at most one and is skipped while a modal is
 * open or on the cashier (a hash containing `cash`, or its pages). The timing (1 s after login, every
 * 60 s, on returning to the lobby) is the caller's: engagement-root.tsx.
 */

/** What the sequencer remembers in the browser: the feature popups shown to `owner` since `since`. */
interface ShownList {
  owner: string;
  since: number;
  names: string[];
}

export const SHOWN_LIST_KEY = 'popupSequencer.shown';

function readShownList(storage: Storage, owner: string, now: number): ShownList {
  try {
    const saved = JSON.parse(storage.getItem(SHOWN_LIST_KEY) ?? 'null') as ShownList | null;
    if (
      saved &&
      saved.owner === owner &&
      Array.isArray(saved.names) &&
      now - saved.since < POPUP_SEQUENCER.shownListExpiryMs &&
      saved.since <= now
    )
      return saved;
  } catch {
    // Unreadable: start a new list.
  }
  return { owner, since: now, names: [] };
}

function writeShownList(storage: Storage, list: ShownList): void {
  try {
    storage.setItem(SHOWN_LIST_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the popup may show again after a reload, which is harmless.
  }
}

/** The popups worth trying now, in the order to try them. */
export function popupCandidates(
  popups: readonly PopupDefinition[],
  states: FeatureStates,
  shown: readonly string[],
  ctx: PopupContext,
): PopupDefinition[] {
  const features = states.priority.flatMap((key) => {
    const state = states.features.find((f) => f.key === key);
    const popup = popups.find((p) => p.feature === key);
    return popup && state?.isActive && state.isAvailable && !shown.includes(popup.modal) ? [popup] : [];
  });
  const others = popups.filter((p) => p.feature === undefined && p.isDue(ctx));
  return [...features, ...others];
}

const CASHIER_PATH = /(^|\/)cash(\/|$)/;

export interface SequencerRun {
  popups: readonly PopupDefinition[];
  states: FeatureStates;
  ctx: PopupContext;
  storage: Storage;
  /** Device time (ms): the shown list is this browser's own memory. */
  now: number;
  isAnyModalOpen: () => boolean;
  isModalOpen: (name: string) => boolean;
  openModal: (name: string, props?: object) => void;
}

/** One run: opens the first candidate whose modal agrees to open; returns its name, or null. */
export function runPopupSequencer(run: SequencerRun): string | null {
  const { ctx, states } = run;
  if (states.owner === null || run.isAnyModalOpen()) return null;
  if (ctx.hash.includes('cash') || CASHIER_PATH.test(ctx.pathname)) return null;
  const list = readShownList(run.storage, states.owner, run.now);
  for (const popup of popupCandidates(run.popups, states, list.names, ctx)) {
    run.openModal(popup.modal, popup.feature === undefined ? (popup.props?.(ctx) ?? {}) : {});
    // The modal's own rules (registered, player only, its switch) may say no: then try the next.
    if (!run.isModalOpen(popup.modal)) continue;
    if (popup.feature === undefined) popup.onShown?.();
    else writeShownList(run.storage, { ...list, names: [...list.names, popup.modal] });
    return popup.modal;
  }
  return null;
}
