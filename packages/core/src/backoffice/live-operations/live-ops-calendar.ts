import {
  CALENDAR_SOURCES,
  LocalizedTextSchema,
  ScheduleSchema,
  type CalendarDay,
  type CalendarFlag,
  type CalendarItem,
  type LiveOpsCalendar,
  type LiveOpsCalendarQuery,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { featureModules, type CalendarWindow } from '../../engagement/feature-module.ts';
import { localInstant, localTimeOf, occurrencesOverlapping } from '../../schedule/schedule.ts';

/** The date `n` days after `date` (`YYYY-MM-DD`, calendar arithmetic, no zone). */
const addDays = (date: string, n: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
/** Monday of the date's week. */
const mondayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return addDays(date, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
};

const overlaps = (a: CalendarWindow, b: CalendarWindow) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

type Kind = CalendarItem['kind'];
type ItemType = CalendarItem['questType'];

/** Every feature module that runs things on the calendar, with its kind (its key) and the contracts' rules. */
function calendarSources() {
  return featureModules().flatMap((module) => {
    const rules = CALENDAR_SOURCES.find((source) => source.kind === module.key);
    return module.calendar && rules ? [{ kind: rules.kind, source: module.calendar, rules }] : [];
  });
}

/**
 * GET /rest/backoffice/live-operations/calendar/ (docs/live-operations.md): what runs for a brand each day
 * (days of `timeZone`) from `from` for `weeks` weeks — each feature module's `calendar`: the rows already made
 * (dated ones, and template occurrences of the coming week) and the active templates' occurrences still to be
 * made — with each source's gaps and overlaps flagged (contracts' `CALENDAR_SOURCES`). Occurrences that ended
 * before now and were never made are not shown: past ones are never made after the fact.
 */
export async function getLiveOpsCalendar(
  db: Db,
  query: LiveOpsCalendarQuery,
  now: Date,
): Promise<LiveOpsCalendar> {
  const { brand, timeZone, weeks } = query;
  const first = query.from ?? localTimeOf(now, timeZone).slice(0, 10);
  const dates = Array.from({ length: weeks * 7 }, (_, i) => addDays(first, i));
  const bounds = (date: string): CalendarWindow => ({
    startsAt: localInstant(`${date}T00:00`, timeZone),
    endsAt: localInstant(`${addDays(date, 1)}T00:00`, timeZone),
  });
  const window: CalendarWindow = {
    startsAt: bounds(dates[0]!).startsAt,
    endsAt: bounds(dates.at(-1)!).endsAt,
  };
  const sources = calendarSources();

  const items: CalendarItem[] = [];
  const made = new Set<string>();
  for (const { kind, source } of sources)
    for (const row of await source.made(db, { brand, window })) {
      if (row.templateId !== null) made.add(`${kind}|${row.templateId}|${row.occurrenceKey}`);
      items.push({
        kind,
        questType: row.questType as ItemType,
        title: row.title,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        templateId: row.templateId,
        rowId: row.rowId,
      });
    }

  for (const { kind, source } of sources)
    for (const template of await source.templates(db, brand)) {
      const schedule = ScheduleSchema.safeParse(template.schedule);
      if (!schedule.success) continue;
      for (const occurrence of occurrencesOverlapping(schedule.data, window.startsAt, window.endsAt)) {
        if (made.has(`${kind}|${template.id}|${occurrence.key}`) || occurrence.endsAt <= now) continue;
        items.push({
          kind,
          questType: template.questType as ItemType,
          title: LocalizedTextSchema.parse(template.title).en,
          startsAt: occurrence.startsAt.toISOString(),
          endsAt: occurrence.endsAt.toISOString(),
          templateId: template.id,
          rowId: null,
        });
      }
    }
  items.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));

  const spanOf = (item: CalendarItem): CalendarWindow => ({
    startsAt: new Date(item.startsAt),
    endsAt: new Date(item.endsAt),
  });
  const runsIn = (kind: Kind, span: CalendarWindow) =>
    items.some((item) => item.kind === kind && overlaps(spanOf(item), span));
  // The weeks (Monday to Sunday, within the range asked) in which each source runs something at any time.
  const weekRuns = new Map<string, boolean>();
  for (const date of dates)
    for (const { kind } of sources) {
      const week = `${kind}|${mondayOf(date)}`;
      weekRuns.set(week, (weekRuns.get(week) ?? false) || runsIn(kind, bounds(date)));
    }
  const days: CalendarDay[] = dates.map((date) => {
    const day = bounds(date);
    const running = items.filter((item) => overlaps(spanOf(item), day));
    const lists: Record<string, CalendarItem[]> = {};
    const flags: CalendarFlag[] = [];
    for (const { kind, rules } of sources) {
      const ofKind = running.filter((item) => item.kind === kind);
      lists[rules.list] = ofKind;
      const runs = rules.gap.per === 'day' ? ofKind.length > 0 : weekRuns.get(`${kind}|${mondayOf(date)}`);
      if (!runs) flags.push(rules.gap.flag);
      // Two items of one type at once during the day (a source whose items have types).
      if (
        'overlap' in rules &&
        ofKind.some((a, i) =>
          ofKind.slice(i + 1).some((b) => a.questType === b.questType && overlaps(spanOf(a), spanOf(b))),
        )
      )
        flags.push(rules.overlap);
    }
    return { date, ...lists, flags } as CalendarDay;
  });
  return { brand, timeZone, days };
}
