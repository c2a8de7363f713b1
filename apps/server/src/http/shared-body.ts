import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bytes that are the same for every caller, in each encoding, with their weak ETag. */
export interface SharedBody {
  etag: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Compressed once, so the strongest settings are affordable (off the event loop). The ETag is weak: the
 * three encodings are one representation. `etag` is given when the content already has a version (hash).
 */
export async function encodeOnce(raw: Buffer, etag?: string): Promise<SharedBody> {
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  return {
    etag: `W/"${etag ?? createHash('sha256').update(raw).digest('base64url').slice(0, 32)}"`,
    raw,
    gzip: gz,
    br,
  };
}

// Keyed by the value itself: a cache that replaces its object on invalidation (the catalogue) gets a new
// body, and the old one goes with the old object.
const bodies = new WeakMap<object, Promise<SharedBody>>();

/** The JSON of `value`, serialised and compressed once for as long as the same object is served. */
export function sharedJson(value: object, etag?: string): Promise<SharedBody> {
  let body = bodies.get(value);
  if (!body) {
    body = encodeOnce(Buffer.from(JSON.stringify(value)), etag);
    bodies.set(value, body);
    body.catch(() => bodies.delete(value));
  }
  return body;
}

/**
 * Sends a shared body: 304 when the client holds it, else the stored encoding it accepts (so the
 * compression plugin leaves it alone). Cache-Control is the route's.
 */
export function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: SharedBody,
  contentType = 'application/json; charset=utf-8',
) {
  reply.header('etag', body.etag);
  reply.header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .type(contentType)
    .send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.raw);
}

/** Whether the client already holds `etag` (If-None-Match, weak comparison as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/** The best stored encoding the client accepts: brotli, then gzip, else the raw bytes. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}
