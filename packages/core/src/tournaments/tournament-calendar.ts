import { and, eq, gt, lt } from 'drizzle-orm';
import { tournaments, tournamentTemplates } from '../db/schema/index.ts';
import type { CalendarSource } from '../engagement/feature-module.ts';
import { activeTemplates, calendarEntry } from '../backoffice/live-operations/template-lifecycle.ts';

/** The races on the back-office's live-operations calendar (the module's `calendar`). */
export const tournamentCalendar: CalendarSource = {
  async made(db, { brand, window }) {
    const rows = await db
      .select()
      .from(tournaments)
      .where(
        and(
          eq(tournaments.brand, brand),
          lt(tournaments.startsAt, window.endsAt),
          gt(tournaments.endsAt, window.startsAt),
        ),
      );
    return rows.map((row) => calendarEntry(row, null, row.endsAt));
  },
  templates: (db, brand) => activeTemplates(db, tournamentTemplates, brand, () => null),
};
