import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  BACKOFFICE_SUPPORT_CHAT_BASE,
  BackofficeChatDetailResponseSchema,
  SUPPORT_CHAT_AGENTS_ROOM,
  SUPPORT_CHAT_PATHS,
  SUPPORT_CHAT_RULES,
  SupportChatAuthResponseSchema,
  SupportChatMessageResponseSchema,
  SupportChatStateResponseSchema,
  WsConnectionDataSchema,
  playerRoom,
  type PushMessage,
  type SupportChatMessage,
} from '@casino/contracts';
import { createManualClock, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { collectPushes, connected, rawClient, subscribeRaw } from '../../realtime/testing/start-hub.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { exeBytes, multipartFile, pdfHeader, tinyPng } from '../../testing/documents.ts';
import { signInOperator } from '../../testing/operators.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const P = SUPPORT_CHAT_PATHS;
const B = BACKOFFICE_SUPPORT_CHAT_BASE;
const { supportChatMessages, supportConversations, auditLog } = tables;
let seq = 0;
const clientId = () => `client-${Date.now()}-${++seq}`;

describe.each(databaseKinds())('support chat routes on %s', (kind) => {
  // A Tuesday, 15:00 in New York: the default team is in.
  const clock = createManualClock('2026-03-03T20:00:00Z');
  const t = setupTestApp(kind, {}, { clock });
  let url = '';
  let operator: Record<string, string>;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(async () => {
    operator = (await signInOperator(t.app, { role: 'support' })).headers;
  });
  afterAll(() => clock.set('2026-03-03T20:00:00Z'));

  const send = (agent: Agent, body: string, id = clientId()) =>
    agent.post(P.messages, { body, clientId: id });
  const state = async (agent: Agent, after = 0) =>
    SupportChatStateResponseSchema.parse((await agent.get(`${P.conversation}?after=${after}`)).json()).data;
  const reply = (conversationId: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `${B}/${conversationId}/reply/`,
      headers: operator,
      payload: { body, clientId: clientId() },
    });
  const messageCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(supportChatMessages))[0]!.n);
  const player = async () => {
    const p = await signedInPlayer(t);
    const auth = await p.agent.post(P.auth, { appName: 'web' });
    expect(auth.statusCode).toBe(200);
    return p;
  };

  it('a player chats, an agent answers, both read the whole conversation; texts are stored as text', async () => {
    const { agent } = await player();
    const html = '<img src=x onerror=alert(1)> hello <b>there</b>';
    const sent = await send(agent, html);
    expect(sent.statusCode).toBe(200);
    const mine = SupportChatMessageResponseSchema.parse(sent.json()).data;
    expect(mine.body).toBe(html);
    const answered = await reply(mine.conversationId, 'Hi, how can I help?');
    expect(answered.statusCode).toBe(200);
    const s = await state(agent);
    expect(s.messages.map((m) => [m.author, m.body])).toEqual([
      ['player', html],
      ['agent', 'Hi, how can I help?'],
    ]);
    expect(s.conversation?.assignedTo).toBeTruthy();
    const got = await t.app.inject({ method: 'GET', url: `${B}/${mine.conversationId}/`, headers: operator });
    const detail = BackofficeChatDetailResponseSchema.parse(got.json()).data;
    expect(detail.messages).toHaveLength(2);
    // The agent's reply assigned the conversation, and that is audited.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, mine.conversationId));
    expect(audits.map((a) => a.action)).toContain('supportChat.assign');
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const { agent } = await player();
    await send(agent, 'first');
    const before = await messageCount();
    const huge = await send(agent, 'x'.repeat(SUPPORT_CHAT_RULES.maxMessageLength + 1));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/2,000 characters/);
    expect((await send(agent, '   ')).statusCode).toBe(400);
    expect((await agent.post(P.messages, { body: 'hi', clientId: '<script>' })).statusCode).toBe(400);
    expect(
      (await agent.post(P.messages, { body: 'x'.repeat(1_000_000), clientId: clientId() })).statusCode,
    ).toBeLessThan(500);
    expect((await agent.post(P.read, { lastReadId: -1 })).statusCode).toBe(400);
    expect((await agent.post(P.rate, { conversationId: 'nope', rating: 5 })).statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
  });

  it('never shows or changes another player’s conversation', async () => {
    const alice = await player();
    const bob = await player();
    const sent = SupportChatMessageResponseSchema.parse(
      (await send(alice.agent, 'alice’s secret')).json(),
    ).data;
    const bobState = await state(bob.agent);
    expect(bobState.conversation).toBeNull();
    expect(bobState.messages).toEqual([]);
    // Bob cannot rate Alice's conversation (not found, not forbidden: ids tell nothing).
    await t.app.inject({
      method: 'POST',
      url: `${B}/${sent.conversationId}/close/`,
      headers: operator,
      payload: { reason: 'resolved' },
    });
    const rate = await bob.agent.post(P.rate, { conversationId: sent.conversationId, rating: 1 });
    expect(rate.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, sent.conversationId));
    expect(row!.rating).toBeNull();
    // Alice can, once.
    expect(
      (await alice.agent.post(P.rate, { conversationId: sent.conversationId, rating: 5 })).statusCode,
    ).toBe(200);
    // The attachment of one owner is not readable by another (nor by a guest).
    const file = multipartFile({ name: 'a.png', type: 'image/png', data: tinyPng(7) });
    const up = await alice.agent.request({
      method: 'POST',
      url: `${P.attachments}?clientId=${clientId()}`,
      ...file,
    });
    expect(up.statusCode).toBe(200);
    const image = SupportChatMessageResponseSchema.parse(up.json()).data.attachment!;
    expect((await alice.agent.get(image.url)).headers['content-type']).toBe('image/png');
    expect((await bob.agent.get(image.url)).statusCode).toBe(404);
    expect((await createAgent(t.app).get(image.url)).statusCode).toBe(401);
  });

  it('lets guests chat after giving an email, and only with their own cookie', async () => {
    const guest = createAgent(t.app);
    const refused = await guest.post(P.auth, { appName: 'web' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/email/);
    expect((await send(guest, 'hello?')).statusCode).toBe(401);
    const auth = SupportChatAuthResponseSchema.parse(
      (await guest.post(P.auth, { email: 'Guest@Example.com' })).json(),
    ).data;
    expect(auth).toMatchObject({ kind: 'guest', email: 'guest@example.com' });
    expect(guest.jar.has(SUPPORT_CHAT_RULES.guestCookie)).toBe(true);
    expect((await send(guest, 'I cannot sign in')).statusCode).toBe(200);
    // Another browser giving the same email gets a conversation of its own, never the first one's.
    const stranger = createAgent(t.app);
    await stranger.post(P.auth, { email: 'guest@example.com' });
    expect((await state(stranger)).messages).toEqual([]);
    // A forged cookie opens nothing.
    const forger = createAgent(t.app);
    forger.jar.set(
      SUPPORT_CHAT_RULES.guestCookie,
      guest.jar.get(SUPPORT_CHAT_RULES.guestCookie)!.replace(/.$/, 'x'),
    );
    expect((await forger.get(P.conversation)).statusCode).toBe(401);
    // The guest's realtime token names its chat room; a guest without the cookie gets none.
    const data = WsConnectionDataSchema.parse((await guest.get('/rest/realtime/connection-data/')).json());
    expect(data.channels.some((c) => c.startsWith('support-chat:'))).toBe(true);
    const none = WsConnectionDataSchema.parse(
      (await createAgent(t.app).get('/rest/realtime/connection-data/')).json(),
    );
    expect(none.channels.some((c) => c.startsWith('support-chat:'))).toBe(false);
  });

  it('rate-limits messages per chat owner', async () => {
    const { agent } = await player();
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push((await send(agent, `message ${i}`)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });

  it('refuses attachments by their content: an executable named .png, a PDF, over 5 MB', async () => {
    const { agent } = await player();
    await send(agent, 'here is a picture');
    const before = await messageCount();
    const upload = (data: Buffer, name: string, type: string) =>
      agent.request({
        method: 'POST',
        url: `${P.attachments}?clientId=${clientId()}`,
        ...multipartFile({ name, type, data }),
      });
    expect((await upload(exeBytes(), 'photo.png', 'image/png')).statusCode).toBe(415);
    expect((await upload(pdfHeader(), 'id.pdf', 'application/pdf')).statusCode).toBe(415);
    const big = Buffer.concat([tinyPng(1), Buffer.alloc(SUPPORT_CHAT_RULES.maxAttachmentBytes)]);
    expect((await upload(big, 'big.png', 'image/png')).statusCode).toBe(413);
    expect(await messageCount()).toBe(before);
    expect((await upload(tinyPng(2), 'ok.png', 'image/png')).statusCode).toBe(200);
  });

  it('re-encodes a chat image: HTML appended to a PNG is not stored or served; bytes that do not decode are refused', async () => {
    const { agent } = await player();
    const upload = (data: Buffer) =>
      agent.request({
        method: 'POST',
        url: `${P.attachments}?clientId=${clientId()}`,
        ...multipartFile({ name: 'photo.png', type: 'image/png', data }),
      });
    const polyglot = Buffer.concat([
      tinyPng(11),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const up = await upload(polyglot);
    expect(up.statusCode).toBe(200);
    const image = SupportChatMessageResponseSchema.parse(up.json()).data.attachment!;
    const served = (await agent.get(image.url)).rawPayload;
    expect(served.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    expect(served.includes('<script')).toBe(false);
    expect(served.subarray(-8).toString('latin1')).toBe('IEND\xaeB`\x82');

    const broken = await upload(
      Buffer.concat([tinyPng(12).subarray(0, 40), Buffer.from('not the rest of an image')]),
    );
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toBe(
      'The image could not be read. Send a photo or a screenshot saved as JPG, PNG or GIF.',
    );
  });

  it('says when someone answers outside hours, and the message waits', async () => {
    clock.set('2026-03-07T12:00:00Z'); // a Saturday: the tao team works weekdays only
    try {
      const p = await signedInPlayer(t, { host: 'tao.test', brand: 'tao' });
      const auth = SupportChatAuthResponseSchema.parse((await p.agent.post(P.auth, {})).json()).data;
      expect(auth.state.availability).toMatchObject({ open: false, timezone: 'Europe/Madrid' });
      // Monday 09:00 in Madrid is 08:00 UTC.
      expect(auth.state.availability.nextOpenAt).toBe('2026-03-09T08:00:00.000Z');
      const sent = SupportChatMessageResponseSchema.parse((await send(p.agent, 'anyone there?')).json()).data;
      // An operator signed in now (moving the clock days ahead ends the others' sessions).
      const weekend = (await signInOperator(t.app, { role: 'support' })).headers;
      const list = await t.app.inject({ method: 'GET', url: `${B}/?status=open`, headers: weekend });
      const row = list.json().data.rows.find((r: { id: string }) => r.id === sent.conversationId);
      expect(row).toMatchObject({ waiting: true, unread: 1, brand: 'tao' });
    } finally {
      clock.set('2026-03-03T20:00:00Z');
    }
  });

  it('delivers live to the player and the agents’ room; after a reconnect the missed messages come once', async () => {
    const p = await player();
    const first = SupportChatMessageResponseSchema.parse((await send(p.agent, 'are you there?')).json()).data;
    const site = WsConnectionDataSchema.parse((await p.agent.get('/rest/realtime/connection-data/')).json());
    const agentsData = WsConnectionDataSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${B}/realtime/`, headers: operator })).json(),
    );
    expect(agentsData.channels).toContain(SUPPORT_CHAT_AGENTS_ROOM);
    // The agents' room is refused to a player's token.
    const playerSocket = rawClient(url, site.token);
    const agentsSocket = rawClient(url, agentsData.token);
    try {
      await Promise.all([connected(playerSocket), connected(agentsSocket)]);
      expect((await subscribeRaw(playerSocket, playerRoom(p.player.id))).ok).toBe(true);
      expect((await subscribeRaw(playerSocket, SUPPORT_CHAT_AGENTS_ROOM)).ok).toBe(false);
      expect((await subscribeRaw(agentsSocket, SUPPORT_CHAT_AGENTS_ROOM)).ok).toBe(true);
      const toPlayer = collectPushes(playerSocket);
      const toAgents = collectPushes(agentsSocket);
      const isMessage = (body: string) => (m: PushMessage) =>
        m.type === 'supportChat' && m.action === 'message' && m.data.body === body;

      const heard = toAgents.next(isMessage('still there?'));
      await send(p.agent, 'still there?');
      await heard;
      const live = toPlayer.next(isMessage('Yes, I am here.'));
      await reply(first.conversationId, 'Yes, I am here.');
      await live;

      // The page keeps what it has by id; it goes offline and misses two answers.
      const seen = new Map<number, SupportChatMessage>();
      for (const m of (await state(p.agent)).messages) seen.set(m.id, m);
      playerSocket.disconnect();
      await reply(first.conversationId, 'Missed one');
      await reply(first.conversationId, 'Missed two');
      const lastId = Math.max(...seen.keys());
      const catchUp = await state(p.agent, lastId);
      expect(catchUp.messages.map((m) => m.body)).toEqual(['Missed one', 'Missed two']);
      // Asking again from an older cursor overlaps; merging by id keeps one of each.
      for (const m of [...catchUp.messages, ...(await state(p.agent, lastId - 1)).messages])
        seen.set(m.id, m);
      const bodies = [...seen.values()].sort((a, b) => a.id - b.id).map((m) => m.body);
      expect(bodies).toEqual([
        'are you there?',
        'still there?',
        'Yes, I am here.',
        'Missed one',
        'Missed two',
      ]);
    } finally {
      playerSocket.close();
      agentsSocket.close();
    }
  });

  it('keeps the agents’ endpoints to roles with chat.answer, and audits closing', async () => {
    const { agent } = await player();
    const sent = SupportChatMessageResponseSchema.parse((await send(agent, 'close me')).json()).data;
    const kyc = (await signInOperator(t.app, { role: 'kyc' })).headers;
    expect((await t.app.inject({ method: 'GET', url: `${B}/`, headers: kyc })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${B}/` })).statusCode).toBe(401);
    // A player's session opens nothing there.
    expect((await agent.get(`${B}/`)).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${B}/${sent.conversationId}/close/`,
      headers: operator,
      payload: { reason: 'whatever' },
    });
    expect(bad.statusCode).toBe(400);
    const closed = await t.app.inject({
      method: 'POST',
      url: `${B}/${sent.conversationId}/close/`,
      headers: operator,
      payload: { reason: 'resolved', note: 'sorted' },
    });
    expect(closed.statusCode).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, sent.conversationId));
    expect(audits.map((a) => a.action)).toContain('supportChat.close');
    expect((await reply(sent.conversationId, 'too late')).statusCode).toBe(409);
    // The next message starts a new conversation.
    const next = SupportChatMessageResponseSchema.parse((await send(agent, 'one more thing')).json()).data;
    expect(next.conversationId).not.toBe(sent.conversationId);
  });
});
