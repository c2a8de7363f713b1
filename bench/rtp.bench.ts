/**
 * RTP of every in-house engine by simulation: RTP_ROUNDS rounds per game (default 10^8) across worker
 * threads, against the exact theoreticalRtp; games that sell their feature also run RTP_BUY_ROUNDS bought
 * rounds (default 10^7: each plays a dozen free spins) against featureBuyBreakdown. Fails when a measured
 * RTP falls outside its 99% confidence interval. `npm run bench:rtp` (RTP_ROUNDS=2000000
 * RTP_BUY_ROUNDS=100000 for a quick check; RTP_SEED to repeat a run).
 */
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
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
  const rounds = Number(process.env.RTP_ROUNDS ?? 100_000_000);
  const buyRounds = Number(process.env.RTP_BUY_ROUNDS ?? 10_000_000);
  const workers = Number(process.env.RTP_WORKERS ?? Math.min(2, availableParallelism()));
  const seed = Number(process.env.RTP_SEED ?? randomInt(2 ** 31));
  for (const n of [rounds, buyRounds])
    if (!Number.isSafeInteger(n) || n < workers) throw new Error('RTP_ROUNDS must be a whole number');
  console.log(
    `RTP simulation: ${rounds.toLocaleString('en')} rounds per game on ${workers} threads, seed ${seed}`,
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
  const modes = ENGINE_DEFINITIONS.flatMap((game) => [
    { game, buyFeature: false, rounds, theoretical: theoreticalRtp(game) },
    ...(game.kind !== 'fishing' && game.featureBuy
      ? [{ game, buyFeature: true, rounds: buyRounds, theoretical: featureBuyBreakdown(game).total }]
      : []),
  ]);
  for (const [g, { game, buyFeature, rounds, theoretical }] of modes.entries()) {
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
    const inside = Math.abs(estimate.rtp - theoretical) <= estimate.halfWidth99;
    if (!inside) outside++;
    console.log(
      [
        `${(buyFeature ? `${game.id} (buy)` : game.id).padEnd(20)}`,
        `theoretical ${pct(theoretical)}`,
        `measured ${pct(estimate.rtp)}`,
        `99% CI ${pct(estimate.rtp - estimate.halfWidth99)} … ${pct(estimate.rtp + estimate.halfWidth99)}`,
        `σ ${estimate.sd.toFixed(3)}`,
        inside ? 'inside' : 'OUTSIDE',
        `${Math.round(estimate.rounds / seconds).toLocaleString('en')} rounds/s`,
      ].join('  '),
    );
  }
  process.exit(outside ? 1 : 0);
}
