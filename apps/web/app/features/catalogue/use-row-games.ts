import { useEffect, useState } from 'react';
import { http } from '../../lib/http/http-client.ts';
import type { LobbyGame } from './lobby-types.ts';

/** Where a slider fetches its whole row (routes/lobby-rows.ts). */
export const LOBBY_ROWS_PATH = '/lobby-rows.json';

const fetchRow = (issue: string, signal: AbortSignal) =>
  http.get<{ games: LobbyGame[] }>(LOBBY_ROWS_PATH, { query: { issue }, signal });

/**
 * A slider's games: the first tiles the page came with, then, once `near` the viewport, the whole row
 * fetched from the server. New page data (a revalidation after a catalogue change) starts over from its
 * own first tiles. A failed fetch keeps the first tiles; the slider's "see all" link still shows every game.
 */
export function useRowGames(
  issue: string,
  games: LobbyGame[],
  complete: boolean,
  near: boolean,
): LobbyGame[] {
  const [row, setRow] = useState<{ of: LobbyGame[]; games: LobbyGame[] } | null>(null);
  const fetched = row?.of === games;
  useEffect(() => {
    if (complete || !near || fetched) return;
    // Not a query (ADR 0018): the row belongs to this page data's identity, which no query key can name;
    // a revalidation with the same first tiles (a later game restricted) must still read the row again.
    // And a guest's lobby shows it: the query library stays out of a guest's first load.
    // eslint-disable-next-line no-restricted-syntax
    const controller = new AbortController();
    // eslint-disable-next-line no-restricted-syntax
    fetchRow(issue, controller.signal).then(
      (answer) => setRow({ of: games, games: answer.games }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          console.warn(`[lobby] the rest of the ${issue} row did not load`, error);
      },
    );
    return () => controller.abort();
  }, [issue, games, complete, near, fetched]);
  return row && fetched ? row.games : games;
}
