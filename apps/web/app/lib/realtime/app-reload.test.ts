import { describe, expect, it, vi } from 'vitest';
import { PAGE_RELOAD_GUARD_MS } from '@casino/contracts';
import { APP_RELOAD_STORAGE_KEY, handleAppReload, registerAppReload } from './app-reload.ts';
import type { RealtimeClient } from './realtime-client.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('handleAppReload', () => {
  it('reloads and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(handleAppReload({ storage, reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.map.get(APP_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('does not reload again within the guard window, and does after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    handleAppReload({ storage, reload, now: () => now });
    now += PAGE_RELOAD_GUARD_MS - 1;
    expect(handleAppReload({ storage, reload, now: () => now })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1;
    expect(handleAppReload({ storage, reload, now: () => now })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores garbage or a future timestamp in storage', () => {
    for (const stored of ['garbage', String(2_000_000)]) {
      const storage = memoryStorage();
      storage.map.set(APP_RELOAD_STORAGE_KEY, stored);
      const reload = vi.fn();
      expect(handleAppReload({ storage, reload, now: () => 1_000_000 })).toBe(true);
    }
  });

  it('still reloads when storage is missing or throws', () => {
    const reload = vi.fn();
    expect(handleAppReload({ storage: null, reload })).toBe(true);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(handleAppReload({ storage: throwing, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('registerAppReload listens for app/reload pushes', () => {
    const on = vi.fn(() => () => {});
    const client = { on } as unknown as RealtimeClient;
    const reload = vi.fn();
    registerAppReload(client, { storage: memoryStorage(), reload });
    expect(on).toHaveBeenCalledWith('app', 'reload', expect.any(Function));
    (on.mock.calls[0] as unknown as [string, string, () => void])[2]();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
