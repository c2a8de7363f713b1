import { and, eq, gt, ilike, inArray, lte, notExists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  LocalizedTextSchema,
  publishRefusal,
  type BackofficeListQuery,
  ScheduleSchema,
  type Schedule,
  type TemplateState,
  type TemplateTitle,
} from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import type { questTemplates, quests, tournaments, tournamentTemplates } from '../../db/schema/index.ts';
import { games } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { listOrder, selectListPage, type ListPage } from '../shared/list-page.ts';
import { conflict, DomainError, invalid, notFound } from '../../errors.ts';
import { nextOccurrence, occurrenceAt } from '../../schedule/schedule.ts';

/**
 * What every recurring template (tournaments, quests) shares in the back-office (docs/live-operations.md):
 * the checks of its games and schedule, its state, and what an edit may change while an occurrence runs.
 * Each feature hands over its occurrence table as an `OccurrenceStore`.
 */

/** The columns every template row has. */
export interface TemplateBase {
  id: number;
  title: unknown;
  schedule: unknown;
  active: boolean;
  cancelledAt: Date | null;
  updatedAt: Date;
}

/** A feature's occurrence rows, as the shared rules touch them. */
export interface OccurrenceStore {
  /** Removes the template's occurrences not started yet that no player joined; answers how many. */
  removeUnjoined(db: Db, templateId: number, now: Date): Promise<number>;
  /** Copies content onto the template's occurrences not started yet; answers how many. */
  rewriteNotStarted(db: Db, templateId: number, now: Date, content: Record<string, unknown>): Promise<number>;
  /** Which of these templates have an occurrence running at `now`. */
  runningOf(db: Db, templateIds: number[], now: Date): Promise<Set<number>>;
}

/**
 * The store of a feature's occurrences (rows with `templateId` and `startsAt`): `joined(db)` selects, for the
 * table's row, the players who joined it (a player on the board, progress on a task); `endsAt`, its end.
 */
export function occurrenceStore(
  table: typeof tournaments | typeof quests,
  joined: (db: Db) => SQLWrapper,
  endsAt: SQLWrapper,
): OccurrenceStore {
  const notStarted = (templateId: number, now: Date) =>
    and(eq(table.templateId, templateId), gt(table.startsAt, now));
  return {
    async removeUnjoined(db, templateId, now) {
      const removed = await db
        .delete(table)
        .where(and(notStarted(templateId, now), notExists(joined(db))))
        .returning({ id: table.id });
      return removed.length;
    },
    async rewriteNotStarted(db, templateId, now, content) {
      const updated = await db
        .update(table)
        .set(content)
        .where(notStarted(templateId, now))
        .returning({ id: table.id });
      return updated.length;
    },
    async runningOf(db, templateIds, now) {
      if (templateIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: table.templateId })
        .from(table)
        .where(and(inArray(table.templateId, templateIds), lte(table.startsAt, now), gt(endsAt, now)));
      return new Set(rows.map((row) => row.id!));
    },
  };
}

/**
 * A page of a brand's (or every brand's) templates, searched by slug or title, each shown with whether one of
 * its occurrences runs now (its state).
 */
export async function listTemplates<T extends typeof tournamentTemplates | typeof questTemplates, Shown>(
  db: Db,
  input: {
    table: T;
    store: OccurrenceStore;
    query: BackofficeListQuery & { brand?: string };
    now: Date;
    shown: (row: T['$inferSelect'], now: Date, running: boolean) => Shown;
  },
): Promise<ListPage<Shown>> {
  const { table: t, query, now } = input;
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
  const rows = page.rows as Array<T['$inferSelect']>;
  const running = await input.store.runningOf(
    db,
    rows.map((row) => row.id),
    now,
  );
  return { ...page, rows: rows.map((row) => input.shown(row, now, running.has(row.id))) };
}

/**
 * A made occurrence as the live-operations calendar shows it (`CalendarSource.made`): its English title, its
 * span, and the template occurrence it was made from.
 */
export const calendarEntry = (
  row: {
    id: number;
    title: unknown;
    startsAt: Date;
    templateId: number | null;
    occurrenceKey: string | null;
  },
  questType: string | null,
  endsAt: Date,
) => ({
  questType,
  title: LocalizedTextSchema.parse(row.title).en,
  startsAt: row.startsAt,
  endsAt,
  rowId: row.id,
  templateId: row.templateId,
  occurrenceKey: row.occurrenceKey,
});

/** A brand's active templates as the calendar reads them (`CalendarSource.templates`), typed by `questType`. */
export async function activeTemplates<T extends typeof tournamentTemplates | typeof questTemplates>(
  db: Db,
  table: T,
  brand: string,
  questType: (row: T['$inferSelect']) => string | null,
) {
  const rows = (await db
    .select()
    .from(table as typeof questTemplates)
    .where(and(eq(table.brand, brand), eq(table.active, true)))) as Array<T['$inferSelect']>;
  return rows.map((t) => ({ id: t.id, schedule: t.schedule, title: t.title, questType: questType(t) }));
}

/** The games must be active catalogue games; the schedule must be one the library reads and that runs again. */
export async function checkTemplateFields(
  db: Db,
  fields: { games?: string[]; schedule?: Schedule },
  now: Date,
  gamesField = 'games',
) {
  if (fields.games && fields.games.length > 0) {
    const slugs = [...new Set(fields.games)];
    const found = await db
      .select({ slug: games.slug })
      .from(games)
      .where(and(inArray(games.slug, slugs), eq(games.isActive, true)));
    const missing = slugs.filter((slug) => !found.some((g) => g.slug === slug));
    if (missing.length > 0) {
      const message = `These are not active games of the catalogue: ${missing.join(', ')}.`;
      throw invalid(message, { [gamesField]: [message] });
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

/** A template's state, from the row and whether one of its occurrences runs now. */
export function templateState(row: TemplateBase, running: boolean, now: Date): TemplateState {
  if (row.cancelledAt) return 'cancelled';
  if (running) return 'live';
  if (!row.active) return 'draft';
  return nextOccurrence(ScheduleSchema.parse(row.schedule), now) ? 'scheduled' : 'finished';
}

/** The row fields every template shows: schedule, state, next start. */
export function templateStatusOf(row: TemplateBase, running: boolean, now: Date) {
  const schedule = ScheduleSchema.parse(row.schedule);
  const next = row.active && !row.cancelledAt ? nextOccurrence(schedule, now) : null;
  return {
    schedule,
    active: row.active,
    state: templateState(row, running, now),
    nextStartsAt: next ? next.startsAt.toISOString() : null,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A template row as the back-office shows it: its identity, the feature's own `fields`, then its status
 * (`running`: an occurrence runs now).
 */
export const shownTemplate = <Fields extends object>(
  row: TemplateBase & { brand: string; slug: string },
  running: boolean,
  now: Date,
  fields: Fields,
) => ({
  id: row.id,
  brand: row.brand,
  slug: row.slug,
  title: row.title as TemplateTitle,
  ...fields,
  ...templateStatusOf(row, running, now),
});

/** The template of `id`, locked for the edit's transaction; a missing one is a 404 naming the feature's `kind`. */
export async function templateForUpdate<T extends typeof tournamentTemplates | typeof questTemplates>(
  db: Db,
  table: T,
  id: number,
  /** What the operator calls the template, in the caller's word: this shared file names no feature. */
  kind: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as typeof questTemplates)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw notFound(`We could not find that ${kind} template.`);
  return row as T['$inferSelect'];
}

/** Refuses a new template's slug its brand already uses (409 naming the slug). */
export async function refuseTakenSlug(
  db: Db,
  table: typeof tournamentTemplates | typeof questTemplates,
  input: { brand: string; slug: string },
): Promise<void> {
  const [taken] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.brand, input.brand), eq(table.slug, input.slug)));
  if (!taken) return;
  const message = `The brand already has a template named ${input.slug}: choose another slug.`;
  throw conflict(message, { slug: [message] });
}

/**
 * A new template's row (in the audit's transaction): its slug free in its brand, then the row of what every
 * template has and the feature's own `content`.
 */
export async function insertTemplate<T extends typeof tournamentTemplates | typeof questTemplates>(
  db: Db,
  table: T,
  input: { brand: string; slug: string; title: TemplateTitle; schedule: Schedule; active: boolean },
  content: Omit<
    T['$inferInsert'],
    'brand' | 'slug' | 'title' | 'schedule' | 'active' | 'createdAt' | 'updatedAt'
  >,
  now: Date,
): Promise<T['$inferSelect']> {
  await refuseTakenSlug(db, table, input);
  const { brand, slug, title, schedule, active } = input;
  const [row] = await db
    .insert(table as typeof questTemplates)
    .values({ brand, slug, title, ...content, schedule, active, createdAt: now, updatedAt: now } as never)
    .returning();
  return row as T['$inferSelect'];
}

/** The audit action of a template write: `<prefix>.cancel|pause|resume|update`. */
export function templateAuditAction(
  prefix: 'tournamentTemplate' | 'questTemplate',
  before: Pick<TemplateBase, 'active'>,
  update: { active?: boolean; cancelled?: true },
): string {
  if (update.cancelled) return `${prefix}.cancel`;
  if (update.active === false && before.active) return `${prefix}.pause`;
  if (update.active === true && !before.active) return `${prefix}.resume`;
  return `${prefix}.update`;
}

export interface TemplateChange<Row> {
  before: Row;
  after: Row;
  /** Occurrences not started yet that took the new content. */
  updatedOccurrences: number;
  /** Occurrences not started yet, joined by nobody, removed (new schedule, pause or cancel). */
  removedOccurrences: number;
  /** An occurrence runs now (the template's state is live). */
  running: boolean;
}

/**
 * An edit of a template (in the audit's transaction), the rules of what may change while an occurrence runs
 * (docs/live-operations.md): a running or finished occurrence keeps its content and times, since players
 * play for them; `occurrenceContent` reaches the occurrences not started yet. A new schedule, a pause or a
 * cancel removes those nobody joined (the job makes the new schedule's rows; a paused or cancelled template
 * makes none); an occurrence players joined still runs. A cancelled template changes no more; publishing
 * (active) needs the title in both languages.
 */
export async function changeTemplate<T extends typeof tournamentTemplates | typeof questTemplates>(
  db: Db,
  input: {
    table: T;
    before: T['$inferSelect'];
    update: { active?: boolean; cancelled?: true; schedule?: Schedule; title?: TemplateTitle };
    now: Date;
    store: OccurrenceStore;
    /** The template's fields the edit writes (beside active, cancelledAt and updatedAt). */
    fields: Partial<T['$inferInsert']>;
    /** The fields occurrences copy, of those the edit changed (computed from the row written). */
    occurrenceContent: (after: T['$inferSelect']) => Record<string, unknown>;
  },
): Promise<TemplateChange<T['$inferSelect']>> {
  const { before, update, now, store } = input;
  if (before.cancelledAt) {
    const message = 'This template is cancelled and changes no more: make a new one.';
    throw conflict(message, { cancelled: [message] });
  }
  const active = update.cancelled ? false : update.active;
  if (active ?? before.active) {
    const refusal = publishRefusal((update.title ?? before.title) as TemplateTitle);
    if (refusal) throw invalid(refusal.message, { [refusal.path]: [refusal.message] });
  }
  const table = input.table as typeof questTemplates;
  const [written] = await db
    .update(table)
    .set({
      ...input.fields,
      ...(active === undefined ? {} : { active }),
      ...(update.cancelled ? { cancelledAt: now } : {}),
      updatedAt: now,
    } as never)
    .where(eq(table.id, before.id))
    .returning();
  const after = written as T['$inferSelect'];
  const rescheduled =
    update.schedule !== undefined && JSON.stringify(update.schedule) !== JSON.stringify(before.schedule);
  const removedOccurrences =
    rescheduled || (active === false && before.active) || update.cancelled
      ? await store.removeUnjoined(db, before.id, now)
      : 0;
  const content = input.occurrenceContent(after);
  const updatedOccurrences =
    Object.keys(content).length > 0 ? await store.rewriteNotStarted(db, before.id, now, content) : 0;
  const running = (await store.runningOf(db, [before.id], now)).has(before.id);
  return { before, after, updatedOccurrences, removedOccurrences, running };
}
