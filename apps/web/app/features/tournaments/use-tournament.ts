import { useEffect, useRef } from 'react';
import type { PushData, TournamentResponse, TournamentsList } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchTournaments } from './tournaments-api.ts';

/** How long a burst of leaderboard pushes is gathered before the player's own view is read again. */
const REFETCH_DEBOUNCE_MS = 400;

type LeaderboardPush = PushData<'tournament', 'leaderboard'>;

/**
 * Reads `key` with `load` and keeps it fresh: the tournament's leaderboard push (public room `tournaments`)
 * updates the leaders at once and, after a short pause, reads the player's own place and neighbours again;
 * `finished` and a reconnect read again too. `follows` says which tournaments this view follows.
 */
function useLive<T>(
  key: readonly unknown[],
  load: () => Promise<T>,
  follows: (id: number) => boolean,
  patch?: (data: T, push: LeaderboardPush) => T,
) {
  const { state, reload, setData } = useApiQuery(key, load);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const soon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void reload(), REFETCH_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  usePush('tournament', 'leaderboard', (push) => {
    if (!follows(push.id)) return;
    if (patch && state.status === 'ready') setData(patch(state.data, push));
    soon();
  });
  usePush('tournament', 'finished', (push) => {
    if (follows(push.id)) soon();
  });
  usePush('tournament', 'started', (push) => {
    if (follows(push.id)) soon();
  });
  useRealtimeReconnected(reload);
  return { state, refetch: reload };
}

/** One tournament (by `key`: its id, or the game's), live. */
export function useTournament(key: string, load: () => Promise<TournamentResponse>) {
  const current = useRef<number | null>(null);
  const live = useLive(
    ['tournaments', key],
    load,
    (id) => current.current === id,
    (data, push) => {
      if (!data.data || data.data.id !== push.id) return data;
      const me = data.playerData?.profile;
      const top = data.data.winners.length || push.winners.length;
      return {
        ...data,
        data: {
          ...data.data,
          participants: push.participants,
          winners: push.winners.slice(0, top).map((row) => ({ ...row, isMe: row.profile === me })),
        },
      };
    },
  );
  const id = live.state.status === 'ready' ? (live.state.data.data?.id ?? null) : null;
  useEffect(() => {
    current.current = id;
  }, [id]);
  return live;
}

/** The brand's tournaments (the list page), live. */
export function useTournamentsList() {
  const ids = useRef<Set<number>>(new Set());
  const live = useLive(['tournaments', 'list'], fetchTournaments, (id) => ids.current.has(id));
  const list: TournamentsList | null = live.state.status === 'ready' ? live.state.data : null;
  useEffect(() => {
    if (list) ids.current = new Set([...list.current, ...list.upcoming].map((t) => t.id));
  }, [list]);
  return live;
}
