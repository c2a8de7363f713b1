import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { identityDocuments } from '../db/schema/index.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer, uniqueEmail } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { createLocalDocumentStorage, newDocumentKey, type DocumentStorage } from './document-storage.ts';
import { findDocumentRow, listDocumentsPage } from './list-documents-page.ts';
import { readDocumentFile } from './read-document-file.ts';
import { reviewDocument, reviewDocumentInTransaction } from './review-document.ts';

const PAGE = { page: 1, pageSize: 25, order: 'desc' as const };

describe.each(databaseKinds())('the document queue on %s', (kind) => {
  let database: Database;
  let root: string;
  let storage: DocumentStorage;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    root = await mkdtemp(join(tmpdir(), 'documents-'));
    storage = createLocalDocumentStorage(root);
  });
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });
  const db = () => database.db;

  /** A player (email with `tag`) with documents of these statuses, created a minute apart in this order. */
  async function playerWith(tag: string, statuses: Array<'pending' | 'approved' | 'rejected'>) {
    const { player, email } = await createPlayer(db(), { email: uniqueEmail(tag) });
    const ids: string[] = [];
    for (const [i, status] of statuses.entries()) {
      const [row] = await db()
        .insert(identityDocuments)
        .values({
          playerId: player.id,
          storageKey: newDocumentKey(player.id, 'png'),
          mime: 'image/png',
          size: 100 + i,
          sha256: `${tag}-${i}`.padEnd(64, '0'),
          status,
          createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)),
        })
        .returning();
      ids.push(row!.id);
    }
    return { player, email, ids };
  }

  it('lists waiting documents first, oldest first, with the player, and counts the whole list', async () => {
    const tag = `queue${Date.now()}`;
    const { email, ids } = await playerWith(tag, ['approved', 'pending', 'rejected', 'pending']);
    const page = await listDocumentsPage(db(), { ...PAGE, q: tag });
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.id)).toEqual([ids[1], ids[3], ids[0], ids[2]]);
    expect(page.rows[0]).toMatchObject({ status: 'pending', email, size: 101 });
    expect(page.rows[0]).not.toHaveProperty('storageKey');

    const pending = await listDocumentsPage(db(), { ...PAGE, q: tag, status: 'pending' });
    expect(pending.rows.map((r) => r.id)).toEqual([ids[1], ids[3]]);
    const second = await listDocumentsPage(db(), { ...PAGE, q: tag, pageSize: 3, page: 2 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.rows.map((r) => r.id)).toEqual([ids[2]]);
    const bySize = await listDocumentsPage(db(), { ...PAGE, q: tag, sort: 'size', order: 'asc' });
    expect(bySize.rows.map((r) => r.id)).toEqual(ids);
  });

  it('searches a literal text: % and _ match only themselves', async () => {
    await playerWith(`pct${Date.now()}`, ['pending']);
    expect((await listDocumentsPage(db(), { ...PAGE, q: '%' })).total).toBe(0);
  });

  it('reviews inside the caller transaction and pushes only when told to, after the commit', async () => {
    const { player, ids } = await playerWith(`review${Date.now()}`, ['pending']);
    const { publisher, sent } = createRecordingPublisher();
    const reviewed = await db().transaction(async (tx) => {
      const result = await reviewDocumentInTransaction(tx, {
        documentId: ids[0]!,
        status: 'rejected',
        note: '  blurry  ',
      });
      expect(sent).toEqual([]);
      return result;
    });
    expect(reviewed.before).toEqual({ status: 'pending', reviewNote: null });
    expect(reviewed.after).toEqual({ status: 'rejected', reviewNote: 'blurry' });
    await reviewed.notify({ db: db(), publisher });
    expect(sent).toEqual([
      {
        to: `player:${player.id}`,
        message: { type: 'playerIdentityVerification', action: 'rejected', data: { documentId: ids[0] } },
      },
      // The spec's verification push, whose toast the player sees.
      {
        to: `player:${player.id}`,
        message: { type: 'playerVerification', action: 'failed', data: { documentId: ids[0] } },
      },
    ]);
    expect(await findDocumentRow(db(), ids[0]!)).toMatchObject({ status: 'rejected', reviewNote: 'blurry' });
  });

  it('leaves the document as it was when the caller transaction rolls back', async () => {
    const { ids } = await playerWith(`rollback${Date.now()}`, ['pending']);
    await expect(
      db().transaction(async (tx) => {
        await reviewDocumentInTransaction(tx, { documentId: ids[0]!, status: 'approved' });
        throw new Error('the audit failed');
      }),
    ).rejects.toThrow('the audit failed');
    const [row] = await db().select().from(identityDocuments).where(eq(identityDocuments.id, ids[0]!));
    expect(row).toMatchObject({ status: 'pending', reviewedAt: null });
  });

  it('keeps reviewDocument (CLI, ops endpoint) pushing to the player', async () => {
    const { player, ids } = await playerWith(`cli${Date.now()}`, ['pending']);
    const { publisher, sent } = createRecordingPublisher();
    const document = await reviewDocument(
      { db: db(), publisher },
      { documentId: ids[0]!, status: 'approved' },
    );
    expect(document.status).toBe('approved');
    expect(sent.map((s) => [s.to, s.message.type, s.message.action])).toEqual([
      [`player:${player.id}`, 'playerIdentityVerification', 'approved'],
      [`player:${player.id}`, 'playerVerification', 'success'],
    ]);
    await expect(
      reviewDocument({ db: db(), publisher }, { documentId: crypto.randomUUID(), status: 'approved' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('reads a stored file with the type detected at upload', async () => {
    const { player } = await createPlayer(db());
    const key = newDocumentKey(player.id, 'pdf');
    const bytes = Buffer.from('%PDF-1.4 test');
    await storage.put(key, bytes);
    const [row] = await db()
      .insert(identityDocuments)
      .values({
        playerId: player.id,
        storageKey: key,
        mime: 'application/pdf',
        size: bytes.length,
        sha256: 'f'.repeat(64),
      })
      .returning();
    const file = await readDocumentFile({ db: db(), storage }, row!.id);
    expect(file).toMatchObject({ mime: 'application/pdf', size: bytes.length, fileName: `${row!.id}.pdf` });
    expect(file.data.equals(bytes)).toBe(true);

    await storage.delete(key);
    await expect(readDocumentFile({ db: db(), storage }, row!.id)).rejects.toMatchObject({ status: 404 });
    await expect(readDocumentFile({ db: db(), storage }, 'not-an-id')).rejects.toMatchObject({ status: 404 });
  });
});
