import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BoDocumentsPageSchema, type OperatorRole } from '@casino/contracts';
import { tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import type { Agent } from '../../../testing/agent.ts';
import { signInOperator } from '../../../testing/operators.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';
import { multipartFile, pdfHeader, tinyPng } from '../../../testing/documents.ts';

let seed = 77;
const uniquePng = () => tinyPng(seed++ * 7919);

describe.each(databaseKinds())('back-office documents on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bo-docs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const t = setupTestApp(kind, { dataDir });
  afterEach(() => vi.restoreAllMocks());

  const as: Partial<Record<OperatorRole, Record<string, string>>> = {};
  beforeAll(async () => {
    for (const role of ['kyc', 'support', 'finance'] as const)
      as[role] = (await signInOperator(t.app, { role })).headers;
  });
  const get = (url: string, role: OperatorRole) => t.app.inject({ method: 'GET', url, headers: as[role] });
  const review = (id: string, payload: object, role: OperatorRole = 'kyc') =>
    t.app.inject({
      method: 'POST',
      url: `/rest/backoffice/documents/${id}/review/`,
      headers: as[role],
      payload,
    });

  const upload = async (agent: Agent, file: { name: string; type: string; data: Buffer }) => {
    const body = multipartFile(file);
    const response = await agent.post('/rest/player/documents/', body.payload, { headers: body.headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; size: number };
  };
  /** A player with an uploaded PNG, waiting for review. */
  async function pendingDocument() {
    const created = await signedInPlayer(t);
    const data = uniquePng();
    const document = await upload(created.agent, { name: 'id.png', type: 'image/png', data });
    return { ...created, document, data };
  }
  const statusOf = async (id: string) =>
    (
      await t.database.db
        .select({ status: tables.identityDocuments.status, note: tables.identityDocuments.reviewNote })
        .from(tables.identityDocuments)
        .where(eq(tables.identityDocuments.id, id))
    )[0];
  const auditsOf = (id: string) =>
    t.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.targetType, 'document'), eq(tables.auditLog.targetId, id)));
  const reviewsOf = async (id: string) =>
    (await auditsOf(id)).filter((row) => row.action === 'document.review');

  it('lists documents with the player, waiting first, for roles with documents.read', async () => {
    const { document, email } = await pendingDocument();
    const response = await get(`/rest/backoffice/documents/?q=${encodeURIComponent(email!)}`, 'support');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const page = BoDocumentsPageSchema.parse(response.json()).data;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ id: document.id, status: 'pending', email, mime: 'image/png' });
    expect(page.rows[0]).not.toHaveProperty('storageKey');
    expect((await get('/rest/backoffice/documents/', 'finance')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/rest/backoffice/documents/' })).statusCode).toBe(401);
  });

  it('exports the list as CSV with a header row', async () => {
    const { email } = await pendingDocument();
    const response = await get(
      `/rest/backoffice/documents/?format=csv&q=${encodeURIComponent(email!)}`,
      'kyc',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row, ...rest] = response.body.trim().split('\r\n');
    expect(header).toBe('Id,Uploaded,Status,Email,Login,Player id,Type,Bytes,Reviewed,Note');
    expect(row).toContain(email);
    expect(rest).toEqual([]);
  });

  it.each([
    ['an unknown status', '?status=lost'],
    ['an unknown sort column', '?sort=storageKey'],
    ['a page size above 200', '?pageSize=500'],
  ])('refuses %s with a 400 that says what is wrong', async (_label, query) => {
    const response = await get(`/rest/backoffice/documents/${query}`, 'kyc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('serves the file inline with its detected type and never cached', async () => {
    const { document } = await pendingDocument();
    const response = await get(`/rest/backoffice/documents/${document.id}/file/`, 'support');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${document.id}.png"`);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    // The file as stored: the upload encoded again (ADR 0016), of the size the player was told.
    expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(response.rawPayload.length).toBe(document.size);
    const views = (await auditsOf(document.id)).filter((row) => row.action === 'document.view');
    expect(views).toEqual([expect.objectContaining({ operatorEmail: expect.stringContaining('@') })]);

    const pdfPlayer = await signedInPlayer(t);
    const pdf = await upload(pdfPlayer.agent, {
      name: 'id.pdf',
      type: 'application/pdf',
      data: pdfHeader(randomUUID()),
    });
    const pdfResponse = await get(`/rest/backoffice/documents/${pdf.id}/file/`, 'kyc');
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');

    expect((await get(`/rest/backoffice/documents/${document.id}/file/`, 'finance')).statusCode).toBe(403);
    expect((await get(`/rest/backoffice/documents/${randomUUID()}/file/`, 'kyc')).statusCode).toBe(404);
    expect((await get('/rest/backoffice/documents/not-an-id/file/', 'kyc')).statusCode).toBe(400);
  });

  it('approves a document: audited with before and after, and the player hears it', async () => {
    const { document, player } = await pendingDocument();
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const response = await review(document.id, { status: 'approved' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: document.id, status: 'approved', playerId: player.id });
    expect(await statusOf(document.id)).toEqual({ status: 'approved', note: null });
    expect(toPlayer).toHaveBeenCalledWith(player.id, {
      type: 'playerIdentityVerification',
      action: 'approved',
      data: { documentId: document.id },
    });
    const [audit, ...more] = await reviewsOf(document.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'document.review',
      operatorEmail: expect.stringContaining('@'),
      before: { status: 'pending', reviewNote: null, playerId: player.id },
      after: { status: 'approved', reviewNote: null, playerId: player.id },
    });
  });

  it('rejects with the note and marks a duplicate', async () => {
    const first = await pendingDocument();
    const rejected = await review(first.document.id, { status: 'rejected', note: 'The photo is blurry.' });
    expect(rejected.statusCode).toBe(200);
    expect(await statusOf(first.document.id)).toEqual({ status: 'rejected', note: 'The photo is blurry.' });
    const second = await pendingDocument();
    expect((await review(second.document.id, { status: 'duplicateCredentials' })).statusCode).toBe(200);
    expect((await reviewsOf(second.document.id))[0]?.after).toMatchObject({ status: 'duplicateCredentials' });
  });

  it.each([
    ['a rejection without a note', { status: 'rejected' }, 400],
    ['an unknown status', { status: 'lost' }, 400],
    ['an unknown field', { status: 'approved', extra: 1 }, 400],
    ['a note over 500 characters', { status: 'approved', note: 'x'.repeat(501) }, 400],
  ])('refuses %s and changes nothing', async (_label, payload, status) => {
    const { document } = await pendingDocument();
    const toPlayer = vi.spyOn(t.app.services.publisher, 'toPlayer');
    const response = await review(document.id, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await statusOf(document.id)).toEqual({ status: 'pending', note: null });
    expect(await auditsOf(document.id)).toEqual([]);
    expect(toPlayer).not.toHaveBeenCalled();
  });

  it('refuses roles without documents.review, unknown documents and a missing CSRF header', async () => {
    const { document } = await pendingDocument();
    for (const role of ['support', 'finance'] as const)
      expect((await review(document.id, { status: 'approved' }, role)).statusCode).toBe(403);
    expect((await review(randomUUID(), { status: 'approved' })).statusCode).toBe(404);
    const { 'x-bo-csrf': _csrf, ...noCsrf } = as.kyc!;
    const forged = await t.app.inject({
      method: 'POST',
      url: `/rest/backoffice/documents/${document.id}/review/`,
      headers: noCsrf,
      payload: { status: 'approved' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await statusOf(document.id)).toEqual({ status: 'pending', note: null });
    expect(await auditsOf(document.id)).toEqual([]);
  });
});
