import { randomUUID } from 'node:crypto';
import { beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BACKOFFICE_WEB_PUSH_PATHS,
  BackofficeWebPushCampaignsPageSchema,
  WEB_PUSH_PATHS,
  WebPushKeyResponseSchema,
  type WebPushPayload,
} from '@casino/contracts';
import { createManualClock, tables } from '@casino/core';
import { databaseKinds, startTestPushService, type TestPushService } from '@casino/core/testing';
import type { Config } from '../../config.ts';
import { auditEntries, signInOperator } from '../../testing/operators.ts';
import { eligibleWithWinnings } from '../../testing/redeem.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { setupTestApp, testConfig } from '../../testing/test-app.ts';
import { WEB_PUSH_CAMPAIGNS_JOB } from '../../jobs/web-push-campaigns.ts';

const HOUR = 3600_000;

describe.each(databaseKinds())('web push routes on %s', (kind) => {
  let service: TestPushService;
  // Filled before the app is built (hooks run in order): the loopback push service is an allowed endpoint.
  const overrides: Partial<Config> = { redeemMinimum: 10 };
  beforeAll(async () => {
    service = await startTestPushService();
    overrides.webPush = { ...testConfig().webPush, endpointHosts: [service.origin] };
  });
  afterAll(() => service.close());
  const clock = createManualClock('2031-02-01T10:00:00Z');
  const t = setupTestApp(kind, overrides, { clock });

  const subscribe = async (agent: Awaited<ReturnType<typeof signedInPlayer>>['agent'], deviceId: string) => {
    const device = service.subscribe();
    const response = await agent.request({
      method: 'PUT',
      url: WEB_PUSH_PATHS.subscription,
      payload: { deviceId, subscription: device.toJSON() },
    });
    return { device, response };
  };

  it('gives the VAPID public key to anyone, cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: WEB_PUSH_PATHS.key });
    expect(response.statusCode).toBe(200);
    expect(WebPushKeyResponseSchema.parse(response.json()).data.publicKey).toBe(
      t.app.services.config.webPush.publicKey,
    );
    expect(Buffer.from(t.app.services.config.webPush.publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores a subscription per device for signed-in players only, and refuses bad ones with a message', async () => {
    const device = service.subscribe();
    const guest = await t.app.inject({
      method: 'PUT',
      url: WEB_PUSH_PATHS.subscription,
      payload: { deviceId: 'guest-device-1', subscription: device.toJSON() },
    });
    expect([401, 403]).toContain(guest.statusCode);

    const player = await signedInPlayer(t);
    const first = await subscribe(player.agent, 'laptop-0001');
    expect(first.response.statusCode).toBe(200);
    expect(first.response.json().data.refreshedAt).toBe('2031-02-01T10:00:00.000Z');
    await subscribe(player.agent, 'phone-00001');
    const rows = () =>
      t.database.db
        .select()
        .from(tables.webPushSubscriptions)
        .where(eq(tables.webPushSubscriptions.playerId, player.player.id));
    expect(await rows()).toHaveLength(2);

    const outside = await player.agent.request({
      method: 'PUT',
      url: WEB_PUSH_PATHS.subscription,
      payload: {
        deviceId: 'laptop-0002',
        subscription: { ...service.subscribe().toJSON(), endpoint: 'https://evil.example.test/x' },
      },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toMatch(/push service/);
    const malformed = await player.agent.request({
      method: 'PUT',
      url: WEB_PUSH_PATHS.subscription,
      payload: { deviceId: 'x', subscription: { endpoint: 'nope' } },
    });
    expect(malformed.statusCode).toBe(400);

    const removed = await player.agent.request({
      method: 'DELETE',
      url: WEB_PUSH_PATHS.subscription,
      payload: { deviceId: 'phone-00001' },
    });
    expect(removed.json().data.removed).toBe(1);
    expect((await rows()).map((r) => r.deviceId)).toEqual(['laptop-0001']);
  });

  it('keeps marketing off until the player turns it on', async () => {
    const player = await signedInPlayer(t);
    await subscribe(player.agent, 'laptop-0003');
    expect((await player.agent.get(WEB_PUSH_PATHS.preferences)).json().data).toEqual({
      marketing: false,
      devices: 1,
    });
    const on = await player.agent.request({
      method: 'PUT',
      url: WEB_PUSH_PATHS.preferences,
      payload: { marketing: true },
    });
    expect(on.json().data).toEqual({ marketing: true, devices: 1 });
  });

  it('pushes each step of a redeem to the player’s device where the realtime push is published', async () => {
    const player = await signedInPlayer(t);
    const { device } = await subscribe(player.agent, 'laptop-0004');
    await eligibleWithWinnings(t, player);
    const redeem = await player.agent.post('/rest/redeem/', { amount: 40, idempotencyKey: randomUUID() });
    const finance = await signInOperator(t.app, { role: 'finance' });
    const decided = await t.app.inject({
      method: 'POST',
      url: `/rest/backoffice/redeems/${redeem.json().data.id}/approve/`,
      headers: finance.headers,
      payload: {},
    });
    expect(decided.statusCode).toBe(200);
    await t.app.services.webPush.notifier.drain();
    // Each step of the redeem's timeline: in review from the request (identity checked), then approved.
    expect(service.received.filter((r) => r.id === device.id).map((r) => r.json)).toEqual([
      {
        title: 'Redeem in review',
        body: 'Your identity is checked; your redeem of 40 is being reviewed.',
        image: null,
        icon: '/favicon.svg',
        link: '/account/redeem/',
        data: { notice: 'redeemInReview' },
      },
      {
        title: 'Redeem approved',
        body: 'Your redeem of 40 was approved.',
        image: null,
        icon: '/favicon.svg',
        link: '/account/redeem/',
        data: { notice: 'redeemApproved' },
      },
    ]);
  });

  it('lets marketing write a campaign (audited) that the job engine sends at its time to opted-in players', async () => {
    const marketing = await signInOperator(t.app, { role: 'marketing' });
    const viewer = await signInOperator(t.app, { role: 'viewer' });
    const optedIn = await signedInPlayer(t, { brand: 'tao', host: 'tao.test' });
    const { device } = await subscribe(optedIn.agent, 'tao-device-1');
    await optedIn.agent.request({
      method: 'PUT',
      url: WEB_PUSH_PATHS.preferences,
      payload: { marketing: true },
    });
    const silent = await signedInPlayer(t, { brand: 'tao', host: 'tao.test' });
    const quiet = await subscribe(silent.agent, 'tao-device-2');

    const audience = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_WEB_PUSH_PATHS.audience,
      headers: viewer.headers,
      payload: { brand: 'tao', locale: null, activeWithinDays: null },
    });
    expect(audience.json().data).toEqual({ players: 1, devices: 1 });

    const campaign = {
      name: 'Tao weekend',
      brand: 'tao',
      titleEn: 'Weekend spins',
      bodyEn: 'Double coins all weekend',
      titleEs: 'Giros de fin de semana',
      bodyEs: 'Monedas dobles todo el fin de semana',
      link: '/promotions/',
      image: '',
      icon: '',
      sendAt: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: BACKOFFICE_WEB_PUSH_PATHS.campaigns,
          headers: viewer.headers,
          payload: campaign,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_WEB_PUSH_PATHS.campaigns,
      headers: marketing.headers,
      payload: { ...campaign, titleEs: '', link: 'https://elsewhere.test/' },
    });
    expect(bad.statusCode).toBe(400);
    const created = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_WEB_PUSH_PATHS.campaigns,
      headers: marketing.headers,
      payload: campaign,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const audits = await auditEntries(t.database.db, 'push.campaign.create', String(id));
    expect(audits).toHaveLength(1);

    // Other jobs push too (a daily reward's new day reaches every subscribed device): look at this campaign's.
    const campaignPushes = (deviceId: string) =>
      service.received
        .filter((r) => r.id === deviceId)
        .map((r) => r.json as WebPushPayload)
        .filter((p) => p.data.campaignId === id);
    await t.app.services.jobs.start();
    clock.advance(HOUR);
    // Not yet, an hour before its time: a campaigns run that started after the move (the move runs one) sent
    // nothing of it.
    const sql = async (text: string, values?: unknown[]) => (await t.database.executeSql(text, values)).rows;
    const [{ moved }] = (await sql(`SELECT now()::text AS moved`)) as [{ moved: string }];
    await vi.waitFor(
      async () =>
        expect(
          await sql(
            `SELECT id FROM pgboss.job WHERE name = $1 AND state = 'completed' AND started_on > $2::timestamptz`,
            [WEB_PUSH_CAMPAIGNS_JOB.name, moved],
          ),
        ).not.toEqual([]),
      { timeout: 20_000, interval: 100 },
    );
    expect(campaignPushes(device.id)).toEqual([]);
    clock.advance(HOUR + 1000);
    await vi.waitFor(() => expect(campaignPushes(device.id)).toHaveLength(1), {
      timeout: 20_000,
      interval: 100,
    });
    expect(campaignPushes(device.id)[0]).toMatchObject({ title: 'Weekend spins', link: '/promotions/' });
    expect(campaignPushes(quiet.device.id)).toEqual([]);

    // Two hours later the operators' sessions have timed out: sign in again.
    const reader = await signInOperator(t.app, { role: 'viewer' });
    const writer = await signInOperator(t.app, { role: 'marketing' });

    await vi.waitFor(
      async () => {
        const list = await t.app.inject({
          method: 'GET',
          url: `${BACKOFFICE_WEB_PUSH_PATHS.campaigns}?q=Tao%20weekend`,
          headers: reader.headers,
        });
        expect(BackofficeWebPushCampaignsPageSchema.parse(list.json()).data.rows[0]).toMatchObject({
          status: 'sent',
          sent: 1,
          delivered: 1,
          failed: 0,
          removed: 0,
        });
      },
      { timeout: 10_000, interval: 100 },
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: `${BACKOFFICE_WEB_PUSH_PATHS.campaigns}?format=csv&q=Tao%20weekend`,
      headers: reader.headers,
    });
    expect(csv.body.split('\r\n')[1]).toContain('Tao weekend');
    const cancel = await t.app.inject({
      method: 'POST',
      url: BACKOFFICE_WEB_PUSH_PATHS.cancel(id),
      headers: writer.headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(409);
  }, 60_000);
});
