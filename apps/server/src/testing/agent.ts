import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../plugins/session.ts';

/**
 * A browser stand-in for inject(): keeps cookies between requests and sends the CSRF header the way
 * the web client does. One agent is one visitor.
 */
export function createAgent(app: App, defaults: { host?: string } = {}) {
  const jar = new Map<string, string>();
  const remember = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) {
      if (
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === ''
      )
        jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request(options: InjectOptions & { csrf?: boolean }) {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && options.csrf !== false && !jar.has(CSRF_COOKIE))
      remember(
        await app.inject({
          url: '/rest/app/init/',
          headers: { host: defaults.host ?? 'localhost', cookie: cookieHeader() },
        }),
      );
    const headers: Record<string, string> = {
      host: defaults.host ?? 'localhost',
      ...(options.headers as Record<string, string>),
    };
    if (jar.size) headers.cookie = cookieHeader();
    if (method !== 'GET' && options.csrf !== false && jar.has(CSRF_COOKIE))
      headers[CSRF_HEADER] = jar.get(CSRF_COOKIE)!;
    return remember(await app.inject({ ...options, headers }));
  }

  return {
    jar,
    request,
    get: (url: string, options: Omit<InjectOptions, 'url' | 'method'> = {}) =>
      request({ ...options, url, method: 'GET' }),
    post: (
      url: string,
      payload?: unknown,
      options: Omit<InjectOptions, 'url' | 'method' | 'payload'> & { csrf?: boolean } = {},
    ) => request({ ...options, url, method: 'POST', payload: payload as InjectOptions['payload'] }),
  };
}

export type Agent = ReturnType<typeof createAgent>;

/** An agent signed in as the given player, through the real sign-in endpoint. */
export async function signedInAgent(app: App, credentials: { email: string; password: string }) {
  const agent = createAgent(app);
  const response = await agent.post('/rest/login/', credentials);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return agent;
}
