import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  BACKOFFICE_CATALOGUE_PATHS as PATHS,
  BackofficeAgeRuleSavedSchema,
  BackofficeAgeRulesPageSchema,
  BackofficeRegionSavedSchema,
  GAME_MODE_SWITCH_PATHS,
  STATE_RULES_PATHS,
} from '@casino/contracts';
import { createManualClock, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { buildApp, type App } from '../../../app.ts';
import { setupTestApp, testConfig } from '../../../testing/test-app.ts';
import { auditEntries, expectPostsRefused, signInOperator } from '../../../testing/operators.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';

const AUSTIN_IP = '72.177.0.1';
const TODAY = '2026-03-10';

/**
 * Issue #32: a compliance operator changes the closed states and minimum ages from today on, and every
 * enforcement point of every process follows at once (the judgement reads the tables at each check). The
 * second app is another process's view of the same database.
 */
describe.each(databaseKinds())('compliance rules from the back-office on %s', (kind) => {
  const clock = createManualClock(`${TODAY}T15:00:00.000Z`);
  const t = setupTestApp(kind, { rateLimitMultiplier: 50 }, { clock });
  const other = { dataDir: mkdtempSync(join(tmpdir(), 'casino-compliance-')) } as {
    dataDir: string;
    app: App;
  };
  beforeAll(async () => {
    other.app = await buildApp({
      config: testConfig({ dataDir: other.dataDir, rateLimitMultiplier: 50 }),
      database: t.database,
      clock,
      logger: false,
    });
    other.app.readiness.state = 'ok';
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app?.close();
    rmSync(other.dataDir, { recursive: true, force: true });
  });
  const db = () => t.database.db;
  const playerIn = async (app: App, state: string, birthDay = '1990-05-05') => {
    const signed = await signedInPlayer({ app, database: t.database });
    await db().update(tables.players).set({ state, birthDay }).where(eq(tables.players.id, signed.player.id));
    return signed.agent;
  };
  const admin = () => signInOperator(t.app, { role: 'admin' });
  /** A back-office write as the operator of `headers`. */
  const send = (headers: Record<string, string>, method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers, payload });

  it('a state closed from today refuses Entries at once on both processes, before sign-up too; audited', async () => {
    const here = await playerIn(t.app, 'TX');
    const there = await playerIn(other.app, 'TX');
    const check = async () =>
      (await other.app.inject({ url: STATE_RULES_PATHS.check, remoteAddress: AUSTIN_IP })).json().data;
    expect((await here.get(GAME_MODE_SWITCH_PATHS.SweepStakes)).statusCode).toBe(200);
    expect((await there.get(GAME_MODE_SWITCH_PATHS.SweepStakes)).statusCode).toBe(200);
    expect(await check()).toMatchObject({ sweepstakes: 'open' });

    const { headers } = await admin();
    const created = await send(headers, 'POST', PATHS.regions, {
      country: 'US',
      region: 'TX',
      effectiveFrom: TODAY,
      reason: 'Sweepstakes play is not offered in Texas',
      source: 'Texas HB 1 (test law)',
      sourceUrl: 'https://capitol.texas.gov/',
    });
    expect(created.statusCode).toBe(200);
    const region = BackofficeRegionSavedSchema.parse(created.json()).data;
    expect(region).toMatchObject({ state: 'inEffect', source: 'Texas HB 1 (test law)' });

    for (const agent of [here, there]) {
      const refused = await agent.get(GAME_MODE_SWITCH_PATHS.SweepStakes);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'state_rules' });
    }
    expect(await check()).toMatchObject({ sweepstakes: 'closed', reason: 'stateClosed', region: 'TX' });
    expect((await there.get(GAME_MODE_SWITCH_PATHS.TournamentPoints)).statusCode).toBe(200);
    expect(await auditEntries(db(), 'region.create', String(region.id))).toMatchObject([
      { before: null, after: { region: 'TX', effectiveFrom: TODAY, source: 'Texas HB 1 (test law)' } },
    ]);

    // Removed (audited): open again at once, on the other process too.
    const removed = await t.app.inject({ method: 'DELETE', url: PATHS.region(region.id), headers });
    expect(removed.statusCode).toBe(200);
    expect((await there.get(GAME_MODE_SWITCH_PATHS.SweepStakes)).statusCode).toBe(200);
    expect(await auditEntries(db(), 'region.delete', String(region.id))).toHaveLength(1);
  });

  it('a minimum age from today refuses an under-age player at once; its end reopens; audited before/after', async () => {
    const there = await playerIn(other.app, 'OK', '2006-01-15'); // 20 today
    expect((await there.get(GAME_MODE_SWITCH_PATHS.SweepStakes)).statusCode).toBe(200);
    const { headers } = await admin();
    const created = await send(headers, 'POST', PATHS.ageRules, {
      country: 'US',
      region: 'ok',
      minimumAge: 21,
      effectiveFrom: TODAY,
      source: 'Operator policy',
    });
    expect(created.statusCode).toBe(200);
    const rule = BackofficeAgeRuleSavedSchema.parse(created.json()).data;
    expect(rule).toMatchObject({ region: 'OK', minimumAge: 21, state: 'inEffect', sourceUrl: null });
    const refused = await there.get(GAME_MODE_SWITCH_PATHS.SweepStakes);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('minimum age');

    const ended = await send(headers, 'PATCH', PATHS.ageRule(rule.id), { effectiveTo: '2026-03-09' });
    expect(ended.statusCode, ended.body).toBe(422); // ends before it began
    const later = await send(headers, 'PATCH', PATHS.ageRule(rule.id), { effectiveFrom: '2026-03-11' });
    expect(later.json().data).toMatchObject({ state: 'scheduled' });
    expect((await there.get(GAME_MODE_SWITCH_PATHS.SweepStakes)).statusCode).toBe(200);
    expect(await auditEntries(db(), 'ageRule.create', String(rule.id))).toHaveLength(1);
    expect(await auditEntries(db(), 'ageRule.update', String(rule.id))).toMatchObject([
      { before: { effectiveFrom: TODAY }, after: { effectiveFrom: '2026-03-11' } },
    ]);
    const listed = BackofficeAgeRulesPageSchema.parse(
      (await t.app.inject({ url: `${PATHS.ageRules}?q=OK`, headers })).json(),
    ).data;
    expect(listed.rows).toEqual([expect.objectContaining({ id: rule.id, minimumAge: 21 })]);
  });

  it('refuses a rule without its source, in the past, or out of range, with a sentence; nothing written', async () => {
    const { headers } = await admin();
    const rows = async () => Number((await db().select({ n: count() }).from(tables.minimumAgeRules))[0]!.n);
    const before = await rows();
    const audited = (await auditEntries(db(), 'ageRule.create')).length;
    const rule = {
      country: 'US',
      region: 'TX',
      minimumAge: 21,
      effectiveFrom: TODAY,
      source: 'Operator policy',
    };
    await expectPostsRefused(t.app, PATHS.ageRules, headers, [
      [{ ...rule, source: '' }, 400, 'Give the source: the law (name and number) or "Operator policy".'],
      [{ ...rule, minimumAge: 17 }, 400, 'The minimum age is at least 18'],
      [{ ...rule, sourceUrl: 'law 5' }, 400, 'The source link is a web address'],
      [{ ...rule, effectiveFrom: '2026-03-09' }, 422, 'The first day is today (2026-03-10) or later'],
    ]);
    expect(await rows()).toBe(before);
    expect(await auditEntries(db(), 'ageRule.create')).toHaveLength(audited);
    const { headers: marketing } = await signInOperator(t.app, { role: 'marketing' });
    const forbidden = await send(marketing, 'POST', PATHS.ageRules, rule);
    expect(forbidden.statusCode).toBe(403);
  });

  it('the compliance role edits the rules and nothing else; viewers read them; other roles get a sentence', async () => {
    const rule = {
      country: 'US',
      region: 'NV',
      minimumAge: 21,
      effectiveFrom: TODAY,
      source: 'Operator policy',
    };
    const audited = (await auditEntries(db(), 'ageRule.create')).length;
    const { headers: compliance } = await signInOperator(t.app, { role: 'compliance' });
    const created = await send(compliance, 'POST', PATHS.ageRules, rule);
    expect(created.statusCode, created.body).toBe(200);
    const saved = BackofficeAgeRuleSavedSchema.parse(created.json()).data;
    const changed = await send(compliance, 'PATCH', PATHS.ageRule(saved.id), { minimumAge: 20 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await auditEntries(db(), 'ageRule.create')).toHaveLength(audited + 1);
    // Nothing it does not need: players, offers, terms and operators stay closed to it.
    for (const url of [
      '/rest/backoffice/players/',
      '/rest/backoffice/content/terms/',
      '/rest/backoffice/operators/',
    ])
      expect((await t.app.inject({ url, headers: compliance })).statusCode, url).toBe(403);

    // A viewer reads the rules and cannot change them; marketing cannot even read them; both are told why.
    const { headers: viewer } = await signInOperator(t.app, { role: 'viewer' });
    expect((await t.app.inject({ url: PATHS.ageRules, headers: viewer })).statusCode).toBe(200);
    await expectPostsRefused(t.app, PATHS.ageRules, viewer, [
      [rule, 403, 'Your role (viewer) cannot change the compliance rules (closed states, minimum ages)'],
    ]);
    const { headers: marketing } = await signInOperator(t.app, { role: 'marketing' });
    const read = await t.app.inject({ url: PATHS.regions, headers: marketing });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toContain('Your role (marketing) cannot see the compliance rules');
    // Admins keep it.
    const { headers } = await admin();
    const ended = await send(headers, 'PATCH', PATHS.ageRule(saved.id), { effectiveTo: TODAY });
    expect(ended.statusCode, ended.body).toBe(200);
  });
});
