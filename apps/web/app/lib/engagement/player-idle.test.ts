// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_SEQUENCER } from '@casino/contracts';
import { isPlayerBusy, isTypingField, watchPlayerIdle } from './player-idle.ts';

const QUIET = POPUP_SEQUENCER.typingQuietMs;

function field(html: string) {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('a player busy typing', () => {
  it('counts text fields, selects, text areas and editable elements, not buttons or checkboxes', () => {
    expect(isTypingField(field('<input type="text">'))).toBe(true);
    expect(isTypingField(field('<input type="password">'))).toBe(true);
    expect(isTypingField(field('<select></select>'))).toBe(true);
    expect(isTypingField(field('<textarea></textarea>'))).toBe(true);
    expect(isTypingField(field('<div contenteditable="true"></div>'))).toBe(true);
    expect(isTypingField(field('<div contenteditable="false"></div>'))).toBe(false);
    expect(isTypingField(field('<input type="checkbox">'))).toBe(false);
    expect(isTypingField(field('<button>Go</button>'))).toBe(false);
    expect(isTypingField(null)).toBe(false);
  });

  it('is busy for a few seconds after the last keystroke', () => {
    const body = document.body;
    expect(isPlayerBusy(body, null, 10_000)).toBe(false);
    expect(isPlayerBusy(body, 10_000, 10_000 + QUIET - 1)).toBe(true);
    expect(isPlayerBusy(body, 10_000, 10_000 + QUIET)).toBe(false);
  });
});

describe('waiting for the player to be idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('comes back once the focus leaves the field and the typing has been quiet for a few seconds', () => {
    const input = field('<input type="text"><button>ok</button>') as HTMLInputElement;
    const onIdle = vi.fn();
    const watch = watchPlayerIdle(document, onIdle);
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(watch.isBusy()).toBe(true);
    watch.wait();
    vi.advanceTimersByTime(10 * QUIET);
    expect(onIdle).not.toHaveBeenCalled(); // still in the field
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    input.blur();
    vi.advanceTimersByTime(QUIET - 1);
    expect(onIdle).not.toHaveBeenCalled(); // typed a moment ago
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * QUIET);
    expect(onIdle).toHaveBeenCalledTimes(1); // once per wait
    watch.stop();
  });

  it('comes back after the quiet time when the player typed outside a field', () => {
    field('<p>text</p>');
    const onIdle = vi.fn();
    const watch = watchPlayerIdle(document, onIdle);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    watch.wait();
    vi.advanceTimersByTime(QUIET);
    expect(onIdle).toHaveBeenCalledTimes(1);
    watch.stop();
  });
});
