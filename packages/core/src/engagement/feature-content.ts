import { and, asc, desc, eq, lte, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  FEATURE_CONTENT_EDITABLE_STATES,
  FeatureScheduleSchema,
  type BrandKey,
  type FeatureContentState,
  type FeatureContentVersion,
  type FeatureKey,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureContentVersions, features } from '../db/schema/index.ts';
import { DomainError, conflict, notFound } from '../errors.ts';
import { appendAudit, type AuditInput } from '../backoffice/audit-log.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { localTimeOf } from '../schedule/schedule.ts';
import { featureModule } from './feature-module.ts';
import {
  checkFreeSpinGames,
  invalidSettings,
  updateFeatureSettingsInTransaction,
} from './feature-settings.ts';
import { isLive, parseFeatureRow, type FeatureRowData } from './load-features.ts';
import { periodAt } from './periods.ts';

/**
 * Feature content versions (issue #32, docs/live-operations.md "Feature content"): a brand's feature config
 * written as a version — draft → scheduled → live → finished, or cancelled — for any feature key (the config
 * is checked by the feature module's own `configSchema`, as the features PUT does). The live-edit rule: a
 * change never applies inside a running period of a live feature, so a publish of a live feature takes effect
 * from the start of its next period or later. A version is applied to the `features` row by
 * `updateFeatureSettingsInTransaction` (the same checks and pushes as an operator's edit), at once by the
 * publish when its time has come, else by the `feature-content` job (`applyDueFeatureContent`).
 */

type VersionRow = typeof featureContentVersions.$inferSelect;
type Feature = { brand: BrandKey; key: FeatureKey };

/** Who wrote an audit row: the operator of a request, or the system for the job. */
export type FeatureContentActor = Pick<AuditInput, 'operatorId' | 'operatorEmail' | 'ip'>;
export const SYSTEM_ACTOR: FeatureContentActor = { operatorId: 'system', operatorEmail: 'system', ip: null };

/** Publishing "now" from a form a moment ago: a time this far in the past counts as now. */
const NOW_GRACE_MS = 60_000;

export const toFeatureContentVersion = (row: VersionRow): FeatureContentVersion => ({
  id: row.id,
  brand: row.brand,
  key: row.key,
  state: row.state as FeatureContentState,
  config: row.config as Record<string, unknown>,
  effectiveFrom: row.effectiveFrom?.toISOString() ?? null,
  appliedAt: row.appliedAt?.toISOString() ?? null,
  note: row.note,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The config as the feature's schema reads it (defaults filled), or a 400 keyed by `config.<path>`. */
async function checkedConfig(db: Db, key: FeatureKey, config: unknown): Promise<Record<string, unknown>> {
  const parsed = featureModule(key).configSchema.safeParse(config);
  if (!parsed.success) throw invalidSettings('config', parsed.error);
  await checkFreeSpinGames(db, parsed.data);
  return parsed.data as Record<string, unknown>;
}

/**
 * Every player-visible localized text (`{ en, es }`) of a config whose Spanish (or English) is missing, by
 * its path: "Give the Spanish text of prizes.1.label."
 */
export function missingTranslations(config: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, [...path, String(i)]));
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if ('en' in record && 'es' in record && Object.keys(record).length === 2) {
      const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
      const at = path.join('.');
      const field = ['config', ...path].join('.');
      if (blank(record.en) && !blank(record.es)) errors[field] = [`Give the English text of ${at}.`];
      if (!blank(record.en) && blank(record.es)) errors[field] = [`Give the Spanish text of ${at}.`];
      return;
    }
    for (const [name, inner] of Object.entries(record)) walk(inner, [...path, name]);
  };
  walk(config, []);
  return errors;
}

/** The feature's row, parsed as the engine reads it (null when there is none or it fails its schemas). */
async function featureRow(db: Db, { brand, key }: Feature) {
  const [row] = await db
    .select()
    .from(features)
    .where(and(eq(features.brand, brand), eq(features.key, key)));
  return row ?? null;
}

/**
 * When a change may take effect, by the live-edit rule: from the start of the feature's next period when it
 * is live now (so every player's period runs on one config), from now when it is not.
 */
export function earliestChange(row: FeatureRowData | null, now: Date) {
  const schedule = FeatureScheduleSchema.safeParse(row?.schedule ?? {});
  const period = schedule.success
    ? schedule.data.period
    : { kind: 'day' as const, resetHour: 0, timeZone: 'UTC' };
  const parsed = row ? parseFeatureRow(row) : null;
  if (parsed && isLive(parsed, now))
    return { live: true, at: periodAt(parsed.schedule, now).endsAt, timeZone: period.timeZone };
  return { live: false, at: now, timeZone: period.timeZone };
}

const form = new Map<FeatureKey, Record<string, unknown>>();
/** The config's JSON Schema as a form reads it (the input side: defaults optional), made once per key. */
function formOf(key: FeatureKey): Record<string, unknown> {
  let schema = form.get(key);
  if (!schema) {
    schema = z.toJSONSchema(featureModule(key).configSchema, {
      io: 'input',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    form.set(key, schema);
  }
  return schema;
}

/** GET …/content/: the versions (newest first), the config in effect, and what a change may do now. */
export async function listFeatureContent(db: Db, feature: Feature, now: Date) {
  const { brand, key } = feature;
  const [rows, row] = await Promise.all([
    db
      .select()
      .from(featureContentVersions)
      .where(and(eq(featureContentVersions.brand, brand), eq(featureContentVersions.key, key)))
      .orderBy(desc(featureContentVersions.id))
      .limit(200),
    featureRow(db, feature),
  ]);
  const live = rows.find((r) => r.state === 'live');
  const earliest = earliestChange(row, now);
  return {
    versions: rows.map(toFeatureContentVersion),
    live: {
      config: (row?.config ?? featureModule(key).defaults.config) as Record<string, unknown>,
      since: (live?.appliedAt ?? row?.updatedAt)?.toISOString() ?? null,
    },
    earliestChange: earliest.at.toISOString(),
    timeZone: earliest.timeZone,
    form: formOf(key),
  };
}

/** POST …/content/: a new draft, its config checked by the feature's schema. */
export async function createFeatureContentInTransaction(
  tx: Db,
  input: Feature & { config: unknown; note?: string; createdBy: string; now: Date },
) {
  const config = await checkedConfig(tx, input.key, input.config);
  const [row] = await tx
    .insert(featureContentVersions)
    .values({
      brand: input.brand,
      key: input.key,
      state: 'draft',
      config,
      note: input.note ?? '',
      createdBy: input.createdBy,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return { before: null, after: toFeatureContentVersion(row!) };
}

const READ_ONLY: Record<string, string> = {
  live: 'This version is live. Make a new draft from it.',
  finished: 'This version has finished: it is read-only. Make a new draft from it.',
  cancelled: 'This version was cancelled: it is read-only. Make a new draft from it.',
};

/** The version, locked for this transaction; 404 when the feature has no such version, 409 when read-only. */
async function editableVersion(tx: Db, input: Feature & { id: number }): Promise<VersionRow> {
  const [row] = await tx
    .select()
    .from(featureContentVersions)
    .where(
      and(
        eq(featureContentVersions.id, input.id),
        eq(featureContentVersions.brand, input.brand),
        eq(featureContentVersions.key, input.key),
      ),
    )
    .for('update');
  if (!row) throw notFound(`This feature has no version ${input.id}.`);
  if (!(FEATURE_CONTENT_EDITABLE_STATES as readonly string[]).includes(row.state))
    throw conflict(READ_ONLY[row.state] ?? 'This version is read-only. Make a new draft from it.');
  return row;
}

const refusal = (field: string, message: string) =>
  new DomainError({ status: 400, code: 'invalid_feature_content', message, errors: { [field]: [message] } });

/**
 * The instant a publish asks for, by the live-edit rule: null is the earliest allowed; a time before it is
 * refused (400, field `effectiveFrom`) in words the operator acts on.
 */
async function checkedEffectiveFrom(tx: Db, input: Feature & { effectiveFrom: Date | null; now: Date }) {
  const earliest = earliestChange(await featureRow(tx, input), input.now);
  const at = input.effectiveFrom ?? earliest.at;
  const wall = (d: Date) => `${localTimeOf(d, earliest.timeZone).replace('T', ' ')} ${earliest.timeZone}`;
  if (earliest.live && at < earliest.at)
    throw refusal(
      'effectiveFrom',
      `The feature is live: a change takes effect from the start of its next day, ${wall(earliest.at)}, or later.`,
    );
  if (at.getTime() < input.now.getTime() - NOW_GRACE_MS)
    throw refusal('effectiveFrom', `That time has passed: choose ${wall(input.now)} or later.`);
  return at < input.now ? input.now : at;
}

/** Everything a publish checks of a config: the feature's schema, its free spins, both languages' texts. */
async function checkedForPublish(tx: Db, key: FeatureKey, config: unknown) {
  const checked = await checkedConfig(tx, key, config);
  const missing = missingTranslations(checked);
  const first = Object.values(missing)[0]?.[0];
  if (first)
    throw new DomainError({ status: 400, code: 'invalid_feature_content', message: first, errors: missing });
  return checked;
}

/** No two scheduled versions of a feature take effect at the same instant (409). */
async function checkInstantFree(tx: Db, input: Feature & { id: number; at: Date }) {
  const [other] = await tx
    .select({ id: featureContentVersions.id })
    .from(featureContentVersions)
    .where(
      and(
        eq(featureContentVersions.brand, input.brand),
        eq(featureContentVersions.key, input.key),
        eq(featureContentVersions.state, 'scheduled'),
        eq(featureContentVersions.effectiveFrom, input.at),
        ne(featureContentVersions.id, input.id),
      ),
    );
  if (other)
    throw conflict(
      `Version ${other.id} already takes effect at that instant. Choose another time or cancel that version.`,
      { effectiveFrom: [`Version ${other.id} already takes effect at that instant.`] },
    );
}

/** PATCH …/content/:id/: a draft's or scheduled version's config or note (a scheduled one is checked again). */
export async function updateFeatureContentInTransaction(
  tx: Db,
  input: Feature & { id: number; config?: unknown; note?: string; now: Date },
) {
  const row = await editableVersion(tx, input);
  let config = row.config as Record<string, unknown>;
  if (input.config !== undefined) config = await checkedConfig(tx, input.key, input.config);
  if (row.state === 'scheduled') {
    config = await checkedForPublish(tx, input.key, config);
    await checkedEffectiveFrom(tx, { ...input, effectiveFrom: row.effectiveFrom });
  }
  const [after] = await tx
    .update(featureContentVersions)
    .set({ config, note: input.note ?? row.note, updatedAt: input.now })
    .where(eq(featureContentVersions.id, row.id))
    .returning();
  return { before: toFeatureContentVersion(row), after: toFeatureContentVersion(after!) };
}

/** POST …/content/:id/cancel/: a draft or scheduled version set aside for good. */
export async function cancelFeatureContentInTransaction(tx: Db, input: Feature & { id: number; now: Date }) {
  const row = await editableVersion(tx, input);
  const [after] = await tx
    .update(featureContentVersions)
    .set({ state: 'cancelled', updatedAt: input.now })
    .where(eq(featureContentVersions.id, row.id))
    .returning();
  return { before: toFeatureContentVersion(row), after: toFeatureContentVersion(after!) };
}

const NOTHING_TO_NOTIFY = { notify: (_publisher: Publisher) => undefined };

/**
 * POST …/content/:id/publish/: the version checked again (schema, free spins, both languages), its instant
 * by the live-edit rule, and scheduled — or applied in this transaction when its time has come (audited
 * `featureContent.apply` under `actor`). `notify` after the commit tells the brand's pages of an applied one.
 */
export async function publishFeatureContentInTransaction(
  tx: Db,
  input: Feature & { id: number; effectiveFrom: Date | null; now: Date; actor: FeatureContentActor },
) {
  const row = await editableVersion(tx, input);
  const config = await checkedForPublish(tx, input.key, row.config);
  const at = await checkedEffectiveFrom(tx, input);
  await checkInstantFree(tx, { ...input, at });
  const [scheduled] = await tx
    .update(featureContentVersions)
    .set({ state: 'scheduled', config, effectiveFrom: at, updatedAt: input.now })
    .where(eq(featureContentVersions.id, row.id))
    .returning();
  if (at > input.now)
    return {
      before: toFeatureContentVersion(row),
      after: toFeatureContentVersion(scheduled!),
      ...NOTHING_TO_NOTIFY,
    };
  const applied = await applyVersionInTransaction(tx, { id: row.id, now: input.now, actor: input.actor });
  return {
    before: toFeatureContentVersion(row),
    after: applied?.after ?? toFeatureContentVersion(scheduled!),
    notify: (publisher: Publisher) => applied?.notify(publisher),
  };
}

/**
 * One scheduled version made live inside `tx`: taken by a locking read that skips it once another process
 * has (so it is applied once), the live one before it finished, its config written to the feature's row by
 * the engine's own use case, audited `featureContent.apply` under `actor`. Null when it is no longer scheduled.
 */
async function applyVersionInTransaction(
  tx: Db,
  input: { id: number; now: Date; actor: FeatureContentActor },
) {
  const [row] = await tx
    .select()
    .from(featureContentVersions)
    .where(and(eq(featureContentVersions.id, input.id), eq(featureContentVersions.state, 'scheduled')))
    .for('update');
  if (!row) return null;
  const feature = { brand: row.brand as BrandKey, key: row.key as FeatureKey };
  // The feature's row first: its lock queues every other apply of this feature behind this one.
  const changed = await updateFeatureSettingsInTransaction(tx, {
    ...feature,
    update: { config: row.config as Record<string, unknown> },
    now: input.now,
  });
  const previous = await tx
    .update(featureContentVersions)
    .set({ state: 'finished', updatedAt: input.now })
    .where(
      and(
        eq(featureContentVersions.brand, row.brand),
        eq(featureContentVersions.key, row.key),
        eq(featureContentVersions.state, 'live'),
      ),
    )
    .returning({ id: featureContentVersions.id });
  const [after] = await tx
    .update(featureContentVersions)
    .set({ state: 'live', appliedAt: input.now, updatedAt: input.now })
    .where(eq(featureContentVersions.id, row.id))
    .returning();
  const version = toFeatureContentVersion(after!);
  await appendAudit(tx, {
    ...input.actor,
    at: input.now,
    action: 'featureContent.apply',
    targetType: 'featureContent',
    targetId: `${row.brand}/${row.key}/${row.id}`,
    before: { config: changed.before?.config ?? null, finished: previous.map((p) => p.id) },
    after: version,
  });
  return { after: version, notify: changed.notify };
}

/**
 * The `feature-content` job: every scheduled version whose time has come, oldest first, each applied in a
 * transaction of its own (a version another run took is skipped). A version the engine now refuses (a free
 * spins game gone from the catalogue) stays scheduled and is answered in `failed`, so the others still apply.
 */
export async function applyDueFeatureContent(deps: { db: Db; publisher: Publisher }, now: Date) {
  const due = await deps.db
    .select({ id: featureContentVersions.id })
    .from(featureContentVersions)
    .where(and(eq(featureContentVersions.state, 'scheduled'), lte(featureContentVersions.effectiveFrom, now)))
    .orderBy(asc(featureContentVersions.effectiveFrom), asc(featureContentVersions.id));
  const applied: FeatureContentVersion[] = [];
  const failed: Array<{ id: number; message: string }> = [];
  for (const { id } of due) {
    try {
      const result = await deps.db.transaction((tx) =>
        applyVersionInTransaction(tx, { id, now, actor: SYSTEM_ACTOR }),
      );
      if (!result) continue;
      result.notify(deps.publisher);
      applied.push(result.after);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failed.push({ id, message: error.message });
    }
  }
  return { applied, failed };
}
