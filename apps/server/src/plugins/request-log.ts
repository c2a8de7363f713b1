import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Request lines cost as much as the cheapest routes themselves (two lines a request at info). At info
 * only what someone acts on is written: failed (5xx, errors) and slow requests; every request's
 * incoming and completed lines stay available at debug.
 */
export class RequestLog extends LogController {
  /** A request slower than this (ms) is logged at info even when it succeeded. */
  readonly slowMs: number;

  constructor(options: { slowMs?: number } = {}) {
    // Every line of a request names it as `requestId` (plugins/logging.ts; the same key jobs log).
    super({ requestIdLogLabel: 'requestId' });
    this.slowMs = options.slowMs ?? 1000;
  }

  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (reply.statusCode >= 500 || reply.elapsedTime >= this.slowMs)
      reply.log.info(line, 'request completed');
    // Pino's methods below its level are no-ops: at info nothing is serialised here.
    else reply.log.debug(line, 'request completed');
  }
}
