import type { RoundOutcome, ShotOutcome } from '@casino/game-math';

/**
 * The verifier's work, shared by the page and its standalone copy (standalone/verifier-standalone.ts): the
 * round recomputed in the browser with WebCrypto's HMAC-SHA256 and the game math (docs/provably-fair.md).
 * Nothing is sent anywhere: once the math is loaded it works offline.
 */

/** The game math, loaded on first need: a chunk of its own for the page, inlined in the standalone copy. */
export const loadGameMath = () => import('@casino/game-math');

/** The verifier's fields as typed (a link from the game history fills them in). */
export interface VerifyFields {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  buyFeature: boolean;
  target: string;
  expectedWin: string;
}

export type VerifyProblem = 'badSeed' | 'badClientSeed' | 'badNonce' | 'badPlay';

export type VerifyResult =
  | {
      ok: true;
      serverSeedHash: string;
      outcome: RoundOutcome | ShotOutcome;
      /** Whether the recomputed win equals `expectedWin`; null when none was given. */
      matches: boolean | null;
    }
  | { ok: false; problem: VerifyProblem };

const wholeNumber = (text: string) => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null);

export async function verifyRound(fields: VerifyFields): Promise<VerifyResult> {
  const math = await loadGameMath();
  const serverSeed = fields.serverSeed.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(serverSeed)) return { ok: false, problem: 'badSeed' };
  const clientSeed = fields.clientSeed.trim();
  if (!clientSeed) return { ok: false, problem: 'badClientSeed' };
  const nonce = wholeNumber(fields.nonce);
  if (nonce === null) return { ok: false, problem: 'badNonce' };
  const game = math.getEngineDefinition(fields.game);
  const bet = wholeNumber(fields.bet);
  if (!game || bet === null) return { ok: false, problem: 'badPlay' };
  const play = {
    bet,
    buyFeature: game.kind !== 'fishing' && fields.buyFeature,
    target: game.kind === 'fishing' ? fields.target : undefined,
  };
  try {
    const { outcome } = await math.recomputeRound(
      math.webCryptoHmac,
      { serverSeed, clientSeed, nonce },
      game,
      play,
    );
    const expected = wholeNumber(fields.expectedWin);
    return {
      ok: true,
      serverSeedHash: await math.serverSeedHash(serverSeed),
      outcome,
      matches: expected === null ? null : expected === outcome.totalWin,
    };
  } catch (error) {
    // The engines refuse a bet, feature or fish the game does not have.
    if (error instanceof RangeError) return { ok: false, problem: 'badPlay' };
    throw error;
  }
}

const DEFAULT_GAME = 'triple-sevens';

/**
 * The fields a link to the verifier carries (query parameters), empty where absent. The game is `engine`, not
 * `game`: `?game=` opens a game's modal on any page of the site (use-game-from-query.ts), so a link from the game
 * history opened the game over the verifier.
 */
export function fieldsFromQuery(search: URLSearchParams): VerifyFields {
  const get = (name: string) => search.get(name) ?? '';
  return {
    game: get('engine') || DEFAULT_GAME,
    serverSeed: get('serverSeed'),
    clientSeed: get('clientSeed'),
    nonce: get('nonce'),
    bet: get('bet'),
    buyFeature: search.get('buy') === '1',
    target: get('target'),
    expectedWin: get('win'),
  };
}
