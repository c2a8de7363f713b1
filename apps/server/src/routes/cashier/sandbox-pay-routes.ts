import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DomainError, sandboxChallengePath, type SandboxProvider } from '@casino/core';
import { cspNonce } from '../../plugins/security.ts';
import { defineRoute } from '../../http/define-route.ts';

const RefParamsSchema = z.object({ ref: z.string().regex(/^sbx_[0-9a-f]{24}$/, 'Unknown verification.') });
const ChallengeFormSchema = z.object({ result: z.enum(['pass', 'fail']) });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained page, no external assets: its style (and script) carry the response's CSP nonce. */
function page(nonce: string, title: string, body: string, script = '') {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
  body{margin:0;font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f5f7;color:#1d2330;
    display:flex;min-height:100vh;align-items:center;justify-content:center}
  main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px;max-width:360px;width:calc(100% - 32px);text-align:center}
  h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;color:#4a5263}.tag{font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#7a8294;margin-bottom:12px}
  form{display:flex;gap:12px}button{flex:1;padding:12px;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer}
  .pass{background:#1f8a4c;color:#fff}.fail{background:#e8eaef;color:#1d2330}button:focus-visible{outline:3px solid #2d6cdf;outline-offset:2px}
</style></head>
<body><main><div class="tag">Sandbox bank · 3-D Secure</div>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}

function challengePage(nonce: string, ref: string, amountCents: number, last4: string | null) {
  const amount = `$${(amountCents / 100).toFixed(2)}`;
  return page(
    nonce,
    'Verify your payment',
    `<h1>Verify your payment</h1>
<p>Confirm the payment of <strong>${amount}</strong>${last4 ? ` with the card ending ${escapeHtml(last4)}` : ''}.</p>
<p>This is a test bank page: choose the result.</p>
<form method="post" action="${sandboxChallengePath(ref)}">
<button class="pass" type="submit" name="result" value="pass">Pass</button>
<button class="fail" type="submit" name="result" value="fail">Fail</button>
</form>`,
  );
}

function donePage(nonce: string, paymentId: string, passed: boolean) {
  const message = JSON.stringify({ type: 'sandbox-3ds', paymentId, passed }).replace(/</g, '\\u003c');
  return page(
    nonce,
    'Verification done',
    `<h1>Verification done</h1><p>${passed ? 'The verification passed.' : 'The verification failed.'} You can return to the payment.</p>`,
    `window.parent.postMessage(${message}, '*');`,
  );
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);

/**
 * The sandbox provider's hosted 3-D Secure page (shown in the cashier's iframe). A real provider hosts
 * this on its own domain; the sandbox lives in this server, so its page is same-origin and fits the
 * app's CSP (frame-src 'self', inline script with the response's nonce).
 */
export const sandboxPayRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  // Plain HTML form posts (application/x-www-form-urlencoded), in this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const notFoundPage = (nonce: string) =>
    page(nonce, 'Verification not found', '<h1>Verification not found</h1><p>Start the payment again.</p>');

  defineRoute(app, 'GET', '/sandbox-pay/challenge/:ref', {
    guard: 'open',
    schema: { params: RefParamsSchema },
    handler: async (request, reply) => {
      const nonce = cspNonce(reply);
      const charge = await sandbox.findCharge(request.params.ref);
      if (!charge) return sendHtml(reply, 404, notFoundPage(nonce));
      if (charge.status !== 'challenge')
        return sendHtml(reply, 200, donePage(nonce, charge.merchantPaymentId, charge.status !== 'failed'));
      return sendHtml(reply, 200, challengePage(nonce, charge.ref, charge.amountCents, charge.cardLast4));
    },
  });

  defineRoute(app, 'POST', '/sandbox-pay/challenge/:ref', {
    guard: 'open',
    config: { csrf: false },
    schema: { params: RefParamsSchema, body: ChallengeFormSchema },
    handler: async (request, reply) => {
      const nonce = cspNonce(reply);
      try {
        const { paymentId, passed } = await sandbox.submitChallenge(
          request.params.ref,
          request.body.result === 'pass',
        );
        return sendHtml(reply, 200, donePage(nonce, paymentId, passed));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const charge = await sandbox.findCharge(request.params.ref);
        if (!charge) return sendHtml(reply, 404, notFoundPage(nonce));
        // Answered already (a double click): show the first result again.
        return sendHtml(reply, 409, donePage(nonce, charge.merchantPaymentId, charge.status !== 'failed'));
      }
    },
  });
};
