import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

async function serverLogging(level: string, slowMs?: number) {
  const lines: Array<{ level: number; msg: string; res?: { statusCode: number } }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog({ slowMs }) });
  app.get('/ok', async () => 'ok');
  app.get('/broken', async (_request, reply) => reply.status(503).send('down'));
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes nothing at info for a quick successful request', async () => {
    const { app, lines } = await serverLogging('info');
    await app.inject('/ok');
    expect(lines).toEqual([]);
  });

  it('writes failed requests at info', async () => {
    const { app, lines } = await serverLogging('info');
    await app.inject('/broken');
    expect(lines).toMatchObject([{ level: 30, msg: 'request completed', res: { statusCode: 503 } }]);
  });

  it('writes slow requests at info', async () => {
    const { app, lines } = await serverLogging('info', 0);
    await app.inject('/ok');
    expect(lines).toMatchObject([{ level: 30, msg: 'request completed', res: { statusCode: 200 } }]);
  });

  it('writes every request, coming and done, at debug', async () => {
    const { app, lines } = await serverLogging('debug');
    await app.inject('/ok');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
  });
});
