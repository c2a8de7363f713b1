import { asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { canonicalEmail, personKeys } from './person-keys.ts';

/**
 * Seed step: accounts made before the person keys existed get them, so a break taken then still covers the
 * person. Where two old accounts share a mailbox, the older one keeps it (the other one's sign-up went
 * through before the rule; it matches by its exact email still).
 */
export async function backfillPersonKeys(db: Db): Promise<void> {
  const rows = await db
    .select()
    .from(players)
    .where(or(isNotNull(players.email), isNotNull(players.name)))
    .orderBy(asc(players.createdAt), asc(players.id));
  const mailboxes = new Set(rows.flatMap((row) => (row.canonicalEmail ? [row.canonicalEmail] : [])));
  for (const row of rows) {
    let mailbox = row.canonicalEmail;
    if (!mailbox && row.email && !mailboxes.has(canonicalEmail(row.email))) {
      mailbox = canonicalEmail(row.email);
      mailboxes.add(mailbox);
    }
    const keys = personKeys(row);
    if (
      mailbox === row.canonicalEmail &&
      keys.personKey === row.personKey &&
      keys.identityKey === row.identityKey
    )
      continue;
    await db
      .update(players)
      .set({ canonicalEmail: mailbox, ...keys })
      .where(eq(players.id, row.id));
  }
}
