/**
 * Runs `task` once the browser is idle after the page settled (a timeout where requestIdleCallback is
 * missing), for chunks that are fetched ahead of need. Returns a cancel function, for effects.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
