import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newAttemptKey } from './attempt-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('attempt keys', () => {
  it('are v4 uuids, different each time', () => {
    const a = newAttemptKey();
    expect(a).toMatch(UUID_V4);
    expect(newAttemptKey()).not.toBe(a);
  });

  it('stay the same while an attempt is retried and change once it is finished', () => {
    const keys = createAttemptKeys();
    const first = keys.take();
    expect(keys.take()).toBe(first);
    keys.finish();
    const second = keys.take();
    expect(second).toMatch(UUID_V4);
    expect(second).not.toBe(first);
  });
});
