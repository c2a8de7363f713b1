import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newAttemptKey } from './attempt-key.ts';

describe('newAttemptKey', () => {
  it('makes distinct v4 UUIDs the server accepts', () => {
    const keys = Array.from({ length: 50 }, newAttemptKey);
    for (const key of keys) expect(z.string().uuid().safeParse(key).success).toBe(true);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(50);
  });
});
