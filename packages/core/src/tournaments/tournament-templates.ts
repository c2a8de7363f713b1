import { and, eq, gt, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  ScheduleSchema,
  type Schedule,
  type TournamentTemplateCreate,
  type TournamentTemplateRow,
  type TournamentTemplatesQuery,
  type TournamentTemplateUpdate,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { games, tournamentPlayers, tournaments, tournamentTemplates } from '../db/schema/index.ts';
import { conflict, DomainError, invalid, notFound } from '../errors.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { listOrder, selectListPage, type ListPage } from '../backoffice/shared/list-page.ts';
import { nextOccurrence, occurrenceAt } from '../schedule/schedule.ts';

type TemplateRow = typeof tournamentTemplates.$inferSelect;

/** A template as the back-office shows it, with its next start after `now` (none while paused). */
export function toTournamentTemplateRow(row: TemplateRow, now: Date): TournamentTemplateRow {
  const schedule = ScheduleSchema.parse(row.schedule);
  const next = row.active ? nextOccurrence(schedule, now) : null;
  return {
    id: row.id,
    brand: row.brand,
    slug: row.slug,
    title: row.title as TournamentTemplateRow['title'],
    games: row.games,
    mode: row.mode,
    scoring: row.scoring as TournamentTemplateRow['scoring'],
    prizes: row.prizes as TournamentTemplateRow['prizes'],
    schedule,
    active: row.active,
    nextStartsAt: next ? next.startsAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /rest/backoffice/tournament-templates/: a brand's (or every brand's) recurring tournaments. */
export async function listTournamentTemplates(
  db: Db,
  query: TournamentTemplatesQuery,
  now: Date,
): Promise<ListPage<TournamentTemplateRow>> {
  const t = tournamentTemplates;
  const filters: SQL[] = [];
  if (query.brand) filters.push(eq(t.brand, query.brand));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(t.slug, pattern), ilike(sql`${t.title}::text`, pattern))!);
  }
  const order = listOrder(
    query,
    { id: sql`${t.id}`, slug: sql`${t.slug}`, brand: sql`${t.brand}`, updatedAt: sql`${t.updatedAt}` },
    sql`${t.brand} asc, ${t.slug} asc`,
    sql`${t.id} asc`,
  );
  const page = await selectListPage(db, t, filters.length > 0 ? and(...filters) : undefined, order, query);
  return { ...page, rows: page.rows.map((row) => toTournamentTemplateRow(row, now)) };
}

/** The games must be active catalogue games; the schedule must be one the library reads and that runs again. */
async function checkTemplate(db: Db, fields: { games?: string[]; schedule?: Schedule }, now: Date) {
  if (fields.games) {
    const slugs = [...new Set(fields.games)];
    const found = await db
      .select({ slug: games.slug })
      .from(games)
      .where(and(inArray(games.slug, slugs), eq(games.isActive, true)));
    const missing = slugs.filter((slug) => !found.some((g) => g.slug === slug));
    if (missing.length > 0) {
      const message = `These are not active games of the catalogue: ${missing.join(', ')}.`;
      throw invalid(message, { games: [message] });
    }
  }
  if (fields.schedule) {
    // Reads the rule (a rule the library refuses is a 422 naming `rrule`) and checks it runs now or again.
    let runsAgain: boolean;
    try {
      // One step of the rule each way, never a long expansion (an hourly rule makes thousands a year).
      runsAgain =
        occurrenceAt(fields.schedule, now) !== null || nextOccurrence(fields.schedule, now) !== null;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // A date the calendar does not have (2027-02-30T25:00) passes the pattern but not the library.
      const message = 'The start or the end is not a real date and time: check them.';
      throw invalid(message, { 'schedule.start': [message] });
    }
    if (!runsAgain) {
      const message = 'No occurrence starts after now: move the start or the end (until) later.';
      throw invalid(message, { 'schedule.until': [message] });
    }
  }
}

/** POST /rest/backoffice/tournament-templates/ (in the audit's transaction). */
export async function createTournamentTemplate(
  db: Db,
  input: TournamentTemplateCreate,
  now: Date,
): Promise<TemplateRow> {
  await checkTemplate(db, input, now);
  const [taken] = await db
    .select({ id: tournamentTemplates.id })
    .from(tournamentTemplates)
    .where(and(eq(tournamentTemplates.brand, input.brand), eq(tournamentTemplates.slug, input.slug)));
  if (taken) {
    const message = `The brand already has a template named ${input.slug}: choose another slug.`;
    throw conflict(message, { slug: [message] });
  }
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
      schedule: input.schedule,
      active: input.active,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export interface TemplateChange {
  before: TemplateRow;
  after: TemplateRow;
  /** Occurrences not started yet that took the new content. */
  updatedOccurrences: number;
  /** Occurrences not started yet, joined by nobody, removed (the schedule changed, or the template paused). */
  removedOccurrences: number;
}

/**
 * PATCH /rest/backoffice/tournament-templates/{id}/ (in the audit's transaction). What may change while an
 * occurrence runs (docs/live-operations.md): a running or finished occurrence keeps its games, prizes and
 * times, since players are racing for them; the change applies to occurrences not started yet. A new
 * schedule, or a pause, removes those nobody has joined (the job makes the new schedule's rows; a paused
 * template makes none); an occurrence players joined still runs, with the new content.
 */
export async function updateTournamentTemplate(
  db: Db,
  input: { id: number; update: TournamentTemplateUpdate; now: Date },
): Promise<TemplateChange> {
  const { id, update, now } = input;
  const [before] = await db
    .select()
    .from(tournamentTemplates)
    .where(eq(tournamentTemplates.id, id))
    .for('update');
  if (!before) throw notFound('We could not find that tournament template.');
  await checkTemplate(db, update, now);
  const { active, ...content } = update;
  const [after] = await db
    .update(tournamentTemplates)
    .set({
      ...content,
      ...(content.games ? { games: [...new Set(content.games)] } : {}),
      ...(active === undefined ? {} : { active }),
      updatedAt: now,
    })
    .where(eq(tournamentTemplates.id, id))
    .returning();

  const notStarted = and(eq(tournaments.templateId, id), gt(tournaments.startsAt, now));
  const rescheduled =
    content.schedule !== undefined && JSON.stringify(content.schedule) !== JSON.stringify(before.schedule);
  let removedOccurrences = 0;
  if (rescheduled || (active === false && before.active)) {
    const removed = await db
      .delete(tournaments)
      .where(
        and(
          notStarted,
          notExists(
            db
              .select({ one: sql`1` })
              .from(tournamentPlayers)
              .where(eq(tournamentPlayers.tournamentId, tournaments.id)),
          ),
        ),
      )
      .returning({ id: tournaments.id });
    removedOccurrences = removed.length;
  }
  const occurrenceContent = {
    ...(content.title ? { title: content.title } : {}),
    ...(content.games ? { games: after!.games } : {}),
    ...(content.mode ? { mode: content.mode } : {}),
    ...(content.scoring ? { scoring: content.scoring } : {}),
    ...(content.prizes ? { prizes: content.prizes } : {}),
  };
  let updatedOccurrences = 0;
  if (Object.keys(occurrenceContent).length > 0) {
    const updated = await db
      .update(tournaments)
      .set(occurrenceContent)
      .where(notStarted)
      .returning({ id: tournaments.id });
    updatedOccurrences = updated.length;
  }
  return { before, after: after!, updatedOccurrences, removedOccurrences };
}
