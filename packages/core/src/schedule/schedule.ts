import { TZDate } from '@date-fns/tz';
import { RRuleTemporal } from 'rrule-temporal';
import { ScheduleSchema, type Schedule } from '@casino/contracts';
import { invalid } from '../errors.ts';

/** One occurrence of a schedule. */
export interface Occurrence {
  /** The local start in the schedule's zone, `YYYY-MM-DDTHH:mm`: unique per schedule, stable across processes. */
  key: string;
  startsAt: Date;
  endsAt: Date;
}

type Zoned = NonNullable<ReturnType<RRuleTemporal['next']>>;

const compact = (local: string) => `${local.replace(/[-:]/g, '')}00`;

/**
 * The schedule's rule (ADR 0026: rrule-temporal expands it on the zone's wall clock, so a daily 00:00 in
 * America/New_York stays at 00:00 across daylight saving). Rules are kept per schedule: jobs ask every minute.
 */
function ruleOf(schedule: Schedule): RRuleTemporal {
  const id = JSON.stringify(schedule);
  let rule = rules.get(id);
  if (rule) return rule;
  try {
    rule = new RRuleTemporal({
      rruleString: `DTSTART;TZID=${schedule.timeZone}:${compact(schedule.start)}\nRRULE:${schedule.rrule ?? 'FREQ=DAILY;COUNT=1'}`,
    });
  } catch (error) {
    const message = `The recurrence cannot be read: ${(error as Error).message}`;
    throw invalid(message, { rrule: [message] });
  }
  if (rules.size >= 512) rules.clear();
  rules.set(id, rule);
  return rule;
}
const rules = new Map<string, RRuleTemporal>();

/**
 * The rule's starts in [from, to). The library walks from DTSTART on every call (a daily rule a year old costs
 * milliseconds), and the jobs ask every minute for a window a minute later: a month beyond the window asked is
 * expanded at once and kept per schedule, and answers the next calls until they leave it.
 */
function startsWithin(schedule: Schedule, from: Date, to: Date): Zoned[] {
  const id = JSON.stringify(schedule);
  let span = spans.get(id);
  if (!span || from.getTime() < span.from || to.getTime() > span.to) {
    const spanTo = to.getTime() + SPAN_AHEAD_MS;
    span = {
      from: from.getTime(),
      to: spanTo,
      starts: ruleOf(schedule).between(from, new Date(spanTo - 1), true),
    };
    if (spans.size >= 512) spans.clear();
    spans.set(id, span);
  }
  return span.starts.filter(
    (s) => s.epochMilliseconds >= from.getTime() && s.epochMilliseconds < to.getTime(),
  );
}
const SPAN_AHEAD_MS = 31 * 24 * 3600_000;
const spans = new Map<string, { from: number; to: number; starts: Zoned[] }>();

/** The instant of a local wall time in a zone (a time skipped by daylight saving moves forward, as RFC 5545 says). */
export function localInstant(local: string, timeZone: string): Date {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, 0, timeZone).getTime());
}

const occurrenceOf = (schedule: Schedule, start: Zoned): Occurrence => ({
  key: start.toPlainDateTime().toString({ smallestUnit: 'minute' }),
  startsAt: new Date(start.epochMilliseconds),
  endsAt: new Date(start.add(schedule.duration).epochMilliseconds),
});

/** Upper bound of one occurrence's length, to look back far enough for the one running at a time. */
function longestMs(duration: string): number {
  const [date = '', time = ''] = duration.slice(1).split('T');
  const of = (part: string, unit: string) => Number(part.match(new RegExp(`(\\d+)${unit}`))?.[1] ?? 0);
  const days = of(date, 'Y') * 366 + of(date, 'M') * 31 + of(date, 'W') * 7 + of(date, 'D');
  // A day is at most 25 hours (daylight saving); an hour of margin.
  return (days * 25 + of(time, 'H') + of(time, 'M') / 60 + 1) * 3600_000;
}

/** The occurrences that start in [from, to), earliest first; none from the schedule's `until` on. */
export function occurrencesStarting(schedule: Schedule, from: Date, to: Date): Occurrence[] {
  if (to <= from) return [];
  const until = schedule.until ? localInstant(schedule.until, schedule.timeZone) : null;
  return startsWithin(schedule, from, to)
    .filter((s) => s.epochMilliseconds < to.getTime() && (!until || s.epochMilliseconds < until.getTime()))
    .map((s) => occurrenceOf(schedule, s));
}

/** The occurrences running at some time in [from, to): started before `to`, not ended by `from`. */
export function occurrencesOverlapping(schedule: Schedule, from: Date, to: Date): Occurrence[] {
  const lookBack = new Date(from.getTime() - longestMs(schedule.duration));
  return occurrencesStarting(schedule, lookBack, to).filter((o) => o.endsAt > from);
}

/** The occurrence running at `at` (the latest to start, when they overlap), else null. */
export function occurrenceAt(schedule: Schedule, at: Date): Occurrence | null {
  return occurrencesOverlapping(schedule, at, new Date(at.getTime() + 1)).at(-1) ?? null;
}

/**
 * For back-to-back schedules (a day period, a weekly draw): the occurrence running at `at`, or where daylight
 * saving skipped a start (02:00 on the March change), the span from the end of the one before (03:00, the
 * wall clock's answer) to the next start, keyed by its local start. Null outside the schedule.
 */
export function contiguousOccurrenceAt(schedule: Schedule, at: Date): Occurrence | null {
  const running = occurrenceAt(schedule, at);
  if (running) return running;
  const before = occurrencesOverlapping(
    schedule,
    new Date(at.getTime() - longestMs(schedule.duration)),
    at,
  ).at(-1);
  const next = nextOccurrence(schedule, at);
  if (!before || !next || before.endsAt > at) return null;
  return {
    key: localTimeOf(before.endsAt, schedule.timeZone),
    startsAt: before.endsAt,
    endsAt: next.startsAt,
  };
}

/** The first occurrence to start after `at`, else null (the schedule has ended). */
export function nextOccurrence(schedule: Schedule, at: Date): Occurrence | null {
  const next = ruleOf(schedule).next(at, false);
  if (!next) return null;
  const [occurrence] = occurrencesStarting(
    schedule,
    new Date(next.epochMilliseconds),
    new Date(next.epochMilliseconds + 1),
  );
  return occurrence ?? null;
}

/** How far ahead the jobs make occurrences: players see what is coming and can join it. */
export const MADE_AHEAD_MS = 7 * 24 * 3600_000;

export interface TemplateOccurrence<T> {
  template: T;
  occurrence: Occurrence;
}

/**
 * Each template's occurrences running at some time in [now, now + MADE_AHEAD_MS) that have no row yet, for
 * the jobs that make them rows (past ones are never made after the fact). `madeSince(earliest)` answers the
 * rows made for occurrences starting from `earliest` on: nearly all of them, every minute, so nothing is
 * inserted then. A template whose schedule no longer parses is left out.
 */
export async function occurrencesToMake<T extends { id: number; schedule: unknown }>(
  templates: readonly T[],
  now: Date,
  madeSince: (earliest: Date) => Promise<Array<{ templateId: number | null; key: string | null }>>,
): Promise<Array<TemplateOccurrence<T>>> {
  const to = new Date(now.getTime() + MADE_AHEAD_MS);
  const ahead = templates.flatMap((template) => {
    const schedule = ScheduleSchema.safeParse(template.schedule);
    if (!schedule.success) return [];
    return occurrencesOverlapping(schedule.data, now, to).map((occurrence) => ({ template, occurrence }));
  });
  if (ahead.length === 0) return [];
  const earliest = new Date(Math.min(...ahead.map((a) => a.occurrence.startsAt.getTime())));
  const made = new Set((await madeSince(earliest)).map((row) => `${row.templateId}|${row.key}`));
  return ahead.filter((a) => !made.has(`${a.template.id}|${a.occurrence.key}`));
}

/** The local wall time (`YYYY-MM-DDTHH:mm`) of an instant in a zone. */
export function localTimeOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
