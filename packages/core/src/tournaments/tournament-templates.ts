import { eq, sql } from 'drizzle-orm';
import {
  EVERY_PLAYER,
  type TournamentTemplateCreate,
  type TournamentTemplateRow,
  type TournamentTemplatesQuery,
  type TournamentTemplateUpdate,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { tournamentPlayers, tournaments, tournamentTemplates } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import type { ListPage } from '../backoffice/shared/list-page.ts';
import {
  changeTemplate,
  checkTemplateFields,
  listTemplates,
  occurrenceStore,
  refuseTakenSlug,
  templateStatusOf,
  type TemplateChange,
} from '../backoffice/live-operations/template-lifecycle.ts';

type TemplateRow = typeof tournamentTemplates.$inferSelect;

/** A template as the back-office shows it: its state (`running`: an occurrence runs now) and next start. */
export function toTournamentTemplateRow(row: TemplateRow, now: Date, running = false): TournamentTemplateRow {
  return {
    id: row.id,
    brand: row.brand,
    slug: row.slug,
    title: row.title as TournamentTemplateRow['title'],
    games: row.games,
    mode: row.mode,
    scoring: row.scoring as TournamentTemplateRow['scoring'],
    prizes: row.prizes as TournamentTemplateRow['prizes'],
    minRounds: row.minRounds,
    audience: row.audience as TournamentTemplateRow['audience'],
    ...templateStatusOf(row, running, now),
  };
}

/** Tournaments as template occurrences: joined means a player is on the board. */
export const tournamentOccurrences = occurrenceStore(
  tournaments,
  (db) =>
    db
      .select({ one: sql`1` })
      .from(tournamentPlayers)
      .where(eq(tournamentPlayers.tournamentId, tournaments.id)),
  tournaments.endsAt,
);

/** GET /rest/backoffice/tournament-templates/: a brand's (or every brand's) recurring tournaments. */
export async function listTournamentTemplates(
  db: Db,
  query: TournamentTemplatesQuery,
  now: Date,
): Promise<ListPage<TournamentTemplateRow>> {
  return listTemplates(db, {
    table: tournamentTemplates,
    store: tournamentOccurrences,
    query,
    now,
    shown: toTournamentTemplateRow,
  });
}

/** POST /rest/backoffice/tournament-templates/ (in the audit's transaction). */
export async function createTournamentTemplate(
  db: Db,
  input: TournamentTemplateCreate,
  now: Date,
): Promise<TemplateRow> {
  await checkTemplateFields(db, input, now);
  await refuseTakenSlug(db, tournamentTemplates, input);
  const [row] = await db
    .insert(tournamentTemplates)
    .values({
      brand: input.brand,
      slug: input.slug,
      title: input.title,
      games: [...new Set(input.games)],
      mode: input.mode,
      scoring: input.scoring,
      prizes: input.prizes,
      minRounds: input.minRounds ?? 0,
      audience: input.audience ?? EVERY_PLAYER,
      schedule: input.schedule,
      active: input.active,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * PATCH /rest/backoffice/tournament-templates/{id}/ (in the audit's transaction), by the shared rules of what
 * may change while an occurrence runs (`changeTemplate`): players race for a running occurrence's games and
 * prizes, so only occurrences not started yet take the edit.
 */
export async function updateTournamentTemplate(
  db: Db,
  input: { id: number; update: TournamentTemplateUpdate; now: Date },
): Promise<TemplateChange<TemplateRow>> {
  const { id, update, now } = input;
  const [before] = await db
    .select()
    .from(tournamentTemplates)
    .where(eq(tournamentTemplates.id, id))
    .for('update');
  if (!before) throw notFound('We could not find that tournament template.');
  await checkTemplateFields(db, update, now);
  const { active: _active, cancelled: _cancelled, ...content } = update;
  return changeTemplate(db, {
    before,
    update,
    now,
    store: tournamentOccurrences,
    write: async (set) => {
      const [after] = await db
        .update(tournamentTemplates)
        .set({ ...content, ...(content.games ? { games: [...new Set(content.games)] } : {}), ...set })
        .where(eq(tournamentTemplates.id, id))
        .returning();
      return after!;
    },
    occurrenceContent: (after) => ({
      ...(content.title ? { title: content.title } : {}),
      ...(content.games ? { games: after.games } : {}),
      ...(content.mode ? { mode: content.mode } : {}),
      ...(content.scoring ? { scoring: content.scoring } : {}),
      ...(content.prizes ? { prizes: content.prizes } : {}),
      ...(content.minRounds !== undefined ? { minRounds: content.minRounds } : {}),
      ...(content.audience ? { audience: content.audience } : {}),
    }),
  });
}
