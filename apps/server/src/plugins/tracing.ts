import type { FastifyInstance } from 'fastify';
import type { Span, Tracer } from '@opentelemetry/api';
import type { Database } from '@casino/core';
import { currentWorkScope, runInScope } from './logging.ts';

/**
 * OpenTelemetry traces (docs/observability.md, "Traces"): a span per HTTP request, per database statement
 * and per job run, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. Without an endpoint nothing here
 * is loaded: the SDK is imported only when tracing starts. Parents come from the app's own work scope (the
 * request or job running), so no global context manager is installed.
 */
export interface Tracing {
  tracer: Tracer;
  /** Sends what is buffered and stops the exporter (on close). */
  shutdown(): Promise<void>;
}

export async function startTracing(options: {
  endpoint: string | undefined;
  serviceName: string;
}): Promise<Tracing | null> {
  if (!options.endpoint) return null;
  const [{ BasicTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, '')}/v1/traces` });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  return {
    tracer: provider.getTracer('casino-server'),
    shutdown: () => provider.shutdown(),
  };
}

/** The span of the work running now (a request, a job), if tracing is on. */
const currentSpan = () => currentWorkScope()?.span as Span | undefined;

/** A span per HTTP request, named by its route pattern; its id goes into the scope for its statements. */
export async function registerHttpTracing(app: FastifyInstance, tracing: Tracing) {
  const { SpanKind, SpanStatusCode } = await import('@opentelemetry/api');
  const spans = new WeakMap<object, Span>();
  app.addHook('onRequest', async (request) => {
    const span = tracing.tracer.startSpan(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`, {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': request.method,
        'http.route': request.routeOptions.url ?? 'unmatched',
        'casino.request_id': request.id,
      },
    });
    spans.set(request, span);
    const scope = currentWorkScope();
    if (scope) scope.span = span;
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}

/** A child span of the current request or job for each database statement. */
export async function traceDatabase(database: Database, tracing: Tracing): Promise<() => void> {
  const { SpanKind, SpanStatusCode, context, trace } = await import('@opentelemetry/api');
  return database.observe((text) => {
    const parent = currentSpan();
    const span = tracing.tracer.startSpan(
      text.trimStart().split(/\s/, 1)[0]?.toUpperCase() || 'SQL',
      {
        kind: SpanKind.CLIENT,
        // The statement's text, never its parameters (values may be personal).
        attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 2000) },
      },
      parent ? trace.setSpan(context.active(), parent) : undefined,
    );
    return (error) => {
      if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: String(error).slice(0, 200) });
      span.end();
    };
  });
}

/** Runs a job in a span of its own (a child of nothing: jobs outlive the request that sent them). */
export async function tracedJob<R>(
  tracing: Tracing | null,
  job: { name: string; requestId?: string },
  run: () => Promise<R>,
): Promise<R> {
  const scope = { ...(job.requestId ? { requestId: job.requestId } : {}) };
  if (!tracing) return runInScope(scope, run);
  const { SpanStatusCode } = await import('@opentelemetry/api');
  const span = tracing.tracer.startSpan(`job ${job.name}`, {
    attributes: { 'casino.job': job.name, ...(job.requestId ? { 'casino.request_id': job.requestId } : {}) },
  });
  try {
    return await runInScope({ ...scope, span }, run);
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: String(error).slice(0, 200) });
    throw error;
  } finally {
    span.end();
  }
}
