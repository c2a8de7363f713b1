import { randomBytes } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';

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

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as NonceCarrier).cspNonce}'`;

/** Compression, a CSP nonce per response and the security headers (helmet, Permissions-Policy). */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  // Pages and catalogue answers are hundreds of kilobytes of text: compress them. Every chunk is flushed,
  // so a streamed page still reaches the browser in pieces (shell and skeletons first); brotli at a
  // level cheap enough for dynamic responses.
  await app.register(compress, {
    threshold: 1024,
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
    brotliOptions: {
      flush: zlibConstants.BROTLI_OPERATION_FLUSH,
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
  // A fresh nonce per response lets React Router's inline scripts run under a strict CSP.
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as NonceCarrier).cspNonce = randomBytes(16).toString('base64');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
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
}
