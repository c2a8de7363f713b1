import { E2E_OPS_TOKEN } from './server.ts';

/** The server the suite runs on (`suiteServer()`, or a `RunningServer`). */
export interface ClockServer {
  baseUrl: string;
}

async function moveClock(server: ClockServer, move: { advanceSeconds: number } | { now: string }) {
  const response = await fetch(`${server.baseUrl}/rest/ops/clock/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
    body: JSON.stringify(move),
  });
  if (response.status !== 200)
    throw new Error(`moving the clock failed (${response.status}): ${await response.text()}`);
  return new Date(((await response.json()) as { now: string }).now);
}

/**
 * Moves the server's clock forward (or back, negative) by `seconds`: "tomorrow" without waiting. The server
 * runs with CLOCK_CONTROL=1 (docs/security.md); its day rollover and scheduled jobs wake at once. Answers the
 * server's new now. The files of a worker share its server: a test that moves the clock calls `resetClock` after.
 */
export const advanceClock = (server: ClockServer, seconds: number) =>
  moveClock(server, { advanceSeconds: seconds });

/** Sets the server's clock to `at`; it runs on from there. */
export const setClock = (server: ClockServer, at: Date) => moveClock(server, { now: at.toISOString() });

/** Back to the real time, for the tests that follow. */
export const resetClock = (server: ClockServer) => setClock(server, new Date());
