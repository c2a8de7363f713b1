import { randomUUID } from 'node:crypto';
import { MINOR_UNITS, type InHouseSession, type InHouseSpin } from '@casino/contracts';
import {
  getEngineDefinition,
  playEngine,
  type EngineDefinition,
  type RandomSource,
  type RoundOutcome,
  type ShotOutcome,
} from '@casino/game-math';
import { resolvePlayableGame } from '../catalogue/resolve-playable-game.ts';
import type { ActivityKick } from '../engagement/activity.ts';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { DomainError, forbidden, invalid } from '../errors.ts';
import { findLiveFreeSpins } from '../free-spins/list-free-spins.ts';
import { findFreeSpinGrant, settleFreeSpin } from '../free-spins/play-free-spin.ts';
import { isJackpotGameFor } from '../jackpots/get-jackpots.ts';
import { assertMayPlaySweepstakes } from '../geo/assert-may-play-sweepstakes.ts';
import { findPlayer } from '../identity/find-player.ts';
import type { SeamlessWallet } from '../seamless-wallet/create-seamless-wallet.ts';
import { findGameSession, openGameSession, type GameMode } from '../seamless-wallet/open-game-session.ts';
import { IN_HOUSE_PROVIDER, type SessionCurrency } from '../seamless-wallet/seamless-types.ts';
import type { SeededPlay } from './seeded-play.ts';
import { createNextSeeds, type RoundFair } from '../provably-fair/seed-pairs.ts';
import { playableBalance, type GameSession } from '../seamless-wallet/session-ledger.ts';

export const IN_HOUSE_TEXTS = {
  sessionNotFound: 'This game session does not exist. Open the game again from the lobby.',
  sessionExpired: 'This game session has expired. Open the game again from the lobby.',
  notYourSession: 'This game session belongs to another player.',
  invalidBet: 'Choose one of the bets this game offers.',
  insufficientFunds: 'Not enough balance for this bet.',
  gameUnavailable: 'This game is not available on your account.',
  noFeatureBuy: 'This game has no feature to buy.',
  chooseTarget: 'Choose a fish to shoot at.',
  noTargets: 'This game has nothing to shoot at: spin instead.',
  noFreeSpins: 'This game has no free spins.',
} as const;

export interface InHouseSpinResult extends InHouseSpin {
  outcome: RoundOutcome | ShotOutcome;
}

/** A paid round: a bet level, and on the games that have them a bought feature or the fish shot at. */
export interface PaidPlay {
  bet: number;
  buyFeature?: boolean | undefined;
  target?: string | undefined;
}

/** Sessions whose catalogue lookup is kept in memory; the least recently used one goes first. */
const SESSION_CACHE_SIZE = 10_000;

interface LiveSession {
  session: GameSession;
  game: EngineDefinition;
  /** The catalogue's title and id: each catalogue game is a skin of one engine. */
  title: string;
  catalogueGameId: number;
  /** The catalogue game's art theme: the frame draws the engine's symbols in it. */
  theme: string;
  /** One of the player's brand's jackpot games when the session was resolved (its rounds feed the tiers). */
  jackpot: boolean;
}

/**
 * Our own games: outcomes are decided here, and money moves through the seamless wallet's in-house
 * settlement (bet and win in one ledger transaction). Third-party providers use the signed contract.
 */
export function createInHouseGames(deps: {
  db: Db;
  wallet: SeamlessWallet;
  publisher: Publisher;
  clock: Clock;
  /**
   * Tests only: every round drawn from this source, without seeds. Otherwise a round is provably fair: drawn
   * from the player's committed server seed, client seed and next nonce (docs/provably-fair.md).
   */
  rng?: RandomSource;
  /** Woken after a free round recorded activity (paid rounds go through the wallet, which wakes it). */
  activity?: ActivityKick;
  /** Test control only (CLOCK_CONTROL=1): players whose rounds come from a seeded generator. */
  seeded?: SeededPlay | null;
}) {
  const { db, wallet, publisher, clock } = deps;
  const nextSeeds = createNextSeeds(db, SESSION_CACHE_SIZE);
  /**
   * The round's randomness: a test's source, or the player's seeds with a nonce of its own; `guess`: the
   * nonce this process expects next, which the round's settlement claims (a paid spin, ADR 0032).
   */
  async function draw(playerId: string, guess = false): Promise<{ rng: RandomSource; fair?: RoundFair }> {
    const fixed = deps.seeded?.rngFor(playerId) ?? deps.rng;
    if (fixed) return { rng: fixed };
    return (guess ? nextSeeds.guess(playerId) : undefined) ?? nextSeeds.take(playerId);
  }

  // Session rows never change after launch, and the game a session plays is resolved once: spins
  // re-check only withdrawal and restrictions, inside the statement that writes the round.
  const sessions = new Map<string, LiveSession>();
  function remember(live: LiveSession) {
    sessions.delete(live.session.token);
    if (sessions.size >= SESSION_CACHE_SIZE) sessions.delete(sessions.keys().next().value!);
    sessions.set(live.session.token, live);
    return live;
  }
  async function resolveSession(session: GameSession): Promise<LiveSession> {
    const playable = await resolvePlayableGame(db, { playerId: session.playerId, slug: session.gameId });
    const game = getEngineDefinition(playable.engineId);
    if (!game)
      throw new DomainError({
        status: 404,
        code: 'session_not_found',
        message: IN_HOUSE_TEXTS.sessionNotFound,
      });
    const jackpot = await isJackpotGameFor(db, { playerId: session.playerId, gameId: playable.id });
    return {
      session,
      game,
      title: playable.title,
      catalogueGameId: playable.id,
      theme: playable.theme,
      jackpot,
    };
  }

  /** Withdrawn or restricted since the session opened: forget it, and say which (404 or 403). */
  async function refuseUnplayable(token: string, session: GameSession): Promise<never> {
    sessions.delete(token);
    await resolveSession(session);
    throw forbidden(IN_HOUSE_TEXTS.gameUnavailable);
  }

  /** The player's own live session and the engine of the game it was opened for (`fresh`: re-resolved). */
  async function liveSession(playerId: string, token: string, fresh = false): Promise<LiveSession> {
    const cached = sessions.get(token);
    const session = cached?.session ?? (await findGameSession(db, token));
    if (!session || session.provider !== IN_HOUSE_PROVIDER)
      throw new DomainError({
        status: 404,
        code: 'session_not_found',
        message: IN_HOUSE_TEXTS.sessionNotFound,
      });
    if (session.playerId !== playerId) throw forbidden(IN_HOUSE_TEXTS.notYourSession);
    if (session.expiresAt.getTime() <= clock.now().getTime())
      throw new DomainError({ status: 410, code: 'session_expired', message: IN_HOUSE_TEXTS.sessionExpired });
    return remember(cached && !fresh ? cached : await resolveSession(session));
  }

  return {
    /** GET /rest/game/{slug}/play/: a session in the player's current mode, and the frame that plays it. */
    async launch(input: { playerId: string | null; slug: string; ip: string | null }) {
      const playable = await resolvePlayableGame(db, { playerId: input.playerId, slug: input.slug });
      const playerId = input.playerId as string; // resolvePlayableGame refuses guests
      // Entries are played only where the region allows it: checked before a session exists, and again
      // should the mode have switched to SweepStakes in between.
      const mayPlayEntries = () => assertMayPlaySweepstakes(db, { playerId, ip: input.ip, at: clock.now() });
      const checked = (await findPlayer(db, playerId))?.gameMode === 'SweepStakes';
      if (checked) await mayPlayEntries();
      const session = await openGameSession(db, {
        playerId,
        gameId: playable.slug,
        provider: IN_HOUSE_PROVIDER,
        now: clock.now(),
      });
      if (session.gameMode === 'SweepStakes' && !checked) await mayPlayEntries();
      const game = getEngineDefinition(playable.engineId);
      if (game)
        remember({
          session,
          game,
          title: playable.title,
          catalogueGameId: playable.id,
          theme: playable.theme,
          jackpot: await isJackpotGameFor(db, { playerId, gameId: playable.id }),
        });
      return {
        success: true as const,
        url: `/game-frame/${playable.engineId}/?session=${encodeURIComponent(session.token)}`,
        gameMode: session.gameMode,
      };
    },

    /** The frame opening: unlike a spin, it checks the catalogue and restrictions afresh. */
    async sessionInfo(playerId: string, token: string): Promise<InHouseSession> {
      const { session, game, title, theme } = await liveSession(playerId, token, true);
      const { id, kind, betLevels } = game;
      const shape =
        game.kind === 'fishing'
          ? {
              reels: 0,
              rows: 0,
              fish: game.fish.map((fish) => ({
                id: fish.id,
                multipliers: fish.multipliers.map((entry) => entry.multiplier),
              })),
            }
          : { reels: game.reels, rows: game.rows, featureBuyPrice: game.featureBuy?.price };
      return {
        game: { id, name: title, kind, betLevels: [...betLevels], ...shape, theme },
        currency: session.currency as SessionCurrency,
        minorUnits: MINOR_UNITS[session.currency as SessionCurrency],
        gameMode: session.gameMode as GameMode,
        balance: await playableBalance(db, session),
        freeSpins: await findLiveFreeSpins(db, { playerId, gameId: session.gameId, now: clock.now() }),
      };
    },

    /**
     * One round: the outcome is drawn, then bet and win settle together. `roundId` is the round's
     * idempotency key: a repeat returns the first round's outcome and balance and pays nothing again.
     * `play` is a bet level, or a PaidPlay: a bought feature debits its price (bet × the game's price)
     * as the round's bet, so play limits and breaks judge what is staked; a fishing round is one shot.
     */
    async spin(
      playerId: string,
      token: string,
      play: number | PaidPlay,
      roundId: string = randomUUID(),
    ): Promise<InHouseSpinResult> {
      const { bet, buyFeature = false, target } = typeof play === 'number' ? { bet: play } : play;
      const { session, game, catalogueGameId, jackpot } = await liveSession(playerId, token);
      if (!game.betLevels.includes(bet))
        throw invalid(IN_HOUSE_TEXTS.invalidBet, { bet: [IN_HOUSE_TEXTS.invalidBet] });
      checkPlay(game, buyFeature, target);
      const round = async ({ rng, fair }: { rng: RandomSource; fair?: RoundFair }) => {
        const outcome = playEngine(game, { bet, buyFeature, target }, rng);
        const settled = await wallet.settleInHouseRound(session, catalogueGameId, {
          roundId,
          bet: ('price' in outcome ? outcome.price : undefined) ?? bet,
          win: outcome.totalWin,
          outcome,
          jackpotEligible: jackpot,
          fair,
        });
        if (fair?.claim && settled.status === 'settled' && !settled.replayed)
          nextSeeds.claimed(playerId, fair);
        return settled;
      };
      let settled = await round(await draw(playerId, true));
      // The guessed nonce was taken elsewhere (another process, a racing spin) or the pair changed: nothing
      // moved, and the round is drawn again from a nonce taken on its own.
      if (settled.status === 'nonce_taken') settled = await round(await draw(playerId));
      if (settled.status === 'insufficient_funds')
        throw new DomainError({
          status: 402,
          code: 'insufficient_funds',
          message: IN_HOUSE_TEXTS.insufficientFunds,
          balance: settled.balance,
        });
      if (settled.status === 'nonce_taken') throw new Error('a nonce taken on its own was refused as taken');
      if (settled.status === 'not_playable') return refuseUnplayable(token, session);
      // A replay returns the stored outcome: the one this round was paid for.
      return { roundId, outcome: settled.outcome as RoundOutcome | ShotOutcome, balance: settled.balance };
    },

    /**
     * One free round of a grant on this session's game: no bet, the grant's bet level, the win paid
     * through the ledger (docs/free-spins.md). `roundId` is the idempotency key, as for a paid spin.
     */
    async freeSpin(
      playerId: string,
      token: string,
      freeSpinId: string,
      roundId: string = randomUUID(),
    ): Promise<InHouseSpinResult> {
      const { session, game, catalogueGameId } = await liveSession(playerId, token);
      if (game.kind === 'fishing') throw invalid(IN_HOUSE_TEXTS.noFreeSpins);
      const { betLevel } = await findFreeSpinGrant(db, { freeSpinId, playerId, gameId: session.gameId });
      if (!game.betLevels.includes(betLevel))
        throw invalid(IN_HOUSE_TEXTS.invalidBet, { bet: [IN_HOUSE_TEXTS.invalidBet] });
      const { rng, fair } = await draw(playerId);
      const outcome = playEngine(game, { bet: betLevel }, rng) as RoundOutcome;
      const settled = await settleFreeSpin(
        { db, publisher, clock, activity: deps.activity },
        session,
        catalogueGameId,
        {
          freeSpinId,
          roundId,
          win: outcome.totalWin,
          outcome,
          fair,
        },
      );
      if (settled.status === 'not_playable') return refuseUnplayable(token, session);
      const { outcome: played, balance, freeSpins } = settled;
      return { roundId, outcome: played as RoundOutcome, balance, freeSpins };
    },
  };

  /** What this engine does not offer: a 422, before a nonce is taken. */
  function checkPlay(game: EngineDefinition, buyFeature: boolean, target: string | undefined) {
    if (game.kind === 'fishing') {
      if (buyFeature)
        throw invalid(IN_HOUSE_TEXTS.noFeatureBuy, { buyFeature: [IN_HOUSE_TEXTS.noFeatureBuy] });
      if (!target || !game.fish.some((fish) => fish.id === target))
        throw invalid(IN_HOUSE_TEXTS.chooseTarget, { target: [IN_HOUSE_TEXTS.chooseTarget] });
      return;
    }
    if (target !== undefined) throw invalid(IN_HOUSE_TEXTS.noTargets, { target: [IN_HOUSE_TEXTS.noTargets] });
    if (buyFeature && !game.featureBuy)
      throw invalid(IN_HOUSE_TEXTS.noFeatureBuy, { buyFeature: [IN_HOUSE_TEXTS.noFeatureBuy] });
  }
}
export type InHouseGames = ReturnType<typeof createInHouseGames>;
