import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { backfillPersonKeys } from './backfill-person-keys.ts';
import { personKeys } from './person-keys.ts';

describe.each(databaseKinds())('the person keys of older accounts on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  it('gives accounts made before the keys their mailbox and identity; the older account keeps a shared mailbox', async () => {
    const local = `old${Date.now()}`;
    const older = await createPlayer(db(), { email: `${local}@gmail.com` });
    const newer = await createPlayer(db());
    // As the accounts stood before the keys existed (the migration adds empty columns), when another
    // spelling of one mailbox could still sign up.
    const identity = { name: 'Ann', surname: 'Old', birthDay: '1980-02-03', address: '5 Oak Ave' };
    await db()
      .update(players)
      .set({ canonicalEmail: null, personKey: null, identityKey: null, ...identity })
      .where(inArray(players.id, [older.player.id, newer.player.id]));
    await db()
      .update(players)
      .set({ email: `${local.slice(0, 2)}.${local.slice(2)}+x@gmail.com` })
      .where(eq(players.id, newer.player.id));

    await backfillPersonKeys(db());
    const row = async (id: string) => (await db().select().from(players).where(eq(players.id, id)))[0]!;
    const keys = personKeys({ ...identity, address2: null, city: null, state: null, zip: null });
    expect(await row(older.player.id)).toMatchObject({ canonicalEmail: `${local}@gmail.com`, ...keys });
    expect(await row(newer.player.id)).toMatchObject({ canonicalEmail: null, ...keys });
    // Run again: nothing changes.
    await backfillPersonKeys(db());
    expect((await row(older.player.id)).canonicalEmail).toBe(`${local}@gmail.com`);
  });
});
