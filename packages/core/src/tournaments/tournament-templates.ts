import { eq, sql } from 'drizzle-orm';
import {
  EVERY_PLAYER,
  type TournamentTemplateCreate,
  type TournamentTemplateRow,
  type TournamentTemplateUpdate,
  type TemplatesQuery,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { tournamentPlayers, tournaments, tournamentTemplates } from '../db/schema/index.ts';
import type { ListPage } from '../backoffice/shared/list-page.ts';
// The rules every recurring template shares (docs/live-operations.md).
import * as lifecycle from '../backoffice/live-operations/template-lifecycle.ts';

type TemplateRow = typeof tournamentTemplates.$inferSelect;

/** A template as the back-office shows it: its state (`running`: an occurrence runs now) and next start. */
export const toTournamentTemplateRow = (
  row: TemplateRow,
  now: Date,
  running = false,
): TournamentTemplateRow =>
  lifecycle.shownTemplate(row, running, now, {
    games: row.games,
    mode: row.mode,
    scoring: row.scoring as TournamentTemplateRow['scoring'],
    prizes: row.prizes as TournamentTemplateRow['prizes'],
    minRounds: row.minRounds,
    audience: row.audience as TournamentTemplateRow['audience'],
  });

/** Tournaments as template occurrences: joined means a player is on the board. */
export const tournamentOccurrences = lifecycle.occurrenceStore(
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
  query: TemplatesQuery,
  now: Date,
): Promise<ListPage<TournamentTemplateRow>> {
  return lifecycle.listTemplates(db, {
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
  await lifecycle.checkTemplateFields(db, input, now);
  return lifecycle.insertTemplate(
    db,
    tournamentTemplates,
    input,
    {
      games: [...new Set(input.games)],
      mode: input.mode,
      scoring: input.scoring,
      prizes: input.prizes,
      minRounds: input.minRounds ?? 0,
      audience: input.audience ?? EVERY_PLAYER,
    },
    now,
  );
}

/**
 * PATCH /rest/backoffice/tournament-templates/{id}/ (in the audit's transaction), by the shared rules of what
 * may change while an occurrence runs (`changeTemplate`): players race for a running occurrence's games and
 * prizes, so only occurrences not started yet take the edit.
 */
export async function updateTournamentTemplate(
  db: Db,
  input: { id: number; update: TournamentTemplateUpdate; now: Date },
): Promise<lifecycle.TemplateChange<TemplateRow>> {
  const { id, update, now } = input;
  const before = await lifecycle.templateForUpdate(db, tournamentTemplates, id, 'tournament');
  await lifecycle.checkTemplateFields(db, update, now);
  const { active: _active, cancelled: _cancelled, ...content } = update;
  return lifecycle.changeTemplate(db, {
    table: tournamentTemplates,
    before,
    update,
    now,
    store: tournamentOccurrences,
    fields: { ...content, ...(content.games ? { games: [...new Set(content.games)] } : {}) },
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
