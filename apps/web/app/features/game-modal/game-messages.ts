/**
 * What the game frame may tell its parent page (interfaces.md, "In-house game API"). Our own games also
 * say when a round starts and when its presentation is over: the header holds its balance in between.
 */
export type GameFrameMessage =
  | { type: 'insufficientFunds' }
  | { type: 'maxBet'; maxBet: number }
  | { type: 'roundStarted' }
  | { type: 'roundPresented' };

/**
 * Reads a `message` event from the game frame: only from this site's origin and, when the frame is known,
 * from that frame's window; anything else (other origins, other shapes) is ignored.
 */
export function readGameMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  expected: { origin: string; source?: MessageEventSource | null },
): GameFrameMessage | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source && event.source !== expected.source) return null;
  const data = event.data as unknown;
  if (typeof data !== 'object' || data === null) return null;
  const { source, type, maxBet } = data as { source?: unknown; type?: unknown; maxBet?: unknown };
  if (source !== 'casino-game') return null;
  if (type === 'insufficientFunds' || type === 'roundStarted' || type === 'roundPresented') return { type };
  if (type === 'maxBet' && typeof maxBet === 'number' && Number.isFinite(maxBet)) return { type, maxBet };
  return null;
}

/** Only same-origin frame URLs are loaded (the play route answers a path such as /game-frame/…). */
export function sameOriginUrl(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      ? parsed.pathname + parsed.search + parsed.hash
      : null;
  } catch {
    return null;
  }
}

/** The spec: full-screen mode only on Android mobile. */
export const isAndroidMobile = (userAgent: string): boolean =>
  /Android/i.test(userAgent) && /Mobile/i.test(userAgent);

export { titleFromSlug } from '../../lib/format/title-from-slug.ts';
