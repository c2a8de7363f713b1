/**
 * RTP of every in-house engine by simulation against its exact RTP: `--rounds` rounds per engine (default
 * 10^8) across worker threads; an engine that sells its feature also runs `--buy-rounds` bought rounds
 * (default a tenth of --rounds: each plays a dozen free spins) against featureBuyBreakdown. Prints each
 * engine's simulated and exact RTP and whether the simulation is inside the 99.9% confidence interval; exits
 * non-zero when one is not.
 *   npm run bench:rtp -- --rounds 100000000 --engine dragon-vault   # one engine (its buy included)
 *   npm run bench:rtp -- --rounds 1000000 --seed 20261203 --workers 2
 */
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  ENGINE_DEFINITIONS,
  createSeededRandom,
  estimateRtp,
  featureBuyBreakdown,
  getEngineDefinition,
  mergeTotals,
  simulateRounds,
  theoreticalRtp,
  type SimulationTotals,
} from '@casino/game-math';

interface Job {
  gameId: string;
  rounds: number;
  seed: number;
  buyFeature: boolean;
}

if (!isMainThread) {
  const job = workerData as Job;
  parentPort!.postMessage(
    simulateRounds(getEngineDefinition(job.gameId)!, job.rounds, createSeededRandom(job.seed), {
      buyFeature: job.buyFeature,
    }),
  );
} else {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: String(100_000_000) },
      'buy-rounds': { type: 'string' },
      engine: { type: 'string', multiple: true },
      workers: { type: 'string', default: String(Math.min(2, availableParallelism())) },
      seed: { type: 'string', default: String(randomInt(2 ** 31)) },
    },
  });
  const rounds = Number(values.rounds);
  const buyRounds = Number(values['buy-rounds'] ?? Math.floor(rounds / 10));
  const workers = Number(values.workers);
  const seed = Number(values.seed);
  for (const n of [rounds, buyRounds])
    if (!Number.isSafeInteger(n) || n < workers)
      throw new Error('--rounds and --buy-rounds must be whole numbers of at least --workers');
  const engines = values.engine ?? ENGINE_DEFINITIONS.map((game) => game.id);
  const unknown = engines.filter((id) => !getEngineDefinition(id));
  if (unknown.length)
    throw new Error(
      `No engine ${unknown.join(', ')}: choose from ${ENGINE_DEFINITIONS.map((g) => g.id).join(', ')}`,
    );
  console.log(
    `RTP simulation: ${rounds.toLocaleString('en')} rounds per engine (${buyRounds.toLocaleString('en')} bought) on ${workers} threads, seed ${seed}`,
  );

  const BOOTSTRAP = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
    import.meta.url,
  )}); });`;
  const run = (job: Job) =>
    new Promise<SimulationTotals>((resolve, reject) => {
      // Workers do not inherit tsx's loader: each registers it, then loads this file.
      const worker = new Worker(BOOTSTRAP, { eval: true, workerData: job });
      worker.once('message', resolve);
      worker.once('error', reject);
    });

  const pct = (x: number) => (x * 100).toFixed(4) + '%';
  let outside = 0;
  // Seeds follow the engine's place in ENGINE_DEFINITIONS, so one engine run alone repeats its part of a full run.
  const modes = ENGINE_DEFINITIONS.flatMap((game, index) => [
    { game, buyFeature: false, rounds, theoretical: theoreticalRtp(game), g: 2 * index },
    ...(game.kind !== 'fishing' && game.featureBuy
      ? [
          {
            game,
            buyFeature: true,
            rounds: buyRounds,
            theoretical: featureBuyBreakdown(game).total,
            g: 2 * index + 1,
          },
        ]
      : []),
  ]).filter(({ game }) => engines.includes(game.id));
  for (const { game, buyFeature, rounds, theoretical, g } of modes) {
    const started = performance.now();
    const share = Math.floor(rounds / workers);
    const parts = await Promise.all(
      Array.from({ length: workers }, (_, w) =>
        run({
          gameId: game.id,
          rounds: w === workers - 1 ? rounds - share * (workers - 1) : share,
          seed: (seed + g * 1_000 + w) >>> 0,
          buyFeature,
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const estimate = estimateRtp(mergeTotals(parts));
    const inside = Math.abs(estimate.rtp - theoretical) <= estimate.halfWidth999;
    if (!inside) outside++;
    console.log(
      [
        `${(buyFeature ? `${game.id} (buy)` : game.id).padEnd(20)}`,
        `simulated ${pct(estimate.rtp)}`,
        `exact ${pct(theoretical)}`,
        `99.9% CI ${pct(estimate.rtp - estimate.halfWidth999)} … ${pct(estimate.rtp + estimate.halfWidth999)}`,
        `σ ${estimate.sd.toFixed(3)}`,
        inside ? 'inside' : 'OUTSIDE',
        `${Math.round(estimate.rounds / seconds).toLocaleString('en')} rounds/s`,
      ].join('  '),
    );
  }
  process.exit(outside ? 1 : 0);
}
