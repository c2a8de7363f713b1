import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { pickEncoding } from '../http/shared-body.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from 'helmet';

type NonceCarrier = { cspNonce?: string };

/** This response's CSP nonce, for the inline scripts and `<style>` elements a page of ours writes. */
export const cspNonce = (reply: FastifyReply) => (reply.raw as NonceCarrier).cspNonce ?? '';

export interface SecurityOptions {
  /** The strict CSP is for the production build; the dev server injects scripts of its own. */
  strictCsp: boolean;
  /** Error reports go to Sentry's origin. */
  sentryDsn?: string | null;
}

/**
 * Browser features no page of ours uses are off for us and every frame we embed; geolocation (the
 * sweepstakes region check), fullscreen (the game modal) and payment (Apple Pay in the cashier) stay for
 * our own origin only.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), usb=(), fullscreen=(self), payment=(self)';

/**
 * Scripts, style sheets, images and fonts of the build and the game art: never documents, so the page headers
 * (CSP and its nonce, Permissions-Policy, framing, referrer, …) do nothing on them, and on a first load over
 * HTTP/1.1 they were ≈ 0.9 kB more to download per file (issue #12). They keep what applies to a subresource.
 * SVG is left out: opened on its own it is a document.
 */
const SUBRESOURCE = /^\/(?:assets|img)\/[^?#]*\.(?:js|css|webp|png|jpe?g|woff2?)(?:[?#]|$)/;
const SUBRESOURCE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as NonceCarrier).cspNonce}'`;

const COMPRESS_THRESHOLD = 1024;
/** Larger bodies go to the plugin's stream, whose zlib work runs off the event loop. */
const IN_ONE_CALL_LIMIT = 64 * 1024;
const COMPRESSIBLE = /json|text|javascript|xml|svg/i;
/** Brotli at a level cheap enough for dynamic responses. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
/** Recently compressed bodies kept (each under IN_ONE_CALL_LIMIT: 16 MB at the very most, ~2 MB of app inits). */
const RECENT_BODIES = 128;

/**
 * The compressed bytes of the bodies sent lately, by encoding and text: a dynamic answer that did not
 * change since it was last sent (a player's app init between two balance changes) is not compressed again.
 * Same text, same bytes, so nothing can be stale; least recently used first out.
 */
function recentlyCompressed() {
  const recent = new Map<string, Buffer>();
  return (encoding: 'br' | 'gzip', text: string): Buffer => {
    const key = encoding + text;
    let bytes = recent.get(key);
    if (bytes) recent.delete(key);
    else bytes = encoding === 'br' ? brotliCompressSync(text, BROTLI_OPTIONS) : gzipSync(text);
    recent.set(key, bytes);
    if (recent.size > RECENT_BODIES) recent.delete(recent.keys().next().value!);
    return bytes;
  };
}

/** Compression, a CSP nonce per response and the security headers (helmet, Permissions-Policy). */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  // @fastify/compress pipes every body through zlib streams (peek-stream, pump): for the API's small JSON
  // answers that machinery cost more than the compression (a CPU profile of a signed-in app init). A body
  // already in memory is compressed here in one call, same encodings and quality; the plugin sees the
  // Content-Encoding and leaves it, and keeps streams (the pages) for itself.
  const compressed = recentlyCompressed();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined)
      return payload;
    const length = Buffer.byteLength(payload);
    if (length < COMPRESS_THRESHOLD || length > IN_ONE_CALL_LIMIT) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding|\*/i.test(vary))
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', encoding);
    if (typeof payload === 'string') return compressed(encoding, payload);
    return encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload);
  });
  // Pages and catalogue answers are hundreds of kilobytes of text: compress them. Every chunk is flushed,
  // so a streamed page still reaches the browser in pieces (shell and skeletons first); brotli at a
  // level cheap enough for dynamic responses.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlibConstants.BROTLI_OPERATION_FLUSH, ...BROTLI_OPTIONS },
  });
  // Helmet's middleware built once: @fastify/helmet built it again in every request's hook (issue #12).
  const securityHeaders = helmet({
    contentSecurityPolicy: options.strictCsp
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", nonceSource],
            // Style elements by nonce (styles libraries write at run time are adopted sheets, see
            // apps/web/app/lib/adopted-styles.ts); style attributes (React's style={…}) stay allowed.
            styleSrc: ["'self'", nonceSource],
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            connectSrc: ["'self'", ...(options.sentryDsn ? [new URL(options.sentryDsn).origin] : [])],
            fontSrc: ["'self'", 'data:'],
            frameSrc: ["'self'"],
            // Plain-http local runs must keep loading their own assets.
            upgradeInsecureRequests: null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  // One hook per request: a fresh nonce (React Router's inline scripts run under a strict CSP; helmet's
  // policy reads it), the Permissions-Policy, then helmet's headers.
  app.addHook('onRequest', (request, reply, done) => {
    if (SUBRESOURCE.test(request.url)) {
      reply.headers(SUBRESOURCE_HEADERS);
      return done();
    }
    (reply.raw as NonceCarrier).cspNonce = randomBytes(16).toString('base64');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
