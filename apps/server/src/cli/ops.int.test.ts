import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables, type Database } from '@casino/core';
import { createPlayer } from '@casino/core/testing';
import { setupTestApp } from '../testing/test-app.ts';
import { OPS_SECRET, setupOpsDataDir } from '../testing/ops-cli.ts';
import { main } from './ops.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';

async function addDocument(database: Database) {
  const { player } = await createPlayer(database.db);
  const [doc] = await database.db
    .insert(tables.identityDocuments)
    .values({
      playerId: player.id,
      storageKey: `${player.id}/00000000-0000-4000-8000-000000000001.png`,
      mime: 'image/png',
      size: 10,
      sha256: 'a'.repeat(64),
    })
    .returning();
  return doc!;
}

describe('npm run ops -- documents:*', () => {
  const { env, open, openSeeded } = setupOpsDataDir('cli');

  it('reviews a document directly in the embedded database', async () => {
    const database = await openSeeded();
    const doc = await addDocument(database);
    await database.close();

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['documents:list'], env)).toBe(0);
    expect(log.mock.calls.flat().join('\n')).toContain(doc.id);
    expect(await main(['documents:review', doc.id, 'rejected', 'Blurry', 'photo'], env)).toBe(0);

    const reopened = open();
    const [row] = await reopened.db
      .select()
      .from(tables.identityDocuments)
      .where(eq(tables.identityDocuments.id, doc.id));
    await reopened.close();
    expect(row).toMatchObject({ status: 'rejected', reviewNote: 'Blurry photo' });
  }, 60_000);

  it('explains bad usage with exit code 2 and an unknown document with 1', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['documents:review', 'x'], env)).toBe(2);
    expect(await main(['documents:review', 'x', 'verified'], env)).toBe(2);
    expect(await main(['nope'], env)).toBe(2);
    expect(error.mock.calls.flat().join('\n')).toContain('Usage: npm run ops');
    expect(await main(['documents:review', '00000000-0000-4000-8000-000000000000', 'approved'], env)).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toContain('There is no document with this id.');
  }, 60_000);
});

describe('npm run ops while the server holds the embedded database', () => {
  const t = setupTestApp('pglite', { opsToken: OPS_TOKEN });
  const { dataDir } = setupOpsDataDir('cli');

  it('goes through the operator endpoint with OPS_TOKEN, and refuses without it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = String((t.app.server.address() as AddressInfo).port);
    const env = { DATA_DIR: dataDir, SESSION_SECRET: OPS_SECRET, HOST: '127.0.0.1', PORT: port };
    const doc = await addDocument(t.database);
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});

    expect(await main(['documents:review', doc.id, 'approved'], env)).toBe(2);
    expect(error.mock.calls.flat().join('\n')).toContain('Set OPS_TOKEN');

    expect(await main(['documents:review', doc.id, 'approved'], { ...env, OPS_TOKEN })).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(tables.identityDocuments)
      .where(eq(tables.identityDocuments.id, doc.id));
    expect(row!.status).toBe('approved');
    // The server pushes the result to the player's open pages.
    expect(toPlayer).toHaveBeenCalledWith(doc.playerId, expect.objectContaining({ action: 'approved' }));
  });
});
