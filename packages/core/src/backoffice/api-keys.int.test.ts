import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import { createTestDatabase, databaseKinds } from '../testing/index.ts';
import { createApiKey, revokeApiKey, verifyApiKey } from './api-keys.ts';

const now = new Date('2026-01-01T12:00:00Z');

describe.each(databaseKinds())('API keys on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  it('shows the key once, keeps only its hash, verifies it until revoked', async () => {
    const { key, apiKey } = await createApiKey(db(), {
      name: 'Nightly export',
      scopes: ['redeems.read', 'redeems.read', 'documents.read'],
      createdBy: null,
      now,
    });
    expect(key).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.scopes).toEqual(['redeems.read', 'documents.read']);
    const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(JSON.stringify(stored)).not.toContain(key.slice(3));
    expect(stored!.prefix).toBe(key.slice(0, 8));

    const later = new Date(now.getTime() + 120_000);
    expect((await verifyApiKey(db(), key, later))?.id).toBe(apiKey.id);
    const [used] = await db().select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(used!.lastUsedAt).toEqual(later);
    expect(await verifyApiKey(db(), `${key}x`, later)).toBeNull();
    expect(await verifyApiKey(db(), key.replace('ck_', 'xx_'), later)).toBeNull();

    const { after } = await revokeApiKey(db(), apiKey.id, later);
    expect(after.revokedAt).toEqual(later);
    expect(await verifyApiKey(db(), key, later)).toBeNull();
  });

  it('refuses unknown permissions, no permission, and a missing name', async () => {
    const base = { name: 'k', createdBy: null, now };
    await expect(createApiKey(db(), { ...base, scopes: ['players.read', 'root'] })).rejects.toMatchObject({
      status: 422,
      message: 'Unknown permission: root.',
    });
    await expect(createApiKey(db(), { ...base, scopes: [] })).rejects.toMatchObject({ status: 422 });
    await expect(createApiKey(db(), { ...base, name: '  ', scopes: ['players.read'] })).rejects.toMatchObject(
      {
        status: 422,
      },
    );
    await expect(revokeApiKey(db(), '00000000-0000-4000-8000-000000000000', now)).rejects.toMatchObject({
      status: 404,
    });
  });
});
