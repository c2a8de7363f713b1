import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WEB_PUSH_NOTICES, type PushMessage, type WebPushPayload } from '@casino/contracts';
import type { Database } from '../db/client.ts';
import { playerBreaks, players, webPushSubscriptions } from '../db/schema/index.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer } from '../testing/factories.ts';
import { startTestPushService, type TestPushService } from '../testing/push-service.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import {
  cancelWebPushCampaign,
  countWebPushAudience,
  createWebPushCampaign,
  listWebPushCampaigns,
  runDueWebPushCampaigns,
} from './campaigns.ts';
import { WEB_PUSH_NOTICE_KINDS, mayReceiveMarketing, mayReceiveNotices } from './marketing-audience.ts';
import {
  listWebPushSubscriptionsOf,
  saveWebPushSubscription,
  setWebPushPreferences,
} from './subscriptions.ts';
import { generateVapidKeys } from './vapid-keys.ts';
import { createWebPushNotifier, withWebPush } from './web-push-notifier.ts';
import { createWebPushSender, type WebPushSender } from './web-push-sender.ts';

const NOW = new Date('2031-06-01T12:00:00Z');
const LIST = { page: 1, pageSize: 50, order: 'desc' as const, format: 'json' as const };

describe.each(databaseKinds())('web push on %s', (kind) => {
  let database: Database;
  let service: TestPushService;
  let sender: WebPushSender;
  const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@example.test' };
  let clockNow = NOW;
  const clock = { now: () => clockNow };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    service = await startTestPushService();
    sender = createWebPushSender({ db: database.db, clock, vapid, allowedHosts: [service.origin] });
  });
  afterAll(async () => {
    await service.close();
    await database.close();
  });

  /** A player with one subscribed device on the test push service. */
  const subscribedPlayer = async (
    options: {
      brand?: 'funrize' | 'tao' | 'sws';
      locale?: 'en' | 'es';
      lastLoginAt?: Date;
      marketing?: boolean;
    } = {},
  ) => {
    const { player } = await createPlayer(database.db, { brand: options.brand ?? 'funrize', now: NOW });
    await database.db
      .update(players)
      .set({ locale: options.locale ?? 'en', lastLoginAt: options.lastLoginAt ?? NOW })
      .where(eq(players.id, player.id));
    if (options.marketing !== undefined)
      await setWebPushPreferences(database.db, {
        playerId: player.id,
        marketing: options.marketing,
        now: NOW,
      });
    const device = service.subscribe();
    await saveWebPushSubscription(database.db, {
      playerId: player.id,
      brand: options.brand ?? 'funrize',
      deviceId: `device-${device.id}`,
      subscription: device.toJSON(),
      userAgent: 'test',
      allowedHosts: [service.origin],
      now: NOW,
    });
    return { playerId: player.id, device };
  };
  const receivedBy = (id: string) => service.received.filter((r) => r.id === id);

  it('sends a push the push service accepts: VAPID-signed, aes128gcm-encrypted, decrypted with the browser keys', async () => {
    const device = service.subscribe();
    const payload: WebPushPayload = {
      title: 'Hello',
      body: 'Ünïcode body ✓',
      image: 'https://cdn.example.test/i.png',
      icon: '/favicon.svg',
      link: '/promotions/',
      data: { n: 1 },
    };
    const outcome = await sender.send(
      { endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth },
      payload,
    );
    expect(outcome).toBe('delivered');
    expect(service.rejected).toEqual([]);
    const [got] = receivedBy(device.id);
    expect(got?.json).toEqual(payload);
    expect(got?.vapid.publicKey).toBe(vapid.publicKey);
    expect(got?.vapid.claims.aud).toBe(service.origin);
    expect(got?.vapid.claims.sub).toBe('mailto:ops@example.test');
    expect(got?.headers['content-encoding']).toBe('aes128gcm');
  });

  it('stores one subscription per player and device: a refresh replaces it, an endpoint moves with its browser', async () => {
    const { playerId, device } = await subscribedPlayer();
    const save = (player: string, deviceId: string, endpoint = service.subscribe()) =>
      saveWebPushSubscription(database.db, {
        playerId: player,
        brand: 'funrize',
        deviceId,
        subscription: endpoint.toJSON(),
        userAgent: null,
        allowedHosts: [service.origin],
        now: NOW,
      });
    // A second device: two rows.
    await save(playerId, 'phone-000001');
    expect(await listWebPushSubscriptionsOf(database.db, playerId)).toHaveLength(2);
    // The same device subscribes again (its refresh): still two, the new endpoint stored.
    const fresh = service.subscribe();
    await save(playerId, 'phone-000001', fresh);
    const rows = await listWebPushSubscriptionsOf(database.db, playerId);
    expect(rows.map((r) => r.endpoint).sort()).toEqual([device.endpoint, fresh.endpoint].sort());
    // Another player signs in on that browser: the endpoint is theirs now, never stored twice.
    const { player: other } = await createPlayer(database.db, { now: NOW });
    await save(other.id, 'phone-000001', fresh);
    expect(await listWebPushSubscriptionsOf(database.db, playerId)).toHaveLength(1);
    expect((await listWebPushSubscriptionsOf(database.db, other.id)).map((r) => r.endpoint)).toEqual([
      fresh.endpoint,
    ]);
  });

  it('refuses an endpoint that is not an allowed push service, and malformed keys', async () => {
    const { player } = await createPlayer(database.db, { now: NOW });
    const device = service.subscribe();
    const base = {
      playerId: player.id,
      brand: 'funrize',
      deviceId: 'laptop-0001',
      userAgent: null,
      now: NOW,
    };
    await expect(
      saveWebPushSubscription(database.db, {
        ...base,
        subscription: { ...device.toJSON(), endpoint: 'http://10.0.0.5/internal' },
        allowedHosts: [service.origin],
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      saveWebPushSubscription(database.db, {
        ...base,
        subscription: device.toJSON(),
        allowedHosts: ['fcm.googleapis.com'],
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      saveWebPushSubscription(database.db, {
        ...base,
        subscription: { ...device.toJSON(), keys: { p256dh: 'A'.repeat(87), auth: device.keys.auth } },
        allowedHosts: [service.origin],
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(await listWebPushSubscriptionsOf(database.db, player.id)).toHaveLength(0);
  });

  it.each([404, 410])('removes a subscription the push service answers %i for', async (status) => {
    const { playerId, device } = await subscribedPlayer();
    service.respondWith(device.id, status);
    const [row] = await listWebPushSubscriptionsOf(database.db, playerId);
    expect(
      await sender.send(row!, { title: 't', body: 'b', image: null, icon: null, link: '/', data: {} }),
    ).toBe('removed');
    expect(await listWebPushSubscriptionsOf(database.db, playerId)).toHaveLength(0);
  });

  it('checks the allow-list again at send: a stored endpoint outside it gets nothing and is removed, logged once', async () => {
    // A row that never went through subscribe (from before the list, a narrowed list, a database edit).
    const outside = await startTestPushService();
    try {
      const warnings: Array<{ obj: object; msg?: string }> = [];
      const logged = createWebPushSender({
        db: database.db,
        clock,
        vapid,
        allowedHosts: [service.origin],
        logger: { warn: (obj, msg) => warnings.push({ obj, msg }) },
      });
      const notifier = createWebPushNotifier({ db: database.db, sender: logged, clock });
      const { playerId, device } = await subscribedPlayer();
      const stray = outside.subscribe();
      await database.db.insert(webPushSubscriptions).values({
        playerId,
        brand: 'funrize',
        deviceId: 'stray-device-01',
        endpoint: stray.endpoint,
        p256dh: stray.keys.p256dh,
        auth: stray.keys.auth,
        refreshedAt: NOW,
      });
      const notice = { notice: 'redeemApproved', path: '/account/redeem/', amount: '5' } as const;
      expect((await notifier.toPlayer(playerId, notice)).sort()).toEqual(['delivered', 'removed']);
      expect(await notifier.toPlayer(playerId, notice)).toEqual(['delivered']);
      expect(outside.received).toEqual([]);
      expect(outside.rejected).toEqual([]); // not even a request reached it
      expect(receivedBy(device.id)).toHaveLength(2);
      expect((await listWebPushSubscriptionsOf(database.db, playerId)).map((r) => r.endpoint)).toEqual([
        device.endpoint,
      ]);
      const refused = warnings.filter((w) => w.msg === 'web push endpoint not allowed: subscription removed');
      expect(refused).toEqual([
        { obj: { endpoint: stray.endpoint }, msg: 'web push endpoint not allowed: subscription removed' },
      ]);
    } finally {
      await outside.close();
    }
  });

  it('keeps a subscription after a failure that is not "gone" (500)', async () => {
    const { playerId, device } = await subscribedPlayer();
    service.respondWith(device.id, 500);
    const [row] = await listWebPushSubscriptionsOf(database.db, playerId);
    expect(
      await sender.send(row!, { title: 't', body: 'b', image: null, icon: null, link: '/', data: {} }),
    ).toBe('failed');
    expect(await listWebPushSubscriptionsOf(database.db, playerId)).toHaveLength(1);
  });

  it('turns the realtime pushes of feature events into notices on the player’s devices, in their language', async () => {
    const { publisher: inner, sent } = createRecordingPublisher();
    const notifier = createWebPushNotifier({ db: database.db, sender, clock });
    const publisher = withWebPush(inner, notifier);
    const es = await subscribedPlayer({ locale: 'es' });
    const en = await subscribedPlayer({ locale: 'en' });
    const redeem: PushMessage = {
      type: 'playerVerification',
      action: 'redeem_success',
      data: { redeemId: 'r1', amount: 75 },
    };
    publisher.toPlayer(es.playerId, redeem);
    publisher.toPlayer(es.playerId, {
      type: 'cashback',
      action: 'rankLeagueCashbackPaid',
      data: { periodKey: '2031-05-19', coins: 200, entries: 1 },
    });
    publisher.toPlayer(en.playerId, {
      type: 'playerIdentityVerification',
      action: 'rejected',
      data: {},
    } as PushMessage);
    // Not a notice: the realtime push only.
    publisher.toPlayer(en.playerId, { type: 'feature', action: 'claimed', data: { key: 'dailyLogin' } });
    await notifier.drain();
    expect(sent).toHaveLength(4);
    expect(
      receivedBy(es.device.id)
        .map((r) => r.json as WebPushPayload)
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      {
        title: 'Canje aprobado',
        body: 'Tu canje de 75 fue aprobado.',
        image: null,
        icon: '/favicon.svg',
        link: '/es/account/redeem/',
        data: { notice: 'redeemApproved' },
      },
      {
        title: 'Tu reembolso semanal fue pagado',
        body: 'Lo calculamos tarde, después del plazo para cobrarlo, así que lo ingresamos directamente en tu saldo.',
        image: null,
        icon: '/favicon.svg',
        link: '/es/account/history/',
        data: { notice: 'cashbackPaidLate' },
      },
    ]);
    expect(receivedBy(en.device.id).map((r) => (r.json as WebPushPayload).title)).toEqual([
      'Document not accepted',
    ]);
  });

  it('sends a daily reward’s new day to the brand’s subscribed devices only, and none to a closed account', async () => {
    const notifier = createWebPushNotifier({ db: database.db, sender, clock });
    const publisher = withWebPush(createRecordingPublisher().publisher, notifier);
    const tao = await subscribedPlayer({ brand: 'tao' });
    const closed = await subscribedPlayer({ brand: 'tao' });
    await database.db.update(players).set({ closedAt: NOW }).where(eq(players.id, closed.playerId));
    const funrize = await subscribedPlayer({ brand: 'funrize' });
    publisher.toBrand('tao', { type: 'feature', action: 'periodStarted', data: { key: 'dailyLogin' } });
    await notifier.drain();
    expect(receivedBy(tao.device.id).map((r) => (r.json as WebPushPayload).title)).toEqual([
      'Your daily reward is ready',
    ]);
    expect(receivedBy(closed.device.id)).toEqual([]);
    expect(receivedBy(funrize.device.id)).toEqual([]);
  });

  /** A break in force from NOW for `hours` (null: a self-exclusion until asked to end). */
  const takeBreak = (playerId: string, kind: 'coolingOff' | 'selfExclusion', hours: number | null) => {
    const end = hours === null ? null : new Date(NOW.getTime() + hours * 3600_000);
    return database.db.insert(playerBreaks).values({
      playerId,
      kind,
      period: kind === 'coolingOff' ? '24h' : 'permanent',
      startedAt: NOW,
      endsAt: end,
      liftsAt: end,
    });
  };

  it('sorts every feature notice into account news or an invitation to play, and decides on it in one place', () => {
    expect(Object.keys(WEB_PUSH_NOTICE_KINDS).sort()).toEqual([...WEB_PUSH_NOTICES].sort());
    const open = { closedAt: null, onBreak: false };
    const onBreak = { closedAt: null, onBreak: true };
    const closed = { closedAt: NOW, onBreak: false };
    for (const notice of WEB_PUSH_NOTICES) {
      expect(mayReceiveNotices(open, notice)).toBe(true);
      expect(mayReceiveNotices(closed, notice)).toBe(false);
      expect(mayReceiveNotices(onBreak, notice)).toBe(WEB_PUSH_NOTICE_KINDS[notice] === 'account');
    }
    expect(WEB_PUSH_NOTICES.filter((notice) => WEB_PUSH_NOTICE_KINDS[notice] === 'play').sort()).toEqual([
      'cashbackPaidLate',
      'dailyReward',
      'prizeDropWon',
      'tournamentEnded',
    ]);
  });

  it('sends no invitation to play during a cooling-off or self-exclusion, but still the document and redeem decisions', async () => {
    const notifier = createWebPushNotifier({ db: database.db, sender, clock });
    const publisher = withWebPush(createRecordingPublisher().publisher, notifier);
    const coolingOff = await subscribedPlayer({ brand: 'sws' });
    const excluded = await subscribedPlayer({ brand: 'sws' });
    const playing = await subscribedPlayer({ brand: 'sws' });
    await takeBreak(coolingOff.playerId, 'coolingOff', 24);
    await takeBreak(excluded.playerId, 'selfExclusion', null);
    const titles = (id: string) => receivedBy(id).map((r) => (r.json as WebPushPayload).title);

    // Brand-wide: the daily reward reaches the player who is not on a break only.
    publisher.toBrand('sws', { type: 'feature', action: 'periodStarted', data: { key: 'dailyWheel' } });
    for (const { playerId } of [coolingOff, excluded, playing]) {
      publisher.toPlayer(playerId, {
        type: 'prizeDrops',
        action: 'prizeAssigned',
        data: { isWinner: true, coins: 500 },
      } as PushMessage);
      publisher.toPlayer(playerId, { type: 'feature', action: 'claimed', data: { key: 'tournament' } });
      publisher.toPlayer(playerId, {
        type: 'playerVerification',
        action: 'redeem_failed',
        data: { redeemId: 'r2', amount: 60, note: null },
      });
      publisher.toPlayer(playerId, {
        type: 'playerIdentityVerification',
        action: 'approved',
        data: {},
      } as PushMessage);
    }
    await notifier.drain();
    expect(titles(playing.device.id).sort()).toEqual(
      [
        'Your daily reward is ready',
        'You won a prize drop!',
        'The tournament has ended',
        'Redeem declined',
        'Document approved',
      ].sort(),
    );
    for (const { device } of [coolingOff, excluded])
      expect(titles(device.id).sort()).toEqual(['Document approved', 'Redeem declined']);

    // The cooling-off ends after 24 hours: the next day's reward reaches that player again, never the
    // self-excluded one.
    clockNow = new Date(NOW.getTime() + 25 * 3600_000);
    publisher.toBrand('sws', { type: 'feature', action: 'periodStarted', data: { key: 'dailyWheel' } });
    await notifier.drain();
    clockNow = NOW;
    expect(titles(coolingOff.device.id)).toContain('Your daily reward is ready');
    expect(titles(excluded.device.id)).not.toContain('Your daily reward is ready');
  });

  it('decides marketing in one place: only an opted-in, open, unlocked account, never during a break', async () => {
    const { player } = await createPlayer(database.db, { brand: 'tao', now: NOW });
    const base = { playerId: player.id, brand: 'tao', locale: 'en', closedAt: null, lockedAt: null };
    expect(await mayReceiveMarketing(database.db, { ...base, marketing: true }, NOW)).toBe(true);
    expect(await mayReceiveMarketing(database.db, { ...base, marketing: false }, NOW)).toBe(false);
    expect(await mayReceiveMarketing(database.db, { ...base, marketing: true, lockedAt: NOW }, NOW)).toBe(
      false,
    );
    expect(await mayReceiveMarketing(database.db, { ...base, marketing: true, closedAt: NOW }, NOW)).toBe(
      false,
    );
    await database.db.insert(playerBreaks).values({
      playerId: player.id,
      kind: 'coolingOff',
      period: '24h',
      startedAt: NOW,
      endsAt: new Date(NOW.getTime() + 86_400_000),
      liftsAt: new Date(NOW.getTime() + 86_400_000),
    });
    expect(await mayReceiveMarketing(database.db, { ...base, marketing: true }, NOW)).toBe(false);
  });

  it('sends a campaign at its time, once, to its audience only (brand, language, last activity, consent), with counts', async () => {
    // A brand of its own for this test, so other tests' players are not in the audience.
    const brand = 'nlc' as unknown as 'tao';
    const inAudience = await subscribedPlayer({ brand, locale: 'es', marketing: true });
    const gone = await subscribedPlayer({ brand, locale: 'es', marketing: true });
    const failing = await subscribedPlayer({ brand, locale: 'es', marketing: true });
    const noConsent = await subscribedPlayer({ brand, locale: 'es' });
    const optedOut = await subscribedPlayer({ brand, locale: 'es', marketing: false });
    const english = await subscribedPlayer({ brand, locale: 'en', marketing: true });
    const idle = await subscribedPlayer({
      brand,
      locale: 'es',
      marketing: true,
      lastLoginAt: new Date(NOW.getTime() - 40 * 86_400_000),
    });
    const otherBrand = await subscribedPlayer({ brand: 'funrize', locale: 'es', marketing: true });
    service.respondWith(gone.device.id, 410);
    service.respondWith(failing.device.id, 503);

    const audience = { brand, locale: 'es' as const, activeWithinDays: 30 };
    expect(await countWebPushAudience(database.db, audience, NOW)).toEqual({ players: 3, devices: 3 });

    const sendAt = new Date(NOW.getTime() + 3600_000);
    const campaign = await createWebPushCampaign(database.db, {
      fields: {
        name: 'Summer',
        ...audience,
        titleEn: 'Summer bonus',
        bodyEn: 'Play now',
        titleEs: 'Bono de verano',
        bodyEs: 'Juega ya',
        link: '/promotions/',
        image: 'https://cdn.example.test/summer.png',
        icon: null,
        sendAt: sendAt.toISOString(),
      },
      operatorId: null,
      now: NOW,
    });
    expect(campaign.status).toBe('scheduled');

    // Before its time: nothing.
    clockNow = new Date(sendAt.getTime() - 1000);
    expect(await runDueWebPushCampaigns({ db: database.db, sender }, clockNow)).toEqual([]);
    // At its time: sent to the audience, counted.
    clockNow = sendAt;
    expect(await runDueWebPushCampaigns({ db: database.db, sender }, clockNow)).toEqual([
      { id: campaign.id, sent: 3, delivered: 1, failed: 1, removed: 1 },
    ]);
    // Once: a repeated run sends nothing more.
    expect(await runDueWebPushCampaigns({ db: database.db, sender }, clockNow)).toEqual([]);

    expect(receivedBy(inAudience.device.id).map((r) => r.json)).toEqual([
      {
        title: 'Bono de verano',
        body: 'Juega ya',
        image: 'https://cdn.example.test/summer.png',
        icon: '/favicon.svg',
        link: '/es/promotions/',
        data: { campaignId: campaign.id },
      },
    ]);
    for (const left of [noConsent, optedOut, english, idle, otherBrand])
      expect(receivedBy(left.device.id)).toEqual([]);
    expect(await listWebPushSubscriptionsOf(database.db, gone.playerId)).toHaveLength(0);
    expect(await listWebPushSubscriptionsOf(database.db, failing.playerId)).toHaveLength(1);

    const [row] = (await listWebPushCampaigns(database.db, { ...LIST, q: 'Summer' })).rows;
    expect(row).toMatchObject({ status: 'sent', sent: 3, delivered: 1, failed: 1, removed: 1 });
    await expect(cancelWebPushCampaign(database.db, campaign.id)).rejects.toMatchObject({ status: 409 });
    clockNow = NOW;
  });

  it('counts a sign-up as activity for a player who has not signed in since', async () => {
    const brand = 'stormrush' as unknown as 'tao';
    const fresh = await subscribedPlayer({ brand, marketing: true });
    const old = await subscribedPlayer({ brand, marketing: true });
    await database.db
      .update(players)
      .set({ lastLoginAt: null, createdAt: new Date(NOW.getTime() - 2 * 86_400_000) })
      .where(eq(players.id, fresh.playerId));
    await database.db
      .update(players)
      .set({ lastLoginAt: null, createdAt: new Date(NOW.getTime() - 40 * 86_400_000) })
      .where(eq(players.id, old.playerId));
    const audience = { brand, locale: null, activeWithinDays: 30 };
    expect(await countWebPushAudience(database.db, audience, NOW)).toEqual({ players: 1, devices: 1 });
    expect(await countWebPushAudience(database.db, { ...audience, activeWithinDays: null }, NOW)).toEqual({
      players: 2,
      devices: 2,
    });
  });

  it('never sends a cancelled campaign, and refuses a send time in the past', async () => {
    const target = await subscribedPlayer({ brand: 'tao', marketing: true });
    const fields = {
      name: 'Cancelled one',
      brand: 'tao' as const,
      locale: null,
      activeWithinDays: null,
      titleEn: 'x',
      bodyEn: 'x',
      titleEs: 'x',
      bodyEs: 'x',
      link: '/',
      image: null,
      icon: null,
    };
    await expect(
      createWebPushCampaign(database.db, {
        fields: { ...fields, sendAt: new Date(NOW.getTime() - 3600_000).toISOString() },
        operatorId: null,
        now: NOW,
      }),
    ).rejects.toMatchObject({ status: 422 });
    const campaign = await createWebPushCampaign(database.db, {
      fields: { ...fields, sendAt: NOW.toISOString() },
      operatorId: null,
      now: NOW,
    });
    await cancelWebPushCampaign(database.db, campaign.id);
    await runDueWebPushCampaigns({ db: database.db, sender }, new Date(NOW.getTime() + 86_400_000));
    expect(receivedBy(target.device.id)).toEqual([]);
    const [row] = await database.db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.playerId, target.playerId));
    expect(row?.lastDeliveredAt).toBeNull();
  });
});
