import { POPUP_SEQUENCER } from '@casino/contracts';
import type { FeatureStates } from './feature-states.ts';
import type { PopupContext, PopupDefinition } from './popups.ts';

/**
 * The popup sequencer (spec, shell §4): for signed-in players, automatic popups one at a time — feature
 * popups in `featuresPriority.onMainPage` order, active and available features only, each once, the shown
 * list kept 24 h — then the others that are due. A run opens at most one and is skipped while a modal is
 * open, over a game (the game modal's `?game=`, the game frame) or on the cashier (a hash containing
 * `cash`, or its pages). In a new player's first session (`appInit.firstSession`) the first shown list on
 * this browser offers at most `POPUP_SEQUENCER.firstSessionMax` feature popups (docs/engagement.md, "Popup sequencer"). The timing (1 s
 * after login, every 60 s, on returning to the lobby, and waiting while the player types) is the caller's:
 * engagement-root.tsx.
 */

/**
 * What the sequencer remembers in the browser: the feature popups shown to `owner` since `since`; `first`
 * while it is the first list this browser keeps for them (their first session here: paced).
 */
interface ShownList {
  owner: string;
  since: number;
  names: string[];
  first?: boolean;
}

export const SHOWN_LIST_KEY = 'popupSequencer.shown';

function readShownList(storage: Storage, owner: string, now: number): ShownList {
  let first = true;
  try {
    const saved = JSON.parse(storage.getItem(SHOWN_LIST_KEY) ?? 'null') as ShownList | null;
    if (saved && saved.owner === owner && Array.isArray(saved.names)) {
      if (now - saved.since < POPUP_SEQUENCER.shownListExpiryMs && saved.since <= now) return saved;
      // Expired: a later session of a player this browser already knows.
      first = false;
    }
  } catch {
    // Unreadable: start a new list.
  }
  return { owner, since: now, names: [], first };
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
const GAME_FRAME_PATH = /(^|\/)game-frame\//;

/** A game is open: the game modal (`?game=`) or the in-house game's own frame. */
const isOverGame = (ctx: PopupContext) =>
  GAME_FRAME_PATH.test(ctx.pathname) || new URLSearchParams(ctx.search).has('game');

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
  if (ctx.hash.includes('cash') || CASHIER_PATH.test(ctx.pathname) || isOverGame(ctx)) return null;
  const list = readShownList(run.storage, states.owner, run.now);
  const paced =
    ctx.appInit.firstSession && list.first === true && list.names.length >= POPUP_SEQUENCER.firstSessionMax;
  for (const popup of popupCandidates(run.popups, states, list.names, ctx)) {
    if (paced && popup.feature !== undefined) continue;
    run.openModal(popup.modal, popup.feature === undefined ? (popup.props?.(ctx) ?? {}) : {});
    // The modal's own rules (registered, player only, its switch) may say no: then try the next.
    if (!run.isModalOpen(popup.modal)) continue;
    if (popup.feature === undefined) popup.onShown?.();
    else writeShownList(run.storage, { ...list, names: [...list.names, popup.modal] });
    return popup.modal;
  }
  return null;
}
