import { useCallback, useEffect, useRef, useState } from 'react';
import type { PushData, TournamentResponse, TournamentsList } from '@casino/contracts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchTournaments } from './tournaments-api.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** How long a burst of leaderboard pushes is gathered before the player's own view is read again. */
const REFETCH_DEBOUNCE_MS = 400;

/**
 * Fetches with `load` and keeps it fresh: the tournament's leaderboard push (public room `tournaments`)
 * updates the leaders at once and, after a short pause, reads the player's own place and neighbours again;
 * `finished` and a reconnect read again too. `ids` says which tournaments this view follows.
 */
function useLive<T>(
  load: () => Promise<T>,
  follows: (id: number) => boolean,
  patch?: (data: T, push: LeaderboardPush) => T,
) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const refetch = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ status: 'ready', data });
    } catch {
      if (mine === generation.current) setState((s) => (s.status === 'ready' ? s : { status: 'error' }));
    }
  }, []);
  const soon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch(), REFETCH_DEBOUNCE_MS);
  }, [refetch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  usePush('tournament', 'leaderboard', (push) => {
    if (!follows(push.id)) return;
    if (patch) setState((s) => (s.status === 'ready' ? { status: 'ready', data: patch(s.data, push) } : s));
    soon();
  });
  usePush('tournament', 'finished', (push) => {
    if (follows(push.id)) soon();
  });
  useRealtimeReconnected(() => void refetch());
  return { state, refetch };
}

type LeaderboardPush = PushData<'tournament', 'leaderboard'>;

/** One tournament (by id, or the game's), live. */
export function useTournament(key: string, load: () => Promise<TournamentResponse>) {
  const current = useRef<number | null>(null);
  const live = useLive(
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
  const { refetch } = live;
  useEffect(() => {
    void refetch();
  }, [key, refetch]);
  const id = live.state.status === 'ready' ? (live.state.data.data?.id ?? null) : null;
  useEffect(() => {
    current.current = id;
  }, [id]);
  return live;
}

/** The brand's tournaments (the list page), live. */
export function useTournamentsList() {
  const ids = useRef<Set<number>>(new Set());
  const live = useLive(fetchTournaments, (id) => ids.current.has(id));
  const { refetch } = live;
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const list: TournamentsList | null = live.state.status === 'ready' ? live.state.data : null;
  useEffect(() => {
    if (list) ids.current = new Set([...list.current, ...list.upcoming].map((t) => t.id));
  }, [list]);
  return live;
}
