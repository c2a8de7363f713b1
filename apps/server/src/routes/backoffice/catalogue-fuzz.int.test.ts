import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { tables } from '@casino/core';
import { setupTestApp } from '../../testing/test-app.ts';
import { hostileValue, jsonSchemaOf, mutatedOf } from '../../testing/fuzz-arbitraries.ts';
import { isReadableMessage } from '../../testing/readable.ts';
import { signInOperator } from '../../testing/operators.ts';

const seed = Number(process.env.FUZZ_SEED ?? (process.env.CI ? 20_261_125 : randomInt(2 ** 31 - 1)));
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
const OURS = /^\/rest\/backoffice\/(games|offers|banners|content)\//;

const text = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : { value };

/**
 * The games, offers, banners and content endpoints fed generated and broken requests by an admin (who passes
 * every permission check, so the handlers themselves answer): never a 5xx, every 4xx in words, and a refusal
 * writes no audit row (every change is audited in its own transaction, so no audit row means no change).
 */
describe('back-office catalogue endpoints under generated input (admin)', () => {
  const t = setupTestApp('pglite', { rateLimitMultiplier: 1000 });
  const audits = async () => Number((await t.database.db.select({ n: count() }).from(tables.auditLog))[0]!.n);

  it('answer without a 5xx, refuse in words, and audit (change) nothing they refuse', async () => {
    console.info(`catalogue fuzz seed ${seed} (replay with FUZZ_SEED=${seed})`);
    const { headers } = await signInOperator(t.app, { role: 'admin' });
    const routes = t.routes.filter((route: RouteOptions) => OURS.test(route.url) && route.method !== 'HEAD');
    expect(routes.map((r) => `${String(r.method)} ${r.url}`)).toHaveLength(18);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const schema = route.schema ?? {};
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m) => m !== 'HEAD',
      );
      for (const method of methods) {
        const request = fc.record({
          params: fc.oneof(mutatedOf(jsonSchemaOf(schema.params)), hostileValue),
          query: mutatedOf(jsonSchemaOf(schema.querystring)),
          body: mutatedOf(jsonSchemaOf(schema.body)),
        });
        const property = fc.asyncProperty(request, async (input) => {
          const params = record(input.params);
          const path = route.url.replace(
            /:(\w+)/g,
            (_, name: string) =>
              // Lone surrogates become U+FFFD through UTF-8, as a browser sends them.
              encodeURIComponent(Buffer.from(text(params[name] ?? params.value ?? 'x')).toString()) || '%20',
          );
          const search = new URLSearchParams(
            Object.entries(record(input.query)).map(([key, value]) => [key, text(value)]),
          ).toString();
          const before = await audits();
          const response = await t.app.inject({
            method,
            url: `${path}${search ? `?${search}` : ''}`,
            headers,
            ...(method !== 'GET' && method !== 'DELETE'
              ? {
                  payload:
                    typeof input.body === 'object' && input.body !== null
                      ? (input.body as object)
                      : text(input.body),
                }
              : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) return false;
          if (response.statusCode < 400) return true;
          if (!isReadableMessage(response.json().message)) return false;
          return (await audits()) === before;
        });
        const result = await fc.check(property, { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true });
        if (result.failed)
          failures.push(
            `${String(method)} ${route.url}: ${JSON.stringify(result.counterexample).slice(0, 400)}`,
          );
      }
    }
    console.info('answers by status', Object.fromEntries(statuses));
    expect(failures, `seed ${seed}`).toEqual([]);
    // The handlers were reached: some generated requests were valid.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
  }, 300_000);
});
