import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { createTestDatabase, databaseKinds } from '../testing/index.ts';
import {
  appendAudit,
  AUDIT_GENESIS_HASH,
  auditHash,
  canonicalJson,
  signAuditCheckpoint,
  unkeyedAuditHash,
  verifyAuditLog,
} from './audit-log.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined, so equal values hash alike', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":null,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe.each(databaseKinds())('the audit log chain on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const rows = () => db().select().from(auditLog).orderBy(asc(auditLog.id));

  it('chains each row to the previous one, in the transaction of the change', async () => {
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true, checked: 0 });
    for (let i = 1; i <= 5; i++)
      await db().transaction((tx) =>
        appendAudit(tx, {
          operatorId: `op-${i}`,
          operatorEmail: `op${i}@example.test`,
          action: 'player.lock',
          targetType: 'player',
          targetId: `p-${i}`,
          before: { locked: false, nested: { z: 1, a: [i, 'x'] } },
          after: { locked: true, when: at(i), skipped: undefined },
          ip: '203.0.113.7',
          at: at(i),
        }),
      );
    const chain = await rows();
    expect(chain.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(chain[0]!.prevHash).toBe(AUDIT_GENESIS_HASH);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.prevHash).toBe(chain[i - 1]!.hash);
    // Dates are stored as JSON would write them; undefined is dropped.
    expect(chain[0]!.after).toEqual({ locked: true, when: at(1).toISOString() });
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true, checked: 5 });

    // A change that fails takes its audit row with it: no gap, no row.
    await expect(
      db().transaction(async (tx) => {
        await appendAudit(tx, { operatorId: null, operatorEmail: null, action: 'player.note', at: at(9) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toHaveLength(5);
  });

  it('stays one line when many writers append at once', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db().transaction((tx) =>
          appendAudit(tx, {
            operatorId: null,
            operatorEmail: null,
            action: 'wallet.adjust',
            after: { i },
            at: at(20),
          }),
        ),
      ),
    );
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true, checked: 17 });
  });

  it('finds an edited row, even one whose hash was recomputed', async () => {
    const [original] = await db().select().from(auditLog).where(eq(auditLog.id, 3));
    await db().execute(sql`UPDATE audit_log SET after = '{"locked": false}'::jsonb WHERE id = 3`);
    expect(await verifyAuditLog(db())).toMatchObject({
      ok: false,
      checked: 2,
      firstBadId: 3,
      reason: expect.stringMatching(/changed/),
    });

    // Recomputing the edited row's hash breaks the next row's link instead.
    const [edited] = await db().select().from(auditLog).where(eq(auditLog.id, 3));
    await db()
      .update(auditLog)
      .set({ hash: auditHash(edited!.prevHash, edited!) })
      .where(eq(auditLog.id, 3));
    expect(await verifyAuditLog(db())).toMatchObject({
      ok: false,
      firstBadId: 4,
      reason: expect.stringMatching(/removed or moved/),
    });

    await db()
      .update(auditLog)
      .set({ after: original!.after, hash: original!.hash })
      .where(eq(auditLog.id, 3));
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true });
  });

  it('finds a deleted row and a moved one', async () => {
    const [third] = await db().select().from(auditLog).where(eq(auditLog.id, 3));
    await db().execute(sql`DELETE FROM audit_log WHERE id = 3`);
    expect(await verifyAuditLog(db())).toMatchObject({
      ok: false,
      checked: 2,
      firstBadId: 4,
      reason: 'Entry 3 is missing (deleted).',
    });
    await db().insert(auditLog).values(third!);
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true });

    // Deleting the first row shows too.
    const [first] = await db().select().from(auditLog).where(eq(auditLog.id, 1));
    await db().execute(sql`DELETE FROM audit_log WHERE id = 1`);
    expect(await verifyAuditLog(db())).toMatchObject({ ok: false, checked: 0, firstBadId: 2 });
    await db().insert(auditLog).values(first!);

    // Swapping two rows' places (their ids): the first moved row no longer follows its predecessor.
    await db().execute(sql`UPDATE audit_log SET id = -2 WHERE id = 2`);
    await db().execute(sql`UPDATE audit_log SET id = 2 WHERE id = 3`);
    await db().execute(sql`UPDATE audit_log SET id = 3 WHERE id = -2`);
    expect(await verifyAuditLog(db())).toMatchObject({ ok: false, firstBadId: 2 });
  });

  it('verifies in batches as well as at once', async () => {
    await db().execute(sql`UPDATE audit_log SET id = -2 WHERE id = 2`);
    await db().execute(sql`UPDATE audit_log SET id = 2 WHERE id = 3`);
    await db().execute(sql`UPDATE audit_log SET id = 3 WHERE id = -2`);
    expect(await verifyAuditLog(db(), { batch: 4 })).toMatchObject({ ok: true, checked: 17 });
    await db().execute(sql`UPDATE audit_log SET action = 'player.unlock' WHERE id = 9`);
    expect(await verifyAuditLog(db(), { batch: 4 })).toMatchObject({ ok: false, checked: 8, firstBadId: 9 });
  });
});

/**
 * Someone with write access to the database but not the audit key: a rewrite re-hashed the way anyone can
 * (SHA-256 over the same fields), a deleted middle row with the rest re-chained, and a truncated head.
 */
describe.each(databaseKinds())('the keyed audit chain against a database writer on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (let i = 1; i <= 50; i++)
      await database.db.transaction((tx) =>
        appendAudit(tx, {
          operatorId: 'op',
          operatorEmail: 'op@example.test',
          action: 'wallet.adjust',
          after: { amount: i },
          at: at(i % 60),
        }),
      );
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const rows = () => db().select().from(auditLog).orderBy(asc(auditLog.id));
  /**
   * Re-chains every row from `fromId` on with the hash a writer without the key can compute (the old, unkeyed
   * one), as a rewrite of 42 rows did.
   */
  async function rechainFrom(fromId: number) {
    const chain = await rows();
    let prev = chain.find((r) => r.id === fromId - 1)?.hash ?? AUDIT_GENESIS_HASH;
    for (const row of chain.filter((r) => r.id >= fromId)) {
      const hash = unkeyedAuditHash(prev, row);
      await db().update(auditLog).set({ prevHash: prev, hash }).where(eq(auditLog.id, row.id));
      prev = hash;
    }
  }
  let saved: (typeof auditLog.$inferSelect)[] = [];
  const restore = async () => {
    await db().execute(sql`DELETE FROM audit_log`);
    await db().insert(auditLog).values(saved);
  };

  it('catches an edited row re-hashed, with every row after it, without the key', async () => {
    saved = await rows();
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true, checked: 50 });
    await db().execute(sql`UPDATE audit_log SET after = '{"amount": 1000000}'::jsonb WHERE id = 9`);
    await rechainFrom(9);
    expect(await verifyAuditLog(db())).toMatchObject({ ok: false, firstBadId: 9 });
    await restore();
  });

  it('catches a deleted middle row with the rows after it renumbered and re-chained without the key', async () => {
    await db().execute(sql`DELETE FROM audit_log WHERE id = 20`);
    await db().execute(sql`UPDATE audit_log SET id = id - 1 WHERE id > 20`);
    await rechainFrom(20);
    expect(await verifyAuditLog(db())).toMatchObject({ ok: false, firstBadId: 20 });
    await restore();
  });

  it('catches a truncated head against the signed checkpoint, and a forged checkpoint', async () => {
    const intact = await verifyAuditLog(db());
    expect(intact).toMatchObject({ ok: true, checked: 50 });
    const checkpoint = signAuditCheckpoint(intact.checked, intact.headHash!, at(59));
    await db().execute(sql`DELETE FROM audit_log WHERE id > 46`);
    expect(await verifyAuditLog(db(), { checkpoint })).toMatchObject({
      ok: false,
      firstBadId: 47,
      reason: expect.stringMatching(/47–50 are missing/),
    });
    // Moving the checkpoint back needs the key too.
    expect(await verifyAuditLog(db(), { checkpoint: { ...checkpoint, count: 46 } })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not signed/),
    });
    await restore();
    expect(await verifyAuditLog(db(), { checkpoint })).toMatchObject({ ok: true, checked: 50 });
  });
});
