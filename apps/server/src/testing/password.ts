import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { tables, type Database } from '@casino/core';
import type { App } from '../app.ts';
import { createAgent } from './agent.ts';

// Tests only. Every visitor gets an address of its own, so per-IP rate limits never leak between tests.
let seq = 0;
export const freshIp = () => {
  seq += 1;
  return `10.${40 + Math.floor(seq / 62_500)}.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`;
};

/** A random UK mobile number, so that tests do not share one. */
export const randomPhone = () => `+4420${String(randomInt(100_000_000)).padStart(8, '0')}`;

/** A refusal a person can act on: 4xx with a message, containing `text` (in the message or a field's) if given. */
export const expect4xx = (response: { statusCode: number; json(): unknown }, text?: string) => {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json() as { message: string; errors?: Record<string, string[]> };
  expect(body.message).toEqual(expect.any(String));
  if (text) expect(body.message + JSON.stringify(body.errors ?? {})).toContain(text);
  return body;
};

/** createAgent whose requests all come from one address of its own. */
export function visitor(app: App, options: { host?: string; ip?: string } = {}) {
  const agent = createAgent(app, options.host ? { host: options.host } : {});
  const ip = options.ip ?? freshIp();
  type Extra = Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean };
  return {
    ...agent,
    ip,
    get: (url: string, extra: Omit<InjectOptions, 'url' | 'method'> = {}) =>
      agent.get(url, { remoteAddress: ip, ...extra }),
    post: (url: string, payload?: unknown, extra: Extra = {}) =>
      agent.post(url, payload, { remoteAddress: ip, ...extra }),
  };
}
export type Visitor = ReturnType<typeof visitor>;

/** A visitor signed in through the real endpoint. */
export async function signedInVisitor(app: App, credentials: { email: string; password: string }) {
  const v = visitor(app);
  const response = await v.post('/rest/login/', credentials);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return v;
}

/** The newest message to one recipient, as the outbox stored it. */
export async function lastMessageTo(database: Database, recipient: string) {
  const [row] = await database.db
    .select()
    .from(tables.outboxMessages)
    .where(eq(tables.outboxMessages.recipient, recipient))
    .orderBy(desc(tables.outboxMessages.id))
    .limit(1);
  return row ?? null;
}

export async function messagesTo(database: Database, recipient: string) {
  return database.db
    .select()
    .from(tables.outboxMessages)
    .where(eq(tables.outboxMessages.recipient, recipient));
}

/** The secret inside a message: the token of its link, or its 6-digit code. */
export const tokenOf = (link: string | null | undefined, param: string) =>
  new URL(link ?? 'http://x/').searchParams.get(param) ?? '';
export const codeOf = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

/** Pushes a player's live secrets of one purpose past their expiry. */
export async function expireTokens(
  database: Database,
  playerId: string,
  purpose: 'password_restore' | 'email_confirm' | 'phone_confirm',
) {
  await database.db
    .update(tables.authTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(tables.authTokens.playerId, playerId), eq(tables.authTokens.purpose, purpose)));
}

export async function playerRow(database: Database, playerId: string) {
  const [row] = await database.db.select().from(tables.players).where(eq(tables.players.id, playerId));
  return row!;
}
