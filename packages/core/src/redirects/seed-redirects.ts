import type { Db } from '../db/client.ts';
import { redirects } from '../db/schema/index.ts';

/** The launch redirect table: old paths kept working, and one external link. */
export async function seedRedirects(db: Db): Promise<void> {
  await db
    .insert(redirects)
    .values([
      { fromPath: '/home', to: '/', type: 'internal', status: 301 },
      { fromPath: '/casino', to: '/lobby/', type: 'internal', status: 301 },
      { fromPath: '/sweepstakes-rules', to: '/page/sweepstakes-rules', type: 'internal', status: 301 },
      {
        fromPath: '/responsible-gaming',
        to: 'https://www.ncpgambling.org/',
        type: 'external',
        status: 302,
      },
    ])
    .onConflictDoNothing();
}
