import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { RequestServices } from '@casino/web/server-context';

export const WEB_ROOT = join(import.meta.dirname, '../../../web');
const BUILD_DIR = join(WEB_ROOT, 'build');

export type WebMode = 'production' | 'development' | 'none';

type EntryModule = ServerBuild['entry']['module'] & {
  requestServicesContext: Parameters<RouterContextProvider['set']>[0];
};

/** The id the build wrote into builds/latest.json: what the running client compares against. */
export function readBuildId(): string {
  const manifest = join(BUILD_DIR, 'client/builds/latest.json');
  return existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { id: string }).id
    : 'development';
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(response.body);
}

/**
 * Hosts the React Router app: static client assets, then every other GET/HEAD/POST that no API route
 * claimed goes through React Router's request handler.
 */
export async function registerWeb(
  app: FastifyInstance,
  mode: Exclude<WebMode, 'none'>,
  services: (request: FastifyRequest, reply: FastifyReply) => RequestServices,
) {
  let loadBuild: () => Promise<ServerBuild>;
  if (mode === 'production') {
    const serverEntry = join(BUILD_DIR, 'server/index.js');
    if (!existsSync(serverEntry))
      throw new Error(`No web build at ${serverEntry}: run "npm run build" first`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: join(BUILD_DIR, 'client'),
      wildcard: false,
      // Hashed assets never change; the build manifest must never be cached.
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('latest.json')) reply.header('cache-control', 'no-store');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  } else {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({
      root: WEB_ROOT,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.get('/builds/latest.json', async (_req, reply) =>
      reply.header('cache-control', 'no-store').send({ id: 'development' }),
    );
  }

  const handle = createRequestHandler(loadBuild, mode);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const build = await loadBuild();
    const context = new RouterContextProvider();
    context.set((build.entry.module as EntryModule).requestServicesContext, services(request, reply));
    const response = await handle(toWebRequest(request, reply), context);
    return sendWebResponse(reply, response);
  };
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler });
}
