import { MagicBoxConfigSchema, type MagicBoxConfig, type MagicBoxEvent } from '@casino/contracts';
import { coinPrizes } from '../engagement/draw-weighted.ts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';
import { nextOccurrence, occurrenceAt, type Occurrence } from '../schedule/schedule.ts';

/**
 * Spec §9: the magic roulette ran 2024-04-02 07:00 to 2024-04-06 07:00 UTC — four days from 07:00 UTC. The
 * seed makes it recur every other week (`rrule`), so a fresh install always has one running or coming.
 */
export const MAGIC_ROULETTE = {
  slug: 'magic-roulette',
  startHourUtc: 7,
  days: 4,
  rrule: 'FREQ=WEEKLY;INTERVAL=2',
} as const;

/** The magic roulette's prizes: better odds than a plain box, the same top prize. */
export const MAGIC_ROULETTE_PRIZES: MagicBoxEvent['prizes'] = coinPrizes([
  [300, 2_500],
  [250, 0, 1],
  [200, 10_000],
  [150, 0, 5],
  [70, 50_000],
  [25, 0, 25],
  [5, 275_000, 500],
]);

/**
 * One box per purchase from $9.99 (three from $49.99) and one per 100,000 coins wagered; a box keeps 14
 * days. The top prize is the spec's maximum (500 entries and 275,000 coins). Events are seeded by
 * `seedMagicBox` (dated from when the seed runs). Odds in docs/engagement.md ("Mystery box").
 */
export const MAGIC_BOX_DEFAULT_CONFIG: MagicBoxConfig = {
  prizes: coinPrizes([
    [350, 1_000],
    [250, 2_500],
    [150, 0, 0.5],
    [120, 5_000],
    [70, 0, 2],
    [40, 25_000],
    [15, 0, 10],
    [4, 100_000, 50],
    [1, 275_000, 500],
  ]),
  purchase: [
    { minPriceCents: 999, count: 1 },
    { minPriceCents: 4999, count: 3 },
  ],
  coinsWageredPerBox: 100_000,
  lifetimeSeconds: 14 * 24 * 3600,
  events: [],
};

export const magicBoxFeature: FeatureDefinition<MagicBoxConfig, 'magicBox'> = {
  key: 'magicBox',
  configSchema: MagicBoxConfigSchema,
  defaults: { priority: 50, schedule: ALWAYS_DAILY, config: MAGIC_BOX_DEFAULT_CONFIG },
  // Claimed by occasion (a card, a box), never once a day.
  byOccasion: true,
};

/** One occurrence of an event: the event with the bounds of that occurrence (ISO), keyed by its local start. */
export interface DatedEvent extends Omit<MagicBoxEvent, 'schedule'> {
  key: string;
  startsAt: string;
  finishesAt: string;
}

const dated = (event: MagicBoxEvent, occurrence: Occurrence): DatedEvent => ({
  slug: event.slug,
  prizes: event.prizes,
  giftBoxes: event.giftBoxes,
  key: occurrence.key,
  startsAt: occurrence.startsAt.toISOString(),
  finishesAt: occurrence.endsAt.toISOString(),
});

/** The occurrence of an event running at `now` (the first event's, when several run), else null. */
export function runningEvent(config: MagicBoxConfig, now: Date): DatedEvent | null {
  for (const event of config.events) {
    const occurrence = occurrenceAt(event.schedule, now);
    if (occurrence) return dated(event, occurrence);
  }
  return null;
}

/** The occurrence of an event running at `now`, else the next to start, else null. */
export const currentOrNextEvent = (config: MagicBoxConfig, now: Date): DatedEvent | null =>
  runningEvent(config, now) ??
  config.events
    .flatMap((event) => {
      const next = nextOccurrence(event.schedule, now);
      return next ? [dated(event, next)] : [];
    })
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0] ??
  null;
