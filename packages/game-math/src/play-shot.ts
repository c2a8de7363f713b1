import type { FishKind, FishingDefinition, RandomSource, ShotOutcome } from './types.ts';

/**
 * One shot of a fishing game at a fish kind: a catch with the kind's hit chance, paying a multiplier
 * drawn by weight. Throws RangeError on a bet not in betLevels or a target the game does not have.
 */
export function playShot(
  game: FishingDefinition,
  bet: number,
  target: string,
  rng: RandomSource,
): ShotOutcome {
  if (!game.betLevels.includes(bet))
    throw new RangeError(`Bet ${bet} is not one of ${game.id}'s bet levels (${game.betLevels.join(', ')})`);
  const fish = game.fish.find((kind) => kind.id === target);
  if (!fish) throw new RangeError(`${game.id} has no fish '${target}'`);
  const hit = rng.int(fish.hit.denominator) < fish.hit.numerator;
  const multiplier = hit ? drawMultiplier(fish, rng) : 0;
  const win = multiplier * bet;
  return { gameId: game.id, bet, totalWin: win, steps: [{ kind: 'shot', target, hit, multiplier, win }] };
}

function drawMultiplier(fish: FishKind, rng: RandomSource): number {
  if (fish.multipliers.length === 1) return fish.multipliers[0]!.multiplier;
  let pick = rng.int(fish.multipliers.reduce((sum, entry) => sum + entry.weight, 0));
  for (const entry of fish.multipliers) {
    if (pick < entry.weight) return entry.multiplier;
    pick -= entry.weight;
  }
  throw new Error('unreachable: weights cover the pick');
}

/** Exact return of a shot at `fish`: hit chance × mean multiplier. */
export function shotRtp(fish: FishKind): number {
  let weights = 0;
  let weighted = 0;
  for (const entry of fish.multipliers) {
    weights += entry.weight;
    weighted += entry.weight * entry.multiplier;
  }
  return ((fish.hit.numerator / fish.hit.denominator) * weighted) / weights;
}

/** A fishing game's RTP: the same for every fish kind by design (a test holds each to it), so any one. */
export function fishingRtp(game: FishingDefinition): number {
  return shotRtp(game.fish[0]!);
}
