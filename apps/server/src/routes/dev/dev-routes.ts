import type { FastifyPluginAsync } from 'fastify';
import { listOutboxMessages, type OutboxMessage } from '@casino/core';
import { cspNonce } from '../../plugins/security.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Only our own links become anchors; anything else stays text. */
const safeHref = (link: string) => (/^https?:\/\//i.test(link) ? link : null);

function renderMessage(m: OutboxMessage): string {
  const href = m.link ? safeHref(m.link) : null;
  const status = m.status === 'outbox' ? '' : `<span class="tag ${m.status}">${m.status}</span>`;
  return `<article class="message" data-channel="${m.channel}" data-recipient="${escapeHtml(m.recipient)}">
  <header>
    <span class="tag ${m.channel}">${m.channel === 'email' ? 'Email' : 'SMS'}</span>${status}
    <strong class="to">${escapeHtml(m.recipient)}</strong>
    <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>
  </header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <pre>${escapeHtml(m.bodyText)}</pre>
  ${href ? `<p><a class="link" href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>` : ''}
  ${m.error ? `<p class="error">${escapeHtml(m.error)}</p>` : ''}
</article>`;
}

function renderPage(messages: OutboxMessage[], to: string | null, nonce: string): string {
  const list = messages.length
    ? messages.map(renderMessage).join('\n')
    : `<p class="empty">No messages${to ? ` for ${escapeHtml(to)}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox</title>
<style nonce="${nonce}">
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 860px; padding: 24px 16px 48px; line-height: 1.45; }
  h1 { margin: 0 0 4px; font-size: 1.6rem; }
  .lead { margin: 0 0 20px; opacity: 0.75; }
  .message { border: 1px solid rgb(128 128 128 / 0.35); border-radius: 12px; padding: 14px 16px; margin: 0 0 14px; }
  .message header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .message time { margin-left: auto; font-size: 0.85rem; opacity: 0.7; }
  .message h2 { margin: 10px 0 0; font-size: 1.05rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 10px 0 0; }
  .tag { font-size: 0.75rem; font-weight: 700; text-transform: uppercase; padding: 2px 8px; border-radius: 999px; background: rgb(128 128 128 / 0.2); }
  .tag.email { background: rgb(60 120 255 / 0.2); }
  .tag.sms { background: rgb(40 180 120 / 0.25); }
  .tag.failed { background: rgb(230 60 60 / 0.3); }
  a.link { word-break: break-all; font-weight: 600; }
  .error { color: #d33; }
  .empty { opacity: 0.7; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p class="lead">Emails and text messages this server would have sent: the latest 50, newest first. SMTP_URL is not set, so nothing leaves this machine.${to ? ` Showing messages to <strong>${escapeHtml(to)}</strong> — <a href="/dev/outbox/">show all</a>.` : ''}</p>
${list}
</body>
</html>`;
}

/**
 * GET /dev/outbox/: the development mailbox, with live reset links in it. It exists only while mail stays
 * in the outbox (no SMTP_URL) and the server is not a public deployment, and even then answers only with
 * the operator token (x-ops-token): a reverse proxy on the same host makes every request come from
 * loopback, so the address proves nothing. `?to=` shows one recipient's messages.
 */
export const devRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'config'>> = async (app, options) => {
  if (options.config.smtpUrl || options.config.publicDeployment) return;
  defineRoute(app, 'GET', '/dev/outbox/', {
    guard: 'operator',
    handler: async (request, reply) => {
      const query = request.query as { to?: unknown };
      const raw = typeof query.to === 'string' ? query.to : '';
      // An unescaped + of a phone number arrives as a space.
      const to = (/^ \d+$/.test(raw) ? `+${raw.slice(1)}` : raw.trim()).toLowerCase() || null;
      const messages = await listOutboxMessages(options.db, 50, to ?? undefined);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply.send(renderPage(messages, to, cspNonce(reply)));
    },
  });
};
