import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

/** Fetches when mounted (and on `reload`); `set` takes a newer value from a claim's answer or a push. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
    // `load` is a module function: the attempt alone decides when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set };
}
