import { beforeAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { LIVE_OPS_PATHS, questTemplatePath, tournamentTemplatePath } from '@casino/contracts';
import { createManualClock, tables } from '@casino/core';
import type { DatabaseKind } from '@casino/core/testing';
import { setupTestApp } from './test-app.ts';

/** Each kind of template: its endpoints, and the table of the occurrences it makes (quests, races). */
const TEMPLATES = {
  quest: { path: LIVE_OPS_PATHS.questTemplates, pathOf: questTemplatePath, occurrences: tables.quests },
  tournament: {
    path: LIVE_OPS_PATHS.tournamentTemplates,
    pathOf: tournamentTemplatePath,
    occurrences: tables.tournaments,
  },
};
type OccurrenceTable = (typeof TEMPLATES)[keyof typeof TEMPLATES]['occurrences'];

/** An hour in milliseconds, to move the suites' clock. */
export const HOUR = 3_600_000;

/** The occurrence keys `schedule` makes a week ahead of the suites' Monday: the evenings of 4 to 10 January. */
export const FIRST_WEEK_KEYS = [4, 5, 6, 7, 8, 9, 10].map(
  (day) => `2027-01-${String(day).padStart(2, '0')}T18:00`,
);

/**
 * Tests only: the back-office live-operations suites' common ground (quest and tournament templates). An app on
 * a manual clock at Monday 2027-01-04 15:00 UTC; `games`, the catalogue's first two active games (filled before
 * the tests); `schedule`, a daily four-hour run from 18:00 that day in `timeZone`; the template endpoints
 * (`create`, `list`, `patch` under `headers` of a signed-in operator) and `occurrences`, a template's
 * occurrences in start order.
 */
export function setupLiveOpsApp<K extends keyof typeof TEMPLATES>(kind: DatabaseKind, which: K) {
  const templates = TEMPLATES[which];
  const clock = createManualClock('2027-01-04T15:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const db = () => t.database.db;
  const games: string[] = [];
  beforeAll(async () => {
    const rows = await db().select().from(tables.games).orderBy(tables.games.id);
    games.push(
      ...rows
        .filter((g) => g.isActive)
        .map((g) => g.slug)
        .slice(0, 2),
    );
  });
  type Headers = Record<string, string>;
  const table: OccurrenceTable = templates.occurrences;
  return {
    t,
    clock,
    db,
    games,
    schedule: (timeZone: string) => ({
      start: '2027-01-04T18:00',
      timeZone,
      rrule: 'FREQ=DAILY' as string | null,
      duration: 'PT4H',
      until: null,
    }),
    create: (headers: Headers, payload: object) =>
      t.app.inject({ method: 'POST', url: templates.path, headers, payload }),
    list: (headers: Headers, query = '') =>
      t.app.inject({ method: 'GET', url: `${templates.path}${query && `?${query}`}`, headers }),
    patch: (id: number, headers: Headers, payload: object) =>
      t.app.inject({ method: 'PATCH', url: templates.pathOf(id), headers, payload }),
    // One query for either table; the rows are the suite's own table's.
    occurrences: async (templateId: number) =>
      (await db()
        .select()
        .from(table)
        .where(eq(table.templateId, templateId))
        .orderBy(asc(table.startsAt))) as (typeof TEMPLATES)[K]['occurrences']['$inferSelect'][],
  };
}
