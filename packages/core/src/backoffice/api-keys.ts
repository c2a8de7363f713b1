import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PERMISSION_NAMES, type Permission } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { apiKeys, operators } from '../db/schema/index.ts';
import { invalid, notFound } from '../errors.ts';
import { hashToken } from '../identity/sessions.ts';

export const API_KEY_PREFIX = 'ck_';
/** A key seen within this long is not written to again. */
const TOUCH_AFTER_MS = 60 * 1000;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** What a list shows of a key: never its hash. */
export const apiKeyView = (row: ApiKeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});
export type ApiKeyView = ReturnType<typeof apiKeyView>;

export function assertScopes(scopes: readonly string[]): asserts scopes is Permission[] {
  const unknown = scopes.filter((s) => !(PERMISSION_NAMES as string[]).includes(s));
  if (unknown.length)
    throw invalid(`Unknown permission${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`, {
      scopes: [`Choose among: ${PERMISSION_NAMES.join(', ')}.`],
    });
  if (!scopes.length) throw invalid('Give the key at least one permission.', { scopes: ['Required.'] });
}

/** A new key: `ck_` and 32 random bytes. The key itself is returned once; only its hash is kept. */
export async function createApiKey(
  db: Db,
  input: { name: string; scopes: readonly string[]; createdBy: string | null; now: Date },
) {
  assertScopes(input.scopes);
  const name = input.name.trim();
  if (!name || name.length > 100)
    throw invalid('Name the key (1–100 characters).', { name: ['1–100 characters.'] });
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      name,
      keyHash: hashToken(key),
      prefix: key.slice(0, 8),
      scopes: [...new Set(input.scopes)],
      createdBy: input.createdBy,
      createdAt: input.now,
    })
    .returning();
  return { key, apiKey: row! };
}

/** The live (not revoked) key a bearer value names, or null. Marks it used. */
export async function verifyApiKey(db: Db, key: string, now: Date): Promise<ApiKeyRow | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  return row;
}

/** Revokes a key (it answers 401 from then on); revoking a revoked key changes nothing. */
export async function revokeApiKey(db: Db, id: string, now: Date) {
  const [before] = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
  if (!before) throw notFound('There is no API key with this id.');
  if (before.revokedAt) return { before, after: before };
  const [after] = await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id)).returning();
  return { before, after: after! };
}

const creatorKey = alias(apiKeys, 'creator_key');

/**
 * Every key, newest first, with who created it in words (`createdByName`): the operator's email, or the
 * creating key's name for a key made by automation (`apikey:<id>`); null when neither exists any more.
 */
export async function listApiKeys(db: Db): Promise<(ApiKeyRow & { createdByName: string | null })[]> {
  const rows = await db
    .select({ key: apiKeys, operatorEmail: operators.email, keyName: creatorKey.name })
    .from(apiKeys)
    .leftJoin(operators, sql`${operators.id}::text = ${apiKeys.createdBy}`)
    .leftJoin(creatorKey, sql`'apikey:' || ${creatorKey.id}::text = ${apiKeys.createdBy}`)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => ({ ...row.key, createdByName: row.operatorEmail ?? row.keyName ?? null }));
}
