import { and, eq, gt, lt } from 'drizzle-orm';
import { LocalizedTextSchema } from '@casino/contracts';
import { tournaments, tournamentTemplates } from '../db/schema/index.ts';
import type { CalendarSource } from '../engagement/feature-module.ts';

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
    return rows.map((row) => ({
      questType: null,
      title: LocalizedTextSchema.parse(row.title).en,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      rowId: row.id,
      templateId: row.templateId,
      occurrenceKey: row.occurrenceKey,
    }));
  },
  async templates(db, brand) {
    const rows = await db
      .select()
      .from(tournamentTemplates)
      .where(and(eq(tournamentTemplates.brand, brand), eq(tournamentTemplates.active, true)));
    return rows.map((t) => ({
      id: t.id,
      schedule: t.schedule,
      title: t.title,
      questType: null,
    }));
  },
};
