import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GEO_FAILURE_REASONS } from '@casino/contracts';
import { createSession, tables } from '@casino/core';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent } from '../../testing/agent.ts';

const LAS_VEGAS = { latitude: 36.1699, longitude: -115.1398 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const LAS_VEGAS_IP = '24.234.0.1';
const AUSTIN_IP = '72.177.0.1';
const geoUrl = (p: { latitude: number | string; longitude: number | string }) =>
  `/rest/restriction/player/geo/check/?latitude=${p.latitude}&longitude=${p.longitude}`;

describe.each(databaseKinds())('geo restriction on %s', (kind) => {
  const t = setupTestApp(kind, { trustedProxies: ['10.0.0.0/8'] });
  const db = () => t.database.db;

  const signedIn = async () => {
    const { player } = await createPlayer(db());
    const agent = createAgent(t.app);
    agent.jar.set('sid', (await createSession(db(), player.id, new Date())).token);
    return { agent, playerId: player.id };
  };
  const playerRow = async (id: string) =>
    (await db().select().from(tables.players).where(eq(tables.players.id, id)))[0]!;
  const eventsOf = async (id: string) =>
    db()
      .select()
      .from(tables.geoEvents)
      .where(eq(tables.geoEvents.playerId, id))
      .orderBy(tables.geoEvents.id);
  const eventCount = async () => (await db().select().from(tables.geoEvents)).length;

  describe('GET /rest/restriction/info/', () => {
    it('lists rules in effect and announced ones, the service countries and the visitor state', async () => {
      await db()
        .insert(tables.restrictedRegions)
        .values({ country: 'US', region: 'OH', effectiveFrom: '2019-01-01', effectiveTo: '2019-12-31' });
      const response = await t.app.inject({ url: '/rest/restriction/info/' });
      expect(response.statusCode).toBe(200);
      const { success, data } = response.json();
      expect(success).toBe(true);
      expect(data.serviceCountries).toEqual(['US', 'CA']);
      expect(data.accessState).toBe('unknown');
      const key = (s: { country: string; region: string | null }) => `${s.country}-${s.region}`;
      expect(data.states.map(key).sort()).toEqual(
        [
          'CA-QC',
          'US-CA',
          'US-CT',
          'US-DE',
          'US-ID',
          'US-IN',
          'US-LA',
          'US-MI',
          'US-MT',
          'US-NJ',
          'US-NV',
          'US-NY',
          'US-WA',
        ].sort(),
      );
      expect(data.states).toContainEqual({
        country: 'US',
        region: 'CA',
        effectiveFrom: '2026-01-01',
        effectiveTo: null,
      });
      expect(data.states).toContainEqual({
        country: 'US',
        region: 'NY',
        effectiveFrom: '2025-12-01',
        effectiveTo: null,
      });
      expect(data.states).toContainEqual({
        country: 'US',
        region: 'NV',
        effectiveFrom: '2020-01-01',
        effectiveTo: null,
      });
    });

    it("answers the signed-in player's stored state", async () => {
      const { agent, playerId } = await signedIn();
      await db().update(tables.players).set({ geoAccess: 'blocked' }).where(eq(tables.players.id, playerId));
      expect((await agent.get('/rest/restriction/info/')).json().data.accessState).toBe('blocked');
    });
  });

  describe('GET /rest/restriction/player/ip/check/', () => {
    it('treats a local address as unknown and allowed (local development)', async () => {
      const before = await eventCount();
      const response = await t.app.inject({ url: '/rest/restriction/player/ip/check/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: { access: 'allowed', country: null, region: null },
      });
      expect(await eventCount()).toBe(before + 1);
    });

    it('blocks a Nevada address, allows a Texas one, and stores the result for the player', async () => {
      const { agent, playerId } = await signedIn();
      const texas = await agent.get('/rest/restriction/player/ip/check/', { remoteAddress: AUSTIN_IP });
      expect(texas.json().data).toEqual({ access: 'allowed', country: 'US', region: 'TX' });
      expect(await playerRow(playerId)).toMatchObject({ geoAccess: 'allowed', geoRegion: 'US-TX' });

      const nevada = await agent.get('/rest/restriction/player/ip/check/', { remoteAddress: LAS_VEGAS_IP });
      expect(nevada.json().data).toMatchObject({ access: 'blocked', country: 'US', region: 'NV' });
      expect(nevada.json().data.reason).toContain('Nevada');
      expect(await playerRow(playerId)).toMatchObject({ geoAccess: 'blocked', geoRegion: 'US-NV' });

      // An allowed address afterwards does not clear the block.
      await agent.get('/rest/restriction/player/ip/check/', { remoteAddress: AUSTIN_IP });
      expect((await playerRow(playerId)).geoAccess).toBe('blocked');
      const events = await eventsOf(playerId);
      expect(events.map((e) => [e.kind, e.access, e.ip])).toEqual([
        ['ip_check', 'allowed', AUSTIN_IP],
        ['ip_check', 'blocked', LAS_VEGAS_IP],
        ['ip_check', 'allowed', AUSTIN_IP],
      ]);
    });

    it('believes forwarding headers only from a trusted proxy', async () => {
      const viaProxy = await t.app.inject({
        url: '/rest/restriction/player/ip/check/',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': `6.6.6.6, ${LAS_VEGAS_IP}` },
      });
      expect(viaProxy.json().data).toMatchObject({ access: 'blocked', region: 'NV' });
      const viaCloudflare = await t.app.inject({
        url: '/rest/restriction/player/ip/check/',
        remoteAddress: '10.1.2.3',
        headers: { 'cf-connecting-ip': '80.12.0.1' },
      });
      expect(viaCloudflare.json().data).toMatchObject({ access: 'blocked', country: 'FR' });
      const spoofed = await t.app.inject({
        url: '/rest/restriction/player/ip/check/',
        remoteAddress: AUSTIN_IP,
        headers: { 'x-forwarded-for': LAS_VEGAS_IP, 'cf-connecting-ip': LAS_VEGAS_IP },
      });
      expect(spoofed.json().data).toEqual({ access: 'allowed', country: 'US', region: 'TX' });
    });

    it('refuses a check another site started (403), recording nothing', async () => {
      const before = await eventCount();
      const response = await t.app.inject({
        url: '/rest/restriction/player/ip/check/',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('this site');
      expect(await eventCount()).toBe(before);
    });
  });

  describe('GET /rest/restriction/player/geo/check/', () => {
    it('blocks Las Vegas, allows Austin, and stores each for the signed-in player', async () => {
      const { agent, playerId } = await signedIn();
      const vegas = await agent.get(geoUrl(LAS_VEGAS));
      expect(vegas.statusCode).toBe(200);
      expect(vegas.json()).toMatchObject({
        success: true,
        data: { access: 'blocked', country: 'US', region: 'NV' },
      });
      expect(await playerRow(playerId)).toMatchObject({ geoAccess: 'blocked', geoRegion: 'US-NV' });

      const austin = await agent.get(geoUrl(AUSTIN));
      expect(austin.json().data).toEqual({ access: 'allowed', country: 'US', region: 'TX' });
      expect(await playerRow(playerId)).toMatchObject({ geoAccess: 'allowed', geoRegion: 'US-TX' });
      expect((await eventsOf(playerId)).map((e) => [e.kind, e.access, e.region])).toEqual([
        ['geo_check', 'blocked', 'NV'],
        ['geo_check', 'allowed', 'TX'],
      ]);
    });

    it('answers Montreal blocked, Toronto allowed, Paris outside the service area', async () => {
      const montreal = await t.app.inject({ url: geoUrl({ latitude: 45.5017, longitude: -73.5673 }) });
      expect(montreal.json().data).toMatchObject({ access: 'blocked', country: 'CA', region: 'QC' });
      const toronto = await t.app.inject({ url: geoUrl({ latitude: 43.6532, longitude: -79.3832 }) });
      expect(toronto.json().data).toEqual({ access: 'allowed', country: 'CA', region: null });
      const paris = await t.app.inject({ url: geoUrl({ latitude: 48.8566, longitude: 2.3522 }) });
      expect(paris.json().data).toEqual({
        access: 'blocked',
        country: 'outside',
        region: null,
        reason: 'Outside the service area',
      });
    });

    it.each([
      ['?longitude=1', 'Give the latitude'],
      ['?latitude=1', 'Give the longitude'],
      ['?latitude=&longitude=1', 'Give the latitude'],
      ['?latitude=abc&longitude=1', 'Give the latitude'],
      ['?latitude=91&longitude=1', 'between -90 and 90'],
      ['?latitude=-90.5&longitude=1', 'between -90 and 90'],
      ['?latitude=1&longitude=180.01', 'between -180 and 180'],
      ['?latitude=1&longitude=-181', 'between -180 and 180'],
      ['?latitude=Infinity&longitude=1', 'latitude'],
    ])('answers 400 with a message for %s, changing nothing', async (query, text) => {
      const { agent, playerId } = await signedIn();
      const before = await eventCount();
      const response = await agent.get(`/rest/restriction/player/geo/check/${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining(text) });
      expect(await eventCount()).toBe(before);
      expect((await playerRow(playerId)).geoAccess).toBe('unknown');
    });

    it('accepts the edges of the ranges', async () => {
      for (const p of [
        { latitude: 90, longitude: 180 },
        { latitude: -90, longitude: -180 },
      ])
        expect((await t.app.inject({ url: geoUrl(p) })).statusCode).toBe(200);
    });
  });

  describe('POST /rest/restriction/player/block/', () => {
    it('records the block with its apps and meta and marks the signed-in player blocked', async () => {
      const { agent, playerId } = await signedIn();
      const meta = {
        reason: GEO_FAILURE_REASONS.userDenied,
        isMobile: true,
        os: 'iOS',
        browser: 'Safari',
        browserVersion: '17.4',
      };
      const response = await agent.post('/rest/restriction/player/block/', { apps: ['geo'], meta });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect((await playerRow(playerId)).geoAccess).toBe('blocked');
      const [event] = await eventsOf(playerId);
      expect(event).toMatchObject({ kind: 'block', access: 'blocked', apps: ['geo'], meta, ip: '127.0.0.1' });
    });

    it('takes meta as a JSON string too, and every reason of the spec', async () => {
      const { agent, playerId } = await signedIn();
      for (const reason of Object.values(GEO_FAILURE_REASONS)) {
        const response = await agent.post('/rest/restriction/player/block/', {
          apps: ['system', 'geo'],
          meta: JSON.stringify({ reason }),
        });
        expect(response.statusCode).toBe(200);
      }
      const events = await eventsOf(playerId);
      expect(events.map((e) => e.meta?.reason)).toEqual(Object.values(GEO_FAILURE_REASONS));
      expect(events[0]!.apps).toEqual(['system', 'geo']);
    });

    it('records a guest block without a player', async () => {
      const before = await eventCount();
      const response = await createAgent(t.app).post('/rest/restriction/player/block/', {
        apps: ['maxmind'],
      });
      expect(response.statusCode).toBe(200);
      expect(await eventCount()).toBe(before + 1);
    });

    it.each([
      [{ apps: ['gps'] }, 'Each app must be one of: maxmind, cloudflare, geo, system'],
      [{ apps: [] }, 'at least one app'],
      [{}, 'Give apps'],
      [{ apps: 'geo' }, 'Give apps'],
      [{ apps: ['geo'], meta: '{broken' }, 'Send the device details as a JSON object.'],
      [{ apps: ['geo'], meta: { reason: 'x'.repeat(201) } }, 'The reason is at most 200 characters.'],
      [{ apps: ['geo'], meta: { isMobile: 'yes' } }, 'Say whether the device is a phone: true or false.'],
      [{ apps: ['geo'], meta: { playerId: 'someone' } }, 'playerId'],
    ])('refuses bad input with 400 and a message, changing nothing (%#)', async (body, text) => {
      const { agent, playerId } = await signedIn();
      const before = await eventCount();
      const response = await agent.post('/rest/restriction/player/block/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message + JSON.stringify(response.json().errors)).toContain(text);
      expect(await eventCount()).toBe(before);
      expect((await playerRow(playerId)).geoAccess).toBe('unknown');
    });

    it('needs the CSRF header', async () => {
      const { agent, playerId } = await signedIn();
      const response = await agent.post(
        '/rest/restriction/player/block/',
        { apps: ['geo'] },
        { csrf: false },
      );
      expect(response.statusCode).toBe(403);
      expect((await playerRow(playerId)).geoAccess).toBe('unknown');
    });
  });

  it('acts only on the session player: B checking or blocking never changes A', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await b.agent.post('/rest/restriction/player/block/', { apps: ['geo'], playerId: a.playerId });
    await b.agent.get(`${geoUrl(LAS_VEGAS)}&playerId=${a.playerId}`);
    await b.agent.get('/rest/restriction/player/ip/check/', { remoteAddress: LAS_VEGAS_IP });
    expect((await playerRow(a.playerId)).geoAccess).toBe('unknown');
    expect(await eventsOf(a.playerId)).toEqual([]);
    expect((await playerRow(b.playerId)).geoAccess).toBe('blocked');
    expect(await eventsOf(b.playerId)).toHaveLength(3);
  });
});
