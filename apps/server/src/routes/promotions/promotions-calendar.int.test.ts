import { describe, expect, it } from 'vitest';
import { and, asc, eq, gt } from 'drizzle-orm';
import { PROMO_OFFER_PATHS, PromotionsPageResponseSchema, isOfferSoon } from '@casino/contracts';
import { createManualClock, makeQuestOccurrences, makeTournamentOccurrences, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

/**
 * Issue #32: the promotions page's `available_soon` lists the calendar's next race and the next quest of
 * each kind, from the occurrences the jobs make a week ahead, with their start (server time) to count down.
 */
describe.each(databaseKinds())('the calendar in available_soon on %s', (kind) => {
  // A Monday afternoon after the launch content: the seeded templates run the calendar.
  const clock = createManualClock('2027-01-04T15:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const db = () => t.database.db;
  const makeAhead = async () => {
    await makeTournamentOccurrences(db(), clock.now());
    await makeQuestOccurrences(db(), clock.now());
  };
  const soonOf = async (agent: Awaited<ReturnType<typeof signedInPlayer>>['agent']) => {
    const response = await agent.get(PROMO_OFFER_PATHS.page);
    expect(response.statusCode).toBe(200);
    const page = PromotionsPageResponseSchema.parse(response.json()).payload;
    return page.available_soon.filter((item) => !isOfferSoon(item));
  };
  const nextRaceRow = async () =>
    (
      await db()
        .select()
        .from(tables.tournaments)
        .where(and(eq(tables.tournaments.brand, 'funrize'), gt(tables.tournaments.startsAt, clock.now())))
        .orderBy(asc(tables.tournaments.startsAt), asc(tables.tournaments.id))
        .limit(1)
    )[0]!;

  it('lists the next race and the next quests not started, and moves on when the clock does', async () => {
    await makeAhead();
    const { agent } = await signedInPlayer(t);
    const soon = await soonOf(agent);
    const race = soon.find((item) => item.type === 'tournament')!;
    // Daily Sevens starts at midnight in New York: 05:00 UTC in January.
    expect(race).toMatchObject({
      availableFrom: '2027-01-05T05:00:00.000Z',
      occurrence: { id: (await nextRaceRow()).id, path: '/tournaments/' },
    });
    expect(race.occurrence.title.es).not.toBe(race.occurrence.title.en);
    const quests = soon.filter((item) => item.type !== 'tournament');
    expect(quests.length).toBeGreaterThan(0);
    for (const quest of quests) {
      expect(quest.occurrence.path).toBe('/quests/');
      expect(Date.parse(quest.availableFrom)).toBeGreaterThan(clock.now().getTime());
    }
    const starts = (await soonOf(agent)).map((item) => item.availableFrom);
    expect(starts).toEqual([...starts].sort());

    // The race started: the next one is listed, a day later.
    clock.set('2027-01-05T06:00:00.000Z');
    await makeAhead();
    const moved = (await soonOf(agent)).find((item) => item.type === 'tournament')!;
    expect(moved.availableFrom).toBe('2027-01-06T05:00:00.000Z');
    expect(moved.occurrence.id).not.toBe(race.occurrence.id);
    expect(moved.occurrence.id).toBe((await nextRaceRow()).id);
  }, 180_000); // making a week of occurrences for every brand, twice, on a loaded machine
});
