import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REALTIME_PATH } from '@casino/contracts';
import { loadConfig } from './config.ts';

/**
 * The container files cannot be built on the CI machines: this keeps them pointing at what exists (the
 * start script, the port, the balancer's config and its variables, the configuration names the app reads).
 */
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}

describe('Dockerfile and deploy/compose.yaml', () => {
  const dockerfile = read('Dockerfile');
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const haproxy = read('deploy/haproxy.cfg');

  it("runs the same start script as npm start, as a non-root user, on the port the app's configuration names", () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd && (JSON.parse(cmd) as string[]).join(' ')).toBe(start);
    expect(dockerfile).toMatch(/^FROM node:20-slim AS build$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    // Every file the image copies by name exists.
    for (const [, path] of dockerfile.matchAll(/^COPY (?!--from)(\S+) /gm))
      if (path !== '.') expect(() => read(path!)).not.toThrow();
    const port = /PORT=(\d+)/.exec(dockerfile)?.[1];
    expect(dockerfile).toContain(`EXPOSE ${port}`);
    expect(dockerfile).toContain('/readyz');
  });

  it('runs two app processes of that image behind HAProxy with the repository config, on PostgreSQL and Redis', () => {
    const { app1, app2, postgres, redis, haproxy: lb } = compose.services;
    for (const app of [app1!, app2!]) {
      expect(app.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
      const env = app.environment!;
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      // Every variable is one the configuration knows, and the values given parse.
      const given = Object.fromEntries(
        Object.entries(env).filter(([, v]) => !String(v).startsWith('${')),
      ) as Record<string, string>;
      const config = loadConfig({
        ...given,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATA_DIR: '/tmp/casino-deploy-files-test',
        SESSION_SECRET: 'x'.repeat(48),
        AUDIT_HMAC_KEY: 'y'.repeat(48),
      });
      expect(config.shutdown.drainMs).toBeGreaterThanOrEqual(4000);
      // Docker's SIGKILL comes after the app's own bound.
      expect(Number.parseInt(app.stop_grace_period!) * 1000).toBeGreaterThan(config.shutdown.timeoutMs);
      expect(config.trustedProxies).toEqual([
        (lb as { networks: { site: { ipv4_address: string } } }).networks.site.ipv4_address,
      ]);
    }
    expect(postgres!.image).toMatch(/^postgres:/);
    expect(redis!.image).toMatch(/^redis:/);
    expect(lb!.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    // The balancer's variables are the ones its config reads, and point at the apps' port.
    const used = new Set([...haproxy.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
    for (const name of ['HAPROXY_BIND', 'HAPROXY_ADMIN_SOCKET', 'APP1', 'APP2'])
      expect(used.has(name) && lb!.environment![name]).toBeTruthy();
    const port = /PORT=(\d+)/.exec(dockerfile)?.[1];
    expect(lb!.environment!.APP1).toBe(`app1:${port}`);
    expect(lb!.environment!.APP2).toBe(`app2:${port}`);
  });

  it("has HAProxy check /readyz and keep only Socket.IO's path sticky", () => {
    expect(haproxy).toContain('option httpchk GET /readyz');
    expect(haproxy).toContain(`use_backend realtime if { path_beg ${REALTIME_PATH}/ }`);
    const app = haproxy.slice(haproxy.indexOf('backend app'), haproxy.indexOf('backend realtime'));
    expect(app).not.toContain('cookie');
    expect(haproxy.slice(haproxy.indexOf('backend realtime'))).toContain('cookie io_srv insert');
  });
});
