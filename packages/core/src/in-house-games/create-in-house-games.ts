import { randomInt, randomUUID } from 'node:crypto';
import { MINOR_UNITS, type InHouseSession, type InHouseSpin } from '@casino/contracts';
import { getGameDefinition, playRound, type RandomSource, type RoundOutcome } from '@casino/game-math';
import { resolvePlayableGame } from '../catalogue/resolve-playable-game.ts';
import type { Db } from '../db/client.ts';
import { DomainError, forbidden, invalid } from '../errors.ts';
import { assertMayPlaySweepstakes } from '../geo/assert-may-play-sweepstakes.ts';
import { findPlayer } from '../identity/find-player.ts';
import { createSeamlessCaller } from '../seamless-wallet/create-seamless-caller.ts';
import type { SeamlessWallet } from '../seamless-wallet/create-seamless-wallet.ts';
import { findGameSession, openGameSession, type GameMode } from '../seamless-wallet/open-game-session.ts';
import { IN_HOUSE_PROVIDER, type SessionCurrency } from '../seamless-wallet/seamless-types.ts';

/** Outcomes are drawn from the operating system's CSPRNG; seeded generators are for simulations only. */
export const cryptoRandom: RandomSource = { int: (maxExclusive) => randomInt(maxExclusive) };

export const IN_HOUSE_TEXTS = {
  sessionNotFound: 'This game session does not exist. Open the game again from the lobby.',
  sessionExpired: 'This game session has expired. Open the game again from the lobby.',
  notYourSession: 'This game session belongs to another player.',
  invalidBet: 'Choose one of the bets this game offers.',
  insufficientFunds: 'Not enough balance for this bet.',
  notSettled: 'The game could not finish this spin, so your bet was returned. Please try again.',
} as const;

export interface InHouseSpinResult extends InHouseSpin {
  outcome: RoundOutcome;
}

/**
 * Our own games, run as a game provider: outcomes are decided here, and money moves only through the
 * seamless-wallet contract (a signed bet, then a signed win), exactly as a third-party provider's would.
 */
export function createInHouseGames(deps: {
  db: Db;
  wallet: SeamlessWallet;
  secret: string;
  rng?: RandomSource;
  now?: () => Date;
}) {
  const { db, rng = cryptoRandom, now = () => new Date() } = deps;
  const call = createSeamlessCaller(deps.wallet, IN_HOUSE_PROVIDER, deps.secret);

  /** The player's own live session and the engine of the game it was opened for (restrictions re-checked). */
  async function liveSession(playerId: string, token: string) {
    const session = await findGameSession(db, token);
    if (!session || session.provider !== IN_HOUSE_PROVIDER)
      throw new DomainError(404, IN_HOUSE_TEXTS.sessionNotFound, undefined, 'session_not_found');
    if (session.playerId !== playerId) throw forbidden(IN_HOUSE_TEXTS.notYourSession);
    if (session.expiresAt.getTime() <= now().getTime())
      throw new DomainError(410, IN_HOUSE_TEXTS.sessionExpired, undefined, 'session_expired');
    const playable = await resolvePlayableGame(db, { playerId, slug: session.gameId });
    const game = getGameDefinition(playable.engineId);
    if (!game) throw new DomainError(404, IN_HOUSE_TEXTS.sessionNotFound, undefined, 'session_not_found');
    return { session, game, title: playable.title };
  }

  return {
    /** GET /rest/game/{slug}/play/: a session in the player's current mode, and the frame that plays it. */
    async launch(input: { playerId: string | null; slug: string; ip: string | null }) {
      const playable = await resolvePlayableGame(db, { playerId: input.playerId, slug: input.slug });
      const playerId = input.playerId as string; // resolvePlayableGame refuses guests
      // Entries are played only where the region allows it: checked before a session exists, and again
      // should the mode have switched to SweepStakes in between.
      const mayPlayEntries = () => assertMayPlaySweepstakes(db, { playerId, ip: input.ip, at: new Date() });
      const checked = (await findPlayer(db, playerId))?.gameMode === 'SweepStakes';
      if (checked) await mayPlayEntries();
      const session = await openGameSession(db, {
        playerId,
        gameId: playable.slug,
        provider: IN_HOUSE_PROVIDER,
        now: now(),
      });
      if (session.gameMode === 'SweepStakes' && !checked) await mayPlayEntries();
      return {
        success: true as const,
        url: `/game-frame/${playable.engineId}/?session=${encodeURIComponent(session.token)}`,
        gameMode: session.gameMode,
      };
    },

    async sessionInfo(playerId: string, token: string): Promise<InHouseSession> {
      const { session, game, title } = await liveSession(playerId, token);
      const answer = await call('balance', { sessionToken: token });
      if (answer.body.status !== 'OK')
        throw new DomainError(
          answer.httpStatus,
          answer.body.message,
          undefined,
          answer.body.code.toLowerCase(),
        );
      const { id, kind, betLevels, reels, rows } = game;
      return {
        // The catalogue's title: each catalogue game is a skin of one engine.
        game: { id, name: title, kind, betLevels: [...betLevels], reels, rows },
        currency: session.currency as SessionCurrency,
        minorUnits: MINOR_UNITS[session.currency as SessionCurrency],
        gameMode: session.gameMode as GameMode,
        balance: answer.body.balance,
      };
    },

    async spin(playerId: string, token: string, bet: number): Promise<InHouseSpinResult> {
      const { game } = await liveSession(playerId, token);
      if (!game.betLevels.includes(bet))
        throw invalid(IN_HOUSE_TEXTS.invalidBet, { bet: [IN_HOUSE_TEXTS.invalidBet] });
      const roundId = randomUUID();
      const outcome = playRound(game, bet, rng);
      const placed = await call('bet', {
        sessionToken: token,
        transactionId: `${roundId}:bet`,
        roundId,
        amount: bet,
      });
      if (placed.body.status !== 'OK') {
        const short = placed.body.code === 'INSUFFICIENT_FUNDS';
        throw new DomainError(
          placed.httpStatus,
          short ? IN_HOUSE_TEXTS.insufficientFunds : placed.body.message,
          undefined,
          placed.body.code.toLowerCase(),
          placed.body.balance,
        );
      }
      const settled = await call('win', {
        sessionToken: token,
        transactionId: `${roundId}:win`,
        roundId,
        amount: outcome.totalWin,
        outcome,
      });
      if (settled.body.status !== 'OK') {
        // A round that cannot be settled must not keep the stake: the bet is returned.
        const refund = await call('rollback', {
          sessionToken: token,
          transactionId: `${roundId}:rollback`,
          referenceTransactionId: `${roundId}:bet`,
          roundId,
        });
        throw new DomainError(
          503,
          IN_HOUSE_TEXTS.notSettled,
          undefined,
          'round_not_settled',
          refund.body.balance,
        );
      }
      return { roundId, outcome, balance: settled.body.balance };
    },
  };
}
export type InHouseGames = ReturnType<typeof createInHouseGames>;
