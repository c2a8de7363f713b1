import { and, eq, gt, lt } from 'drizzle-orm';
import { questTemplates, quests } from '../db/schema/index.ts';
import type { CalendarSource } from '../engagement/feature-module.ts';
import { activeTemplates, calendarEntry } from '../backoffice/live-operations/template-lifecycle.ts';

const DAY_MS = 86_400_000;
/** The longest quest looked back for (a season is four weeks; an advent calendar 24 days). */
const LONGEST_QUEST_MS = 62 * DAY_MS;

/** The quests on the back-office's live-operations calendar, typed by quest type (the module's `calendar`). */
export const questCalendar: CalendarSource = {
  async made(db, { brand, window }) {
    const rows = await db
      .select()
      .from(quests)
      .where(
        and(
          eq(quests.brand, brand),
          lt(quests.startsAt, window.endsAt),
          gt(quests.startsAt, new Date(window.startsAt.getTime() - LONGEST_QUEST_MS)),
        ),
      );
    return rows.flatMap((row) => {
      const endsAt = new Date(
        row.startsAt.getTime() + (row.days as unknown[]).length * row.dayHours * 3_600_000,
      );
      if (endsAt <= window.startsAt) return [];
      return [calendarEntry(row, row.type, endsAt)];
    });
  },
  templates: (db, brand) => activeTemplates(db, questTemplates, brand, (t) => t.type),
};
