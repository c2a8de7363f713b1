import { and, eq, gt, lt } from 'drizzle-orm';
import {
  LocalizedTextSchema,
  ScheduleSchema,
  type CalendarDay,
  type CalendarFlag,
  type CalendarItem,
  type LiveOpsCalendar,
  type LiveOpsCalendarQuery,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { questTemplates, quests, tournaments, tournamentTemplates } from '../../db/schema/index.ts';
import { localInstant, localTimeOf, occurrencesOverlapping } from '../../schedule/schedule.ts';

const DAY_MS = 86_400_000;
/** The longest quest looked back for (a season is four weeks; an advent calendar 24 days). */
const LONGEST_QUEST_MS = 62 * DAY_MS;

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

interface Span {
  startsAt: Date;
  endsAt: Date;
}
const overlaps = (a: Span, b: Span) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/**
 * GET /rest/backoffice/live-operations/calendar/ (docs/live-operations.md): what runs for a brand each day
 * (days of `timeZone`) from `from` for `weeks` weeks — the rows already made (dated ones, and template
 * occurrences of the coming week) and the active templates' occurrences still to be made — with the gaps and
 * overlaps flagged. Occurrences that ended before now and were never made are not shown: past ones are never
 * made after the fact.
 */
export async function getLiveOpsCalendar(
  db: Db,
  query: LiveOpsCalendarQuery,
  now: Date,
): Promise<LiveOpsCalendar> {
  const { brand, timeZone, weeks } = query;
  const first = query.from ?? localTimeOf(now, timeZone).slice(0, 10);
  const dates = Array.from({ length: weeks * 7 }, (_, i) => addDays(first, i));
  const bounds = (date: string): Span => ({
    startsAt: localInstant(`${date}T00:00`, timeZone),
    endsAt: localInstant(`${addDays(date, 1)}T00:00`, timeZone),
  });
  const window: Span = { startsAt: bounds(dates[0]!).startsAt, endsAt: bounds(dates.at(-1)!).endsAt };

  const items: CalendarItem[] = [];
  const made = new Set<string>();
  const raceRows = await db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.brand, brand),
        lt(tournaments.startsAt, window.endsAt),
        gt(tournaments.endsAt, window.startsAt),
      ),
    );
  for (const row of raceRows) {
    if (row.templateId !== null) made.add(`t${row.templateId}|${row.occurrenceKey}`);
    items.push({
      kind: 'tournament',
      questType: null,
      title: LocalizedTextSchema.parse(row.title).en,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      templateId: row.templateId,
      rowId: row.id,
    });
  }
  const questRows = await db
    .select()
    .from(quests)
    .where(
      and(
        eq(quests.brand, brand),
        lt(quests.startsAt, window.endsAt),
        gt(quests.startsAt, new Date(window.startsAt.getTime() - LONGEST_QUEST_MS)),
      ),
    );
  for (const row of questRows) {
    const endsAt = new Date(
      row.startsAt.getTime() + (row.days as unknown[]).length * row.dayHours * 3_600_000,
    );
    if (endsAt <= window.startsAt) continue;
    if (row.templateId !== null) made.add(`q${row.templateId}|${row.occurrenceKey}`);
    items.push({
      kind: 'quest',
      questType: row.type,
      title: LocalizedTextSchema.parse(row.title).en,
      startsAt: row.startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      templateId: row.templateId,
      rowId: row.id,
    });
  }

  const templates = [
    ...(
      await db
        .select()
        .from(tournamentTemplates)
        .where(and(eq(tournamentTemplates.brand, brand), eq(tournamentTemplates.active, true)))
    ).map((t) => ({
      ...t,
      kind: 'tournament' as const,
      questType: null,
    })),
    ...(
      await db
        .select()
        .from(questTemplates)
        .where(and(eq(questTemplates.brand, brand), eq(questTemplates.active, true)))
    ).map((t) => ({
      ...t,
      kind: 'quest' as const,
      questType: t.type,
    })),
  ];
  for (const template of templates) {
    const schedule = ScheduleSchema.safeParse(template.schedule);
    if (!schedule.success) continue;
    for (const occurrence of occurrencesOverlapping(schedule.data, window.startsAt, window.endsAt)) {
      const key = `${template.kind === 'tournament' ? 't' : 'q'}${template.id}|${occurrence.key}`;
      if (made.has(key) || occurrence.endsAt <= now) continue;
      items.push({
        kind: template.kind,
        questType: template.questType,
        title: LocalizedTextSchema.parse(template.title).en,
        startsAt: occurrence.startsAt.toISOString(),
        endsAt: occurrence.endsAt.toISOString(),
        templateId: template.id,
        rowId: null,
      });
    }
  }
  items.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));

  const spanOf = (item: CalendarItem): Span => ({
    startsAt: new Date(item.startsAt),
    endsAt: new Date(item.endsAt),
  });
  // A week (Monday to Sunday, within the range asked) with no quest or season at any time.
  const weekHasQuest = new Map<string, boolean>();
  for (const date of dates) {
    const week = mondayOf(date);
    const day = bounds(date);
    const any = items.some((item) => item.kind === 'quest' && overlaps(spanOf(item), day));
    weekHasQuest.set(week, (weekHasQuest.get(week) ?? false) || any);
  }
  const days: CalendarDay[] = dates.map((date) => {
    const day = bounds(date);
    const running = items.filter((item) => overlaps(spanOf(item), day));
    const races = running.filter((item) => item.kind === 'tournament');
    const questsOfDay = running.filter((item) => item.kind === 'quest');
    const flags: CalendarFlag[] = [];
    if (races.length === 0) flags.push('noRace');
    if (!weekHasQuest.get(mondayOf(date))) flags.push('noQuest');
    const clash = questsOfDay.some((a, i) =>
      questsOfDay.slice(i + 1).some((b) => a.questType === b.questType && overlaps(spanOf(a), spanOf(b))),
    );
    if (clash) flags.push('questOverlap');
    return { date, tournaments: races, quests: questsOfDay, flags };
  });
  return { brand, timeZone, days };
}
