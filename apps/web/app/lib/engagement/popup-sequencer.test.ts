// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestAppInit, type AppInit } from '@casino/contracts';
import type { FeatureStates } from './feature-states.ts';
import { runPopupSequencer, SHOWN_LIST_KEY, type SequencerRun } from './popup-sequencer.ts';
import { definePopup, type PopupContext, type PopupDefinition } from './popups.ts';
import { feature } from './testing/feature-state.ts';

const HOUR = 3_600_000;
const NOW = Date.parse('2025-05-05T10:00:00Z');

const appInit: AppInit = { ...guestAppInit('Funrize'), isGuest: false, login: 'ann' };

const POPUPS: PopupDefinition[] = [
  definePopup({ feature: 'dailyLogin', modal: 'daily-login' }),
  definePopup({ feature: 'dailyWheel', modal: 'daily-wheel' }),
  definePopup({ feature: 'dailyChests', modal: 'daily-chests' }),
];

/** A modal stack as the app's: registered names open, one copy each. */
function modals(registered = ['daily-login', 'daily-wheel', 'daily-chests', 'reminder']) {
  const stack: string[] = [];
  return {
    stack,
    isAnyModalOpen: () => stack.length > 0,
    isModalOpen: (name: string) => stack.includes(name),
    openModal: vi.fn((name: string) => {
      if (registered.includes(name) && !stack.includes(name)) stack.push(name);
    }),
  };
}

function setup(
  states: Partial<FeatureStates> = {},
  { popups = POPUPS, registered }: { popups?: PopupDefinition[]; registered?: string[] } = {},
) {
  const stack = modals(registered);
  let now = NOW;
  const ctx: PopupContext = { appInit, pathname: '/lobby/', search: '', hash: '', elapsedMs: 1000 };
  const base: FeatureStates = {
    owner: 'ann',
    features: [feature('dailyLogin'), feature('dailyWheel'), feature('dailyChests')],
    priority: ['dailyWheel', 'dailyLogin', 'dailyChests'],
    ...states,
  };
  const run = (over: Partial<SequencerRun> = {}) =>
    runPopupSequencer({ popups, states: base, ctx, storage: localStorage, now, ...stack, ...over });
  /** Closes what is open, as the player would. */
  const close = () => stack.stack.splice(0);
  return { run, close, stack, advance: (ms: number) => (now += ms), ctx };
}

beforeEach(() => localStorage.clear());

describe('the popup sequencer', () => {
  it('offers feature popups one at a time in featuresPriority order, each once', () => {
    const { run, close, stack } = setup();
    expect(run()).toBe('daily-wheel');
    expect(run()).toBeNull(); // one at a time: the wheel is still open
    close();
    expect(run()).toBe('daily-login');
    close();
    expect(run()).toBe('daily-chests');
    close();
    expect(run()).toBeNull();
    expect(stack.openModal).toHaveBeenCalledTimes(3);
  });

  it('offers only active and available features that are in the priority list', () => {
    const { run } = setup({
      features: [
        feature('dailyLogin', { isAvailable: false }),
        feature('dailyWheel', { isActive: false }),
        feature('dailyChests'),
      ],
      priority: ['dailyLogin', 'dailyWheel'],
    });
    expect(run()).toBeNull();
  });

  it('keeps the shown list 24 hours, then offers them again', () => {
    const { run, close, advance } = setup({ priority: ['dailyLogin'] });
    expect(run()).toBe('daily-login');
    close();
    advance(24 * HOUR - 1);
    expect(run()).toBeNull();
    advance(1);
    expect(run()).toBe('daily-login');
  });

  it('remembers per player: another player in the same browser gets their own list', () => {
    const { run, close } = setup({ priority: ['dailyLogin'] });
    expect(run()).toBe('daily-login');
    close();
    expect(
      run({ states: { owner: 'bob', features: [feature('dailyLogin')], priority: ['dailyLogin'] } }),
    ).toBe('daily-login');
    expect(JSON.parse(localStorage.getItem(SHOWN_LIST_KEY)!)).toMatchObject({
      owner: 'bob',
      names: ['daily-login'],
    });
  });

  it('is skipped while another modal is open, on the cashier and when the hash names cash', () => {
    const { run, stack, ctx } = setup();
    stack.stack.push('game');
    expect(run()).toBeNull();
    stack.stack.splice(0);
    expect(run({ ctx: { ...ctx, hash: '#cash-deposit' } })).toBeNull();
    expect(run({ ctx: { ...ctx, pathname: '/es/cash/deposit-by-money/' } })).toBeNull();
    expect(stack.openModal).not.toHaveBeenCalled();
    expect(run()).toBe('daily-wheel');
  });

  it('paces a new player’s first session: two feature popups, then none until the list renews', () => {
    const { run, close, advance, ctx } = setup();
    ctx.appInit = { ...appInit, firstSession: true };
    expect(run()).toBe('daily-wheel');
    close();
    expect(run()).toBe('daily-login');
    close();
    expect(run()).toBeNull(); // the chests wait for the next session
    expect(JSON.parse(localStorage.getItem(SHOWN_LIST_KEY)!)).toMatchObject({ first: true });
    advance(24 * HOUR);
    expect(run()).toBe('daily-wheel');
    close();
    expect(run()).toBe('daily-login');
    close();
    expect(run()).toBe('daily-chests');
  });

  it('does not pace a player who has signed in again, even on a browser new to them', () => {
    const { run, close } = setup();
    for (const name of ['daily-wheel', 'daily-login', 'daily-chests']) {
      expect(run()).toBe(name);
      close();
    }
  });

  it('opens nothing over a game: the game modal’s ?game= or the in-house game frame', () => {
    const { run, stack, ctx } = setup();
    expect(run({ ctx: { ...ctx, search: '?game=book-of-sun' } })).toBeNull();
    expect(run({ ctx: { ...ctx, pathname: '/es/game-frame/12/' } })).toBeNull();
    expect(stack.openModal).not.toHaveBeenCalled();
    expect(run()).toBe('daily-wheel');
  });

  it('does nothing for a guest', () => {
    const { run } = setup({ owner: null });
    expect(run()).toBeNull();
  });

  it('passes over a popup whose modal does not open (not built yet, or its rules say no) without marking it', () => {
    const { run, close } = setup({}, { registered: ['daily-login', 'daily-chests'] });
    expect(run()).toBe('daily-login');
    close();
    expect(run()).toBe('daily-chests');
    close();
    expect(JSON.parse(localStorage.getItem(SHOWN_LIST_KEY)!).names).toEqual(['daily-login', 'daily-chests']);
  });

  it('offers the other popups after the features, whenever they are due, with their own memory', () => {
    let remindedAt: number | null = null;
    const reminder = definePopup({
      modal: 'reminder',
      isDue: (ctx) => ctx.elapsedMs >= 60_000 && remindedAt === null,
      props: (ctx) => ({ login: ctx.appInit.login }),
      onShown: () => (remindedAt = 1),
    });
    const { run, close, stack, ctx } = setup({ priority: ['dailyLogin'] }, { popups: [reminder, ...POPUPS] });
    expect(run()).toBe('daily-login'); // features first, whatever the registration order
    close();
    expect(run()).toBeNull(); // the reminder waits for its minute
    expect(run({ ctx: { ...ctx, elapsedMs: 60_000 } })).toBe('reminder');
    expect(stack.openModal).toHaveBeenLastCalledWith('reminder', { login: 'ann' });
    close();
    expect(run({ ctx: { ...ctx, elapsedMs: 120_000 } })).toBeNull();
    expect(JSON.parse(localStorage.getItem(SHOWN_LIST_KEY)!).names).toEqual(['daily-login']);
  });

  it('survives an unreadable shown list', () => {
    localStorage.setItem(SHOWN_LIST_KEY, '{not json');
    const { run } = setup();
    expect(run()).toBe('daily-wheel');
  });
});
