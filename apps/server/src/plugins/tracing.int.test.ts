import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '@casino/core/testing';
import type { Config } from '../config.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { REQUEST_ID_HEADER } from './logging.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

/** A real OTLP/HTTP receiver on loopback: keeps every span of every JSON export it is sent. */
function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/v1/traces');
      expect(request.headers['content-type']).toMatch(/json/);
      const payload = JSON.parse(body) as {
        resourceSpans: Array<{
          resource: { attributes: OtlpSpan['attributes'] };
          scopeSpans: Array<{ spans: OtlpSpan[] }>;
        }>;
      };
      for (const resource of payload.resourceSpans) {
        for (const a of resource.resource.attributes)
          if (a.key === 'service.name') services.add(String(a.value.stringValue));
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans, services };
}

const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

describe.each(databaseKinds())('OpenTelemetry traces on %s', (kind) => {
  const receiver = otlpReceiver();
  // Filled in once the receiver listens (the app is built after this hook).
  const overrides: Partial<Config> = {};
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.server.address() as AddressInfo;
    overrides.tracing = { endpoint: `http://127.0.0.1:${port}`, serviceName: 'casino-trace-test' };
  });
  const t = setupTestApp(kind, overrides);
  afterAll(() => new Promise((resolve) => receiver.server.close(resolve)));

  it('exports a span for a request and its database statements, linked, over OTLP', async () => {
    const requestId = 'trace-test-request-0001';
    const ready = await t.app.inject({
      method: 'GET',
      url: '/readyz',
      headers: { [REQUEST_ID_HEADER]: requestId },
    });
    expect(ready.statusCode).toBe(200);

    await vi.waitFor(
      () => expect(receiver.spans.some((s) => attribute(s, 'casino.request_id') === requestId)).toBe(true),
      { timeout: 20_000, interval: 50 },
    );
    const http = receiver.spans.find((s) => attribute(s, 'casino.request_id') === requestId)!;
    expect(http).toMatchObject({ name: 'GET /readyz', kind: 2 });
    expect(attribute(http, 'http.route')).toBe('/readyz');
    expect(receiver.services).toEqual(new Set(['casino-trace-test']));
    await vi.waitFor(() => expect(receiver.spans.some((s) => s.parentSpanId === http.spanId)).toBe(true), {
      timeout: 20_000,
      interval: 50,
    });
    const statement = receiver.spans.find((s) => s.parentSpanId === http.spanId)!;
    expect(statement).toMatchObject({ traceId: http.traceId, name: 'SELECT', kind: 3 });
    expect(attribute(statement, 'db.query.text')).toMatch(/select 1/i);
  });
});

describe('tracing off', () => {
  const t = setupTestApp('pglite');
  it('starts no tracer without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(t.app.services.config.tracing).toBeNull();
    expect(t.app.services.tracing).toBeNull();
  });
});
