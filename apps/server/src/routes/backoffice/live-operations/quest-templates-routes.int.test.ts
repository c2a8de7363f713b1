import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LIVE_OPS_PATHS as PATHS,
  QuestTemplateSavedSchema,
  QuestTemplatesPageSchema,
  type QuestTemplateCreate,
} from '@casino/contracts';
import { makeQuestOccurrences, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { FIRST_WEEK_KEYS, HOUR, setupLiveOpsApp } from '../../../testing/live-operations.ts';
import { auditEntries, expectPostsRefused, signInOperator } from '../../../testing/operators.ts';

describe.each(databaseKinds())('back-office quest templates on %s', (kind) => {
  // 2027-01-04 is a Monday, 15:00 UTC.
  const { t, clock, db, games, schedule, create, list, patch, occurrences } = setupLiveOpsApp(kind, 'quest');

  const template = (over: Partial<QuestTemplateCreate> = {}): QuestTemplateCreate => ({
    brand: 'tao',
    slug: 'evening-challenge',
    title: { en: 'Evening challenge', es: 'Desafío de la tarde' },
    type: 'fp_challenge',
    dayHours: 4,
    days: [
      {
        tasks: [
          {
            kind: 'spins',
            currency: 'COIN',
            goal: 1,
            games: [games[0]!],
            sharedGameSet: null,
            prize: { coins: 500, entries: 0, freeSpins: null },
          },
        ],
      },
    ],
    sharedGameSets: {},
    requiresCompletedProfile: false,
    requiresConfirmedPhone: false,
    requiredRank: null,
    schedule: schedule('UTC'),
    active: true,
    ...over,
  });

  it('refuses, with a sentence naming what to fix, what cannot be published', async () => {
    const { headers } = await signInOperator(t.app, { role: 'marketing' });
    const task = template().days[0]!.tasks[0]!;
    await expectPostsRefused(t.app, PATHS.questTemplates, headers, [
      [{ ...template(), title: { en: 'Evening challenge', es: '' } }, 400, 'Give the Spanish title.'],
      [{ ...template(), days: [] }, 400, 'Give at least one day.'],
      [
        { ...template(), schedule: { ...template().schedule, duration: 'PT5H' } },
        400,
        'The duration is the quest’s days times',
      ],
      [
        { ...template(), days: [{ tasks: [{ ...task, games: ['no-such-game'] }] }] },
        422,
        'not active games of the catalogue: no-such-game',
      ],
      [
        { ...template(), days: [{ tasks: [{ ...task, sharedGameSet: 'classics' }] }] },
        422,
        'Day 1, task 1 names the game set classics',
      ],
      [
        { ...template(), schedule: { ...template().schedule, rrule: 'FREQ=SOMETIMES' } },
        422,
        'The recurrence cannot be read',
      ],
      [{ ...template(), slug: 'advent' }, 409, 'already has a template named advent'],
    ]);
    expect(await auditEntries(db(), 'questTemplate.create')).toHaveLength(0);
  });

  it('a draft missing its Spanish title makes no occurrence and cannot be published until it has one', async () => {
    const { headers } = await signInOperator(t.app, { role: 'marketing' });
    const created = await create(
      headers,
      template({ slug: 'draft-challenge', title: { en: 'Draft', es: '' }, active: false }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const row = QuestTemplateSavedSchema.parse(created.json()).data;
    expect(row).toMatchObject({ state: 'draft', nextStartsAt: null });
    await makeQuestOccurrences(db(), clock.now());
    expect(await occurrences(row.id)).toHaveLength(0);

    const refused = await patch(row.id, headers, { active: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Give the Spanish title.');
    expect(await auditEntries(db(), 'questTemplate.resume', String(row.id))).toHaveLength(0);

    const published = await patch(row.id, headers, { active: true, title: { en: 'Draft', es: 'Borrador' } });
    expect(QuestTemplateSavedSchema.parse(published.json()).data.state).toBe('scheduled');
    expect(await auditEntries(db(), 'questTemplate.resume', String(row.id))).toHaveLength(1);
    // Cancelled: its occurrences go (none started), it makes no more and changes no more.
    await makeQuestOccurrences(db(), clock.now());
    const cancelled = await patch(row.id, headers, { cancelled: true });
    expect(QuestTemplateSavedSchema.parse(cancelled.json())).toMatchObject({
      data: { state: 'cancelled', active: false },
      removedOccurrences: 7,
    });
    await makeQuestOccurrences(db(), clock.now());
    expect(await occurrences(row.id)).toHaveLength(0);
    expect(await auditEntries(db(), 'questTemplate.cancel', String(row.id))).toHaveLength(1);
    const again = await patch(row.id, headers, { active: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('cancelled');
  });

  it('creates a recurring quest: audited, listed with its state, its occurrences made by the job', async () => {
    const { headers, operator } = await signInOperator(t.app, { role: 'marketing' });
    const created = await create(headers, template());
    expect(created.statusCode, created.body).toBe(200);
    const row = QuestTemplateSavedSchema.parse(created.json()).data;
    expect(row).toMatchObject({ state: 'scheduled', nextStartsAt: '2027-01-04T18:00:00.000Z' });
    expect(await auditEntries(db(), 'questTemplate.create', String(row.id))).toMatchObject([
      {
        operatorId: operator.id,
        before: null,
        after: { slug: 'evening-challenge', title: { es: 'Desafío de la tarde' } },
      },
    ]);
    const viewer = await signInOperator(t.app, { role: 'viewer' });
    const listed = await list(viewer.headers, 'brand=tao&q=evening');
    expect(QuestTemplatesPageSchema.parse(listed.json()).data.rows.map((r) => r.slug)).toEqual([
      'evening-challenge',
    ]);
    const viewerPost = await create(viewer.headers, template({ slug: 'x' }));
    expect(viewerPost.statusCode).toBe(403);

    await makeQuestOccurrences(db(), clock.now());
    const made = await occurrences(row.id);
    expect(made.map((o) => o.occurrenceKey)).toEqual(FIRST_WEEK_KEYS);
    expect(made[0]).toMatchObject({
      brand: 'tao',
      type: 'fp_challenge',
      title: { es: 'Desafío de la tarde' },
    });
  });

  it('an edit while live leaves the running occurrence as it is and reaches those to come; pause', async () => {
    const [tmpl] = await db()
      .select()
      .from(tables.questTemplates)
      .where(eq(tables.questTemplates.slug, 'evening-challenge'));
    const before = await occurrences(tmpl!.id);
    clock.set(new Date(before[0]!.startsAt.getTime() + HOUR));
    const { headers } = await signInOperator(t.app, { role: 'admin' });
    const listed = await list(headers, 'brand=tao&q=evening');
    expect(QuestTemplatesPageSchema.parse(listed.json()).data.rows[0]!.state).toBe('live');

    const days = [{ tasks: [{ ...template().days[0]!.tasks[0]!, goal: 3 }] }];
    const edited = await patch(tmpl!.id, headers, {
      days,
      title: { en: 'Evening dash', es: 'Carrera de la tarde' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(QuestTemplateSavedSchema.parse(edited.json())).toMatchObject({
      updatedOccurrences: 6,
      removedOccurrences: 0,
    });
    const after = await occurrences(tmpl!.id);
    expect(after[0]).toMatchObject({ days: before[0]!.days, title: { en: 'Evening challenge' } });
    expect(after[1]).toMatchObject({ days, title: { en: 'Evening dash' } });
    expect(await auditEntries(db(), 'questTemplate.update', String(tmpl!.id))).toHaveLength(1);

    // A day length that no longer matches the duration is refused, naming the duration.
    const mismatch = await patch(tmpl!.id, headers, { dayHours: 5 });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toContain('The duration is the quest’s days times');

    const paused = await patch(tmpl!.id, headers, { active: false });
    expect(QuestTemplateSavedSchema.parse(paused.json())).toMatchObject({
      data: { active: false, state: 'live' },
      removedOccurrences: 6,
    });
    expect((await occurrences(tmpl!.id)).map((o) => o.id)).toEqual([before[0]!.id]);
    await makeQuestOccurrences(db(), clock.now());
    expect(await occurrences(tmpl!.id)).toHaveLength(1);
    expect(await auditEntries(db(), 'questTemplate.pause', String(tmpl!.id))).toHaveLength(1);
  });
});
