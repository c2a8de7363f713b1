import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  LIVE_OPS_PATHS as PATHS,
  LiveOpsCalendarReplySchema,
  TournamentTemplateSavedSchema,
  TournamentTemplatesPageSchema,
  type TournamentTemplateCreate,
} from '@casino/contracts';
import { makeTournamentOccurrences, tables } from '@casino/core';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { FIRST_WEEK_KEYS, HOUR, setupLiveOpsApp } from '../../../testing/live-operations.ts';
import { auditEntries, expectPostsRefused, signInOperator } from '../../../testing/operators.ts';

describe.each(databaseKinds())('back-office tournament templates on %s', (kind) => {
  // 2027-01-04 is a Monday; 15:00 UTC is 10:00 in New York.
  const { t, clock, db, games, schedule, create, list, patch, occurrences } = setupLiveOpsApp(
    kind,
    'tournament',
  );

  const template = (over: Partial<TournamentTemplateCreate> = {}): TournamentTemplateCreate => ({
    brand: 'tao',
    slug: 'evening-sprint',
    title: { en: 'Evening Sprint', es: 'Sprint de la tarde' },
    games,
    mode: 'COIN',
    scoring: { rule: 'totalWin', factor: 1 },
    prizes: [
      { coins: 5_000, entries: 0 },
      { coins: 2_000, entries: 0 },
    ],
    schedule: schedule('America/New_York'),
    active: true,
    ...over,
  });

  it('refuses, with a sentence naming what to fix, what cannot be published', async () => {
    const { headers } = await signInOperator(t.app, { role: 'marketing' });
    await expectPostsRefused(t.app, PATHS.tournamentTemplates, headers, [
      [{ ...template(), title: { en: 'Evening Sprint', es: '' } }, 400, 'Give the Spanish title.'],
      [{ ...template(), prizes: [] }, 400, 'Give at least one prize'],
      [{ ...template(), games: ['no-such-game'] }, 422, 'not active games of the catalogue: no-such-game'],
      [
        { ...template(), schedule: { ...template().schedule, rrule: 'FREQ=SOMETIMES' } },
        422,
        'The recurrence cannot be read',
      ],
      [
        { ...template(), schedule: { ...template().schedule, start: '2026-01-01T00:00', rrule: null } },
        422,
        'No occurrence starts after now',
      ],
      [{ ...template(), slug: 'daily-sevens' }, 409, 'already has a template named daily-sevens'],
    ]);
    expect(await auditEntries(db(), 'tournamentTemplate.create')).toHaveLength(0);
  });

  it('creates a recurring race: audited, listed with its next start, its occurrences made by the job', async () => {
    const { headers, operator } = await signInOperator(t.app, { role: 'marketing' });
    const created = await create(headers, template());
    expect(created.statusCode, created.body).toBe(200);
    const row = TournamentTemplateSavedSchema.parse(created.json()).data;
    // 18:00 in New York on 2027-01-04 is 23:00 UTC.
    expect(row).toMatchObject({
      slug: 'evening-sprint',
      active: true,
      nextStartsAt: '2027-01-04T23:00:00.000Z',
    });
    expect(await auditEntries(db(), 'tournamentTemplate.create', String(row.id))).toMatchObject([
      {
        operatorId: operator.id,
        before: null,
        after: { slug: 'evening-sprint', title: { es: 'Sprint de la tarde' } },
      },
    ]);

    const viewer = await signInOperator(t.app, { role: 'viewer' });
    const listed = await list(viewer.headers, 'brand=tao&q=sprint');
    expect(TournamentTemplatesPageSchema.parse(listed.json()).data.rows.map((r) => r.slug)).toEqual([
      'evening-sprint',
    ]);
    const support = await signInOperator(t.app, { role: 'support' });
    expect((await list(support.headers)).statusCode).toBe(403);
    expect((await create(viewer.headers, template({ slug: 'x' }))).statusCode).toBe(403);

    await makeTournamentOccurrences(db(), clock.now());
    const made = await occurrences(row.id);
    expect(made.map((o) => o.occurrenceKey)).toEqual(FIRST_WEEK_KEYS);
    expect(made[0]).toMatchObject({
      title: { en: 'Evening Sprint', es: 'Sprint de la tarde' },
      brand: 'tao',
    });
  });

  it('an edit leaves the running occurrence as it is and reaches those to come; pause and resume', async () => {
    const [tmpl] = await db()
      .select()
      .from(tables.tournamentTemplates)
      .where(
        and(
          eq(tables.tournamentTemplates.brand, 'tao'),
          eq(tables.tournamentTemplates.slug, 'evening-sprint'),
        ),
      );
    const before = await occurrences(tmpl!.id);
    // The first evening is running; a player joined the second one.
    clock.set(new Date(before[0]!.startsAt.getTime() + HOUR));
    // Signed in at the moved time (a session ends after 30 idle minutes of the server's clock).
    const { headers } = await signInOperator(t.app, { role: 'admin' });
    const { player: somePlayer } = await createPlayer(db(), { brand: 'tao', now: clock.now() });
    await db().insert(tables.tournamentPlayers).values({
      tournamentId: before[1]!.id,
      playerId: somePlayer.id,
      subscribedAt: clock.now(),
      reachedAt: clock.now(),
    });

    const prizes = [{ coins: 9_000, entries: 0 }];
    const edited = await patch(tmpl!.id, headers, {
      prizes,
      title: { en: 'Evening Dash', es: 'Carrera de la tarde' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(TournamentTemplateSavedSchema.parse(edited.json())).toMatchObject({
      updatedOccurrences: 6,
      removedOccurrences: 0,
    });
    const after = await occurrences(tmpl!.id);
    expect(after[0]).toMatchObject({ prizes: before[0]!.prizes, title: { en: 'Evening Sprint' } });
    expect(after.slice(1).every((o) => JSON.stringify(o.prizes) === JSON.stringify(prizes))).toBe(true);
    expect(after[1]).toMatchObject({ title: { en: 'Evening Dash', es: 'Carrera de la tarde' } });
    expect(await auditEntries(db(), 'tournamentTemplate.update', String(tmpl!.id))).toMatchObject([
      {
        before: { title: { en: 'Evening Sprint' } },
        after: { title: { en: 'Evening Dash' }, updatedOccurrences: 6 },
      },
    ]);

    // Paused: the occurrences to come that nobody joined go; the joined one and the running one stay.
    const paused = await patch(tmpl!.id, headers, { active: false });
    expect(TournamentTemplateSavedSchema.parse(paused.json())).toMatchObject({
      data: { active: false, nextStartsAt: null },
      removedOccurrences: 5,
    });
    expect((await occurrences(tmpl!.id)).map((o) => o.id)).toEqual([before[0]!.id, before[1]!.id]);
    await makeTournamentOccurrences(db(), clock.now());
    expect(await occurrences(tmpl!.id)).toHaveLength(2);
    expect(await auditEntries(db(), 'tournamentTemplate.pause', String(tmpl!.id))).toHaveLength(1);

    const resumed = await patch(tmpl!.id, headers, { active: true });
    expect(resumed.statusCode).toBe(200);
    await makeTournamentOccurrences(db(), clock.now());
    expect(await occurrences(tmpl!.id)).toHaveLength(8);
    expect(await auditEntries(db(), 'tournamentTemplate.resume', String(tmpl!.id))).toHaveLength(1);

    // A new schedule: the evenings nobody joined are made again at the new time.
    const moved = await patch(tmpl!.id, headers, {
      schedule: { ...template().schedule, start: '2027-01-04T19:00' },
    });
    expect(TournamentTemplateSavedSchema.parse(moved.json()).removedOccurrences).toBe(6);
    await makeTournamentOccurrences(db(), clock.now());
    const keys = (await occurrences(tmpl!.id)).map((o) => o.occurrenceKey);
    // The running one and the joined one keep their times; the new schedule's starts follow from now on.
    expect(keys[0]).toBe('2027-01-04T18:00');
    expect(keys).toContain('2027-01-05T18:00');
    expect(keys).toContain('2027-01-04T19:00');
    expect(keys).toContain('2027-01-06T19:00');
    expect(keys).not.toContain('2027-01-06T18:00');

    const missing = await patch(999_999, headers, { active: true });
    expect(missing.statusCode).toBe(404);
    const empty = await patch(tmpl!.id, headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Change at least one field.');
  });

  it("the calendar shows each day's races and quests, made or still to be made, and flags the gaps", async () => {
    const { headers } = await signInOperator(t.app, { role: 'viewer' });
    const calendar = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `${PATHS.calendar}?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return LiveOpsCalendarReplySchema.parse(response.json()).data;
    };
    const now = clock.now();
    const seeded = await calendar('brand=tao&weeks=6');
    expect(seeded.days).toHaveLength(42);
    // The seed's daily race and weekly challenge leave no gap on a fresh install.
    expect(seeded.days.filter((d) => d.flags.includes('noRace') || d.flags.includes('noQuest'))).toEqual([]);
    const sixWeeksOn = seeded.days.at(-1)!;
    expect(sixWeeksOn.tournaments.some((r) => r.title === 'Daily Sevens Race' && r.rowId === null)).toBe(
      true,
    );
    expect(seeded.days[0]!.tournaments.some((r) => r.rowId !== null)).toBe(true);

    // Every template of a brand paused: days with no race, weeks with no quest.
    await db()
      .update(tables.tournamentTemplates)
      .set({ active: false })
      .where(eq(tables.tournamentTemplates.brand, 'nlc'));
    await db()
      .update(tables.questTemplates)
      .set({ active: false })
      .where(eq(tables.questTemplates.brand, 'nlc'));
    const dry = await calendar('brand=nlc&weeks=8');
    expect(dry.days.at(-1)!.flags).toEqual(['noRace', 'noQuest']);
    expect(dry.days.at(-1)!.tournaments).toEqual([]);
    // Two seasons at once are an overlap.
    const day = dry.days.at(-3)!;
    await db()
      .insert(tables.quests)
      .values(
        ['Season A', 'Season B'].map((title) => ({
          brand: 'nlc',
          type: 'season' as const,
          title: { en: title, es: title },
          startsAt: new Date(`${day.date}T12:00:00.000Z`),
          dayHours: 24,
          days: [
            {
              tasks: [
                {
                  kind: 'spins',
                  currency: null,
                  goal: 10,
                  games: [],
                  sharedGameSet: null,
                  prize: { coins: 1, entries: 0, freeSpins: null },
                },
              ],
            },
          ],
        })),
      );
    const clash = (await calendar('brand=nlc&weeks=8')).days.find((d) => d.date === day.date)!;
    expect(clash.flags).toContain('questOverlap');
    expect(clash.quests.map((q) => q.title)).toEqual(['Season A', 'Season B']);
    expect(now).toEqual(clock.now());

    const bad = await t.app.inject({ method: 'GET', url: `${PATHS.calendar}?brand=tao&weeks=40`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Give the weeks as a number from 1 to 12.');
  });
});
