import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DOCUMENT_LIMITS, DOCUMENT_TEXTS } from '@casino/contracts';
import { tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';
import { exeBytes, multipartFile, pdfHeader, tinyPng } from '../../testing/documents.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
let seed = 1;
const uniquePng = () => tinyPng(seed++ * 7919);

describe.each(databaseKinds())('identity documents on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-docs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = setupTestApp(kind, { dataDir, opsToken: OPS_TOKEN });
  afterEach(() => vi.restoreAllMocks());

  const player = () => signedInPlayer(t);
  const upload = (agent: Agent, file: { name: string; type: string; data: Buffer } | null) => {
    const body = multipartFile(file);
    return agent.post('/rest/player/documents/', body.payload, { headers: body.headers });
  };
  const rowsOf = (playerId: string) =>
    t.database.db
      .select()
      .from(tables.identityDocuments)
      .where(eq(tables.identityDocuments.playerId, playerId));
  const filesOf = (playerId: string) => {
    const dir = join(dataDir, 'uploads', 'documents', playerId);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const review = (id: string, body: unknown, token: string | null = OPS_TOKEN) =>
    createAgent(t.app).post(`/rest/ops/documents/${id}/review/`, body, {
      headers: token ? { 'x-ops-token': token } : {},
      csrf: false,
    });
  const expectRejected = (response: { statusCode: number; json(): { message: string } }, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(DOCUMENT_TEXTS.rejectedText);
  };

  describe('upload', () => {
    it('stores a real PNG under a server-made name, pending review, with its hash', async () => {
      const { player: p, agent } = await player();
      const data = uniquePng();
      const response = await upload(agent, { name: '../../etc/passport photo.png', type: 'image/png', data });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: DOCUMENT_TEXTS.uploaded,
        data: { status: 'pending', mime: 'image/png', originalName: 'passport photo.png' },
      });
      const [row] = await rowsOf(p.id);
      expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.storageKey).toMatch(new RegExp(`^${p.id}/[0-9a-f-]{36}\\.png$`));
      const stored = join(dataDir, 'uploads', 'documents', row!.storageKey);
      // The stored file is the image encoded again (ADR 0016), and its size is the one listed.
      const file = readFileSync(stored);
      expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(body.data.size).toBe(file.length);
      expect(body.data).not.toHaveProperty('storageKey');
      expect(body.data).not.toHaveProperty('sha256');
    });

    it('re-encodes images: HTML appended to a PNG is dropped, bytes that do not decode are refused', async () => {
      const { player: p, agent } = await player();
      const polyglot = Buffer.concat([
        uniquePng(),
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      ]);
      const response = await upload(agent, { name: 'id.png', type: 'image/png', data: polyglot });
      expect(response.statusCode).toBe(200);
      const [file] = filesOf(p.id);
      const stored = readFileSync(join(dataDir, 'uploads', 'documents', p.id, file!));
      expect(stored.includes('<script')).toBe(false);
      expect(stored.subarray(-8).toString('latin1')).toBe('IEND\xaeB`\x82');

      const broken = await upload(agent, {
        name: 'id.png',
        type: 'image/png',
        data: Buffer.concat([uniquePng().subarray(0, 40), Buffer.from('not the rest of an image')]),
      });
      expect(broken.statusCode).toBe(415);
      expect(broken.json().message).toBe(DOCUMENT_TEXTS.unreadableImage);
    });

    it('accepts a PDF by its header, whatever the declared type', async () => {
      const { player: p, agent } = await player();
      const response = await upload(agent, {
        name: 'licence',
        type: 'application/octet-stream',
        data: pdfHeader(p.id),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ mime: 'application/pdf', status: 'pending' });
      expect(filesOf(p.id)[0]).toMatch(/\.pdf$/);
    });

    it('rejects an executable renamed to .png, and stores nothing', async () => {
      const { player: p, agent } = await player();
      expectRejected(await upload(agent, { name: 'selfie.png', type: 'image/png', data: exeBytes() }), 415);
      expect(await rowsOf(p.id)).toHaveLength(0);
      expect(filesOf(p.id)).toHaveLength(0);
    });

    it('rejects unknown bytes and plain text', async () => {
      const { player: p, agent } = await player();
      expectRejected(
        await upload(agent, { name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('just some text') }),
        415,
      );
      expect(await rowsOf(p.id)).toHaveLength(0);
    });

    it('rejects a file one byte over 15 MB with 413, and stores nothing', async () => {
      const { player: p, agent } = await player();
      const data = Buffer.alloc(DOCUMENT_LIMITS.maxBytes + 1);
      tinyPng().copy(data);
      expectRejected(await upload(agent, { name: 'big.png', type: 'image/png', data }), 413);
      expect(await rowsOf(p.id)).toHaveLength(0);
      expect(filesOf(p.id)).toHaveLength(0);
    });

    it('accepts a file of exactly 15 MB', async () => {
      const { agent } = await player();
      const data = Buffer.alloc(DOCUMENT_LIMITS.maxBytes);
      pdfHeader('exact').copy(data);
      const response = await upload(agent, { name: 'scan.pdf', type: 'application/pdf', data });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.size).toBe(DOCUMENT_LIMITS.maxBytes);
    });

    it('rejects an empty file, a request without a file, and a JSON body', async () => {
      const { player: p, agent } = await player();
      const empty = await upload(agent, { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(DOCUMENT_TEXTS.empty);
      const none = await upload(agent, null);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(DOCUMENT_TEXTS.noFile);
      const json = await agent.post('/rest/player/documents/', { file: 'x' });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe(DOCUMENT_TEXTS.noFile);
      expect(await rowsOf(p.id)).toHaveLength(0);
    });

    it('refuses guests and requests without the CSRF header', async () => {
      const guest = await upload(createAgent(t.app), { name: 'a.png', type: 'image/png', data: uniquePng() });
      expect(guest.statusCode).toBe(401);
      const { player: p, agent } = await player();
      const body = multipartFile({ name: 'a.png', type: 'image/png', data: uniquePng() });
      const noCsrf = await agent.post('/rest/player/documents/', body.payload, {
        headers: body.headers,
        csrf: false,
      });
      expect(noCsrf.statusCode).toBe(403);
      expect(await rowsOf(p.id)).toHaveLength(0);
    });

    it('refuses the same file twice from one player', async () => {
      const { player: p, agent } = await player();
      const data = uniquePng();
      expect((await upload(agent, { name: 'a.png', type: 'image/png', data })).statusCode).toBe(200);
      const again = await upload(agent, { name: 'b.png', type: 'image/png', data });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(DOCUMENT_TEXTS.alreadyUploaded);
      expect(await rowsOf(p.id)).toHaveLength(1);
    });

    it('marks a file another player already sent as duplicateCredentials and tells the player', async () => {
      const a = await player();
      const b = await player();
      const data = uniquePng();
      expect((await upload(a.agent, { name: 'id.png', type: 'image/png', data })).statusCode).toBe(200);
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      const second = await upload(b.agent, { name: 'mine.png', type: 'image/png', data });
      expect(second.statusCode).toBe(200);
      expect(second.json().data.status).toBe('duplicateCredentials');
      expect(toPlayer).toHaveBeenCalledWith(b.player.id, {
        type: 'playerIdentityVerification',
        action: 'duplicateCredentials',
        data: { documentId: second.json().data.id },
      });
      expect(toPlayer).toHaveBeenCalledWith(b.player.id, {
        type: 'playerVerification',
        action: 'duplicate',
        data: { documentId: second.json().data.id },
      });
      const page = await b.agent.get('/rest/page/profile/');
      expect(page.json().payload.documentConfirmStatus).toBe('duplicateCredentials');
      // The first owner is not affected.
      expect((await a.agent.get('/rest/page/profile/')).json().payload.documentConfirmStatus).toBe('pending');
    });
    it('limits uploads per player, not per address', async () => {
      const a = await player();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push(
          (await upload(a.agent, { name: 'x.gif', type: 'image/gif', data: Buffer.alloc(0) })).statusCode,
        );
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
      // Another player on the same address still can.
      const b = await player();
      const ok = await upload(b.agent, { name: 'b.png', type: 'image/png', data: uniquePng() });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('reading', () => {
    it('lists only the player’s own documents, newest first', async () => {
      const a = await player();
      const b = await player();
      await upload(a.agent, { name: 'one.png', type: 'image/png', data: uniquePng() });
      await upload(a.agent, { name: 'two.pdf', type: 'application/pdf', data: pdfHeader('two') });
      await upload(b.agent, { name: 'b.png', type: 'image/png', data: uniquePng() });
      const list = (await a.agent.get('/rest/player/documents/')).json();
      expect(list.data.map((d: { originalName: string }) => d.originalName).sort()).toEqual([
        'one.png',
        'two.pdf',
      ]);
      const other = (await b.agent.get('/rest/player/documents/')).json();
      expect(other.data).toHaveLength(1);
      expect(other.data[0].originalName).toBe('b.png');
      expect((await createAgent(t.app).get('/rest/player/documents/')).statusCode).toBe(401);
    });

    it('answers the verification status on the profile page: null, then the latest', async () => {
      const { agent } = await player();
      const before = await agent.get('/rest/page/profile/');
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ success: true, payload: { documentConfirmStatus: null } });
      await upload(agent, { name: 'a.png', type: 'image/png', data: uniquePng() });
      expect((await agent.get('/rest/page/profile/')).json().payload.documentConfirmStatus).toBe('pending');
      expect((await createAgent(t.app).get('/rest/page/profile/')).statusCode).toBe(401);
    });
  });

  describe('operator review', () => {
    it('approves a document, pushes the result to its owner, and the status follows', async () => {
      const { player: p, agent } = await player();
      const id = (await upload(agent, { name: 'a.png', type: 'image/png', data: uniquePng() })).json().data
        .id;
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      const response = await review(id, { status: 'approved', note: 'Matches the profile' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id,
        status: 'approved',
        reviewNote: 'Matches the profile',
      });
      expect(toPlayer).toHaveBeenCalledWith(p.id, {
        type: 'playerIdentityVerification',
        action: 'approved',
        data: { documentId: id },
      });
      expect(toPlayer).toHaveBeenCalledWith(p.id, {
        type: 'playerVerification',
        action: 'success',
        data: { documentId: id },
      });
      expect((await agent.get('/rest/page/profile/')).json().payload.documentConfirmStatus).toBe('approved');
      const profile = (await agent.get('/rest/player/profile/')).json().data;
      expect(profile.fraudDetector.verificationCompleted).toBe(true);
      // A newer upload waiting for review does not undo the verification.
      await upload(agent, { name: 'b.png', type: 'image/png', data: uniquePng() });
      expect((await agent.get('/rest/page/profile/')).json().payload.documentConfirmStatus).toBe('approved');
    });

    it('rejects, and marks duplicates, telling the player each decision', async () => {
      const { player: p, agent } = await player();
      const id = (await upload(agent, { name: 'a.png', type: 'image/png', data: uniquePng() })).json().data
        .id;
      const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
      expect((await review(id, { status: 'rejected' })).json().data.status).toBe('rejected');
      expect(toPlayer).toHaveBeenCalledWith(p.id, {
        type: 'playerVerification',
        action: 'failed',
        data: { documentId: id },
      });
      expect((await agent.get('/rest/page/profile/')).json().payload.documentConfirmStatus).toBe('rejected');
      expect((await review(id, { status: 'duplicateCredentials' })).json().data.status).toBe(
        'duplicateCredentials',
      );
      expect(toPlayer).toHaveBeenCalledWith(p.id, {
        type: 'playerVerification',
        action: 'duplicate',
        data: { documentId: id },
      });
    });

    it('lists documents waiting for review with their owner', async () => {
      const { player: p, agent, email } = await player();
      const id = (await upload(agent, { name: 'a.png', type: 'image/png', data: uniquePng() })).json().data
        .id;
      const list = await createAgent(t.app).get('/rest/ops/documents/?status=pending', {
        headers: { 'x-ops-token': OPS_TOKEN },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toContainEqual(expect.objectContaining({ id, playerId: p.id, email }));
      const denied = await agent.get('/rest/ops/documents/');
      expect(denied.statusCode).toBe(401);
    });

    it('refuses without or with a wrong token, also for the signed-in owner, changing nothing', async () => {
      const { player: p, agent } = await player();
      const id = (await upload(agent, { name: 'a.png', type: 'image/png', data: uniquePng() })).json().data
        .id;
      expect((await review(id, { status: 'approved' }, null)).statusCode).toBe(401);
      expect((await review(id, { status: 'approved' }, 'wrong-token-wrong-token-00')).statusCode).toBe(401);
      const own = await agent.post(`/rest/ops/documents/${id}/review/`, { status: 'approved' });
      expect(own.statusCode).toBe(401);
      const [row] = await rowsOf(p.id);
      expect(row!.status).toBe('pending');
    });

    it('answers bad input with a 4xx and a message', async () => {
      const { agent } = await player();
      const id = (await upload(agent, { name: 'a.png', type: 'image/png', data: uniquePng() })).json().data
        .id;
      const badStatus = await review(id, { status: 'verified' });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().message).toContain('approved, rejected or duplicateCredentials');
      const badId = await review('not-a-uuid', { status: 'approved' });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toContain('document id');
      const unknown = await review('00000000-0000-4000-8000-000000000000', { status: 'approved' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(DOCUMENT_TEXTS.notFound);
      const longNote = await review(id, { status: 'approved', note: 'x'.repeat(501) });
      expect(longNote.statusCode).toBe(400);
    });
  });
});

describe.each(databaseKinds())('operator endpoints switched off on %s', (kind) => {
  const t = setupTestApp(kind);
  it('answers 404 with how to enable them when OPS_TOKEN is not set', async () => {
    const response = await createAgent(t.app).post(
      '/rest/ops/documents/00000000-0000-4000-8000-000000000000/review/',
      { status: 'approved' },
      { headers: { 'x-ops-token': OPS_TOKEN }, csrf: false },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('OPS_TOKEN');
  });
});
