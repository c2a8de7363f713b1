import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError, buildUrl, createHttpClient, httpErrorText } from './http-client.ts';

type Answer = { status: number; body?: string; statusText?: string } | Error;

/** A fake fetch that plays the given answers in order (the last one repeats) and records every call. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return new Response(answer.body ?? null, { status: answer.status, statusText: answer.statusText ?? '' });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (value: unknown) => JSON.stringify(value);
const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
const NOT_RETRIED = [400, 401, 403, 404, 422, 501];
const WRITES = ['post', 'put', 'patch', 'delete'] as const;

async function call(client: ReturnType<typeof createHttpClient>, method: 'get' | (typeof WRITES)[number]) {
  if (method === 'get') return client.get('/x');
  if (method === 'delete') return client.delete('/x');
  return client[method]('/x', { a: 1 });
}

describe('http client retries', () => {
  it.each(RETRIED)('retries a GET exactly once on %i', async (status) => {
    const f = fakeFetch({ status, body: json({ success: false, message: 'busy' }) });
    const client = createHttpClient({ fetch: f.fetch });
    await expect(client.get('/x')).rejects.toMatchObject({ status, message: 'busy' });
    expect(f.calls).toHaveLength(2);
  });

  it.each(RETRIED)('returns the retry answer when a GET on %i then succeeds', async (status) => {
    const f = fakeFetch({ status }, { status: 200, body: json({ ok: true }) });
    const client = createHttpClient({ fetch: f.fetch });
    await expect(client.get('/x')).resolves.toEqual({ ok: true });
    expect(f.calls).toHaveLength(2);
  });

  it.each(NOT_RETRIED)('does not retry a GET on %i', async (status) => {
    const f = fakeFetch({ status, body: json({ success: false, message: 'no' }) });
    await expect(createHttpClient({ fetch: f.fetch }).get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(f.calls).toHaveLength(1);
  });

  for (const method of WRITES) {
    it.each([...RETRIED, ...NOT_RETRIED])(
      `never retries ${method.toUpperCase()} (status %i)`,
      async (status) => {
        const f = fakeFetch({ status, body: json({ success: false, message: 'no' }) });
        await expect(call(createHttpClient({ fetch: f.fetch }), method)).rejects.toMatchObject({ status });
        expect(f.calls).toHaveLength(1);
      },
    );

    it(`never retries ${method.toUpperCase()} after a network error`, async () => {
      const f = fakeFetch(new TypeError('Failed to fetch'), { status: 200, body: '{}' });
      await expect(call(createHttpClient({ fetch: f.fetch }), method)).rejects.toMatchObject({
        kind: 'network',
        status: 0,
      });
      expect(f.calls).toHaveLength(1);
    });
  }

  it('retries a GET once after a network error and succeeds', async () => {
    const f = fakeFetch(new TypeError('Failed to fetch'), { status: 200, body: json([1, 2]) });
    await expect(createHttpClient({ fetch: f.fetch }).get('/x')).resolves.toEqual([1, 2]);
    expect(f.calls).toHaveLength(2);
  });

  it('gives up on a GET after two network errors with a plain message', async () => {
    const f = fakeFetch(new TypeError('Failed to fetch'));
    const error = await createHttpClient({ fetch: f.fetch })
      .get('/x')
      .catch((e: unknown) => e);
    expect(f.calls).toHaveLength(2);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'network', status: 0, method: 'GET', path: '/x' });
    expect((error as HttpError).message).toMatch(/could not reach the server/i);
    expect((error as HttpError).cause).toBeInstanceOf(TypeError);
  });

  it('does not retry an aborted GET and rethrows the abort', async () => {
    const f = fakeFetch(new DOMException('The operation was aborted.', 'AbortError'));
    const controller = new AbortController();
    controller.abort();
    const error = await createHttpClient({ fetch: f.fetch })
      .get('/x', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]!.init.signal).toBe(controller.signal);
  });
});

describe('http client errors', () => {
  it('carries the server message and field errors of an ApiError', async () => {
    const body = {
      success: false,
      message: 'Wrong password',
      code: 'bad_password',
      errors: { password_old: ['Wrong password', 'x'] },
    };
    const f = fakeFetch({ status: 422, body: json(body) });
    const error = (await createHttpClient({ fetch: f.fetch })
      .post('/rest/players/change-password/', {})
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.kind).toBe('status');
    expect(error.message).toBe('Wrong password');
    expect(error.code).toBe('bad_password');
    expect(error.errors).toEqual({ password_old: ['Wrong password', 'x'] });
    expect(error.fieldError('password_old')).toBe('Wrong password');
    expect(error.body).toEqual(body);
  });

  it('keeps the message when the field errors are malformed', async () => {
    const f = fakeFetch({ status: 400, body: json({ success: false, message: 'Bad', errors: 'oops' }) });
    const error = (await createHttpClient({ fetch: f.fetch })
      .get('/x')
      .catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('Bad');
    expect(error.errors).toBeUndefined();
  });

  it('says in plain words when an error answer is not JSON', async () => {
    const f = fakeFetch({ status: 404, statusText: 'Not Found', body: '<html>nope</html>' });
    const error = (await createHttpClient({ fetch: f.fetch })
      .get('/rest/thing/')
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(404);
    expect(error.message).toBe(
      'The server answered GET /rest/thing/ with status 404 Not Found and a body that is not JSON.',
    );
    expect(error.body).toBe('<html>nope</html>');
  });

  it('describes a JSON error answer without a message by its status', async () => {
    const f = fakeFetch({ status: 403, body: json({ nope: true }) });
    await expect(createHttpClient({ fetch: f.fetch }).get('/x')).rejects.toThrow(
      'The server answered GET /x with status 403.',
    );
  });

  it('fails with kind invalid-json when a 2xx answer is not JSON', async () => {
    const f = fakeFetch({ status: 200, body: 'hello' });
    await expect(createHttpClient({ fetch: f.fetch }).get('/x')).rejects.toMatchObject({
      kind: 'invalid-json',
      status: 200,
      message: 'The server answered GET /x with something that is not JSON.',
    });
  });

  it('returns undefined for an empty 2xx answer', async () => {
    const f = fakeFetch({ status: 204 });
    await expect(createHttpClient({ fetch: f.fetch }).delete('/x')).resolves.toBeUndefined();
  });
});

describe('http client schema', () => {
  const Schema = z.object({ id: z.string() });

  it('returns the parsed value when it matches', async () => {
    const f = fakeFetch({ status: 200, body: json({ id: 'a', extra: 1 }) });
    const value = await createHttpClient({ fetch: f.fetch }).get('/x', { schema: Schema });
    expect(value).toEqual({ id: 'a' });
  });

  it('throws invalid-shape when it does not match', async () => {
    const f = fakeFetch({ status: 200, body: json({ id: 1 }) });
    const error = (await createHttpClient({ fetch: f.fetch })
      .get('/x', { schema: Schema })
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toMatchObject({ kind: 'invalid-shape', status: 200 });
    expect(error.cause).toBeInstanceOf(z.ZodError);
    expect(f.calls).toHaveLength(1);
  });
});

describe('http client requests', () => {
  it('sends a GET with the query, credentials and Accept header and no body', async () => {
    const f = fakeFetch({ status: 200, body: '{}' });
    await createHttpClient({ fetch: f.fetch }).get('/rest/rewards/check-rewards/', {
      query: { invited_by: 'abc', page: 2, skip: undefined, none: null, tag: ['a', 'b'] },
    });
    const { url, init } = f.calls[0]!;
    expect(url).toBe('/rest/rewards/check-rewards/?invited_by=abc&page=2&tag=a&tag=b');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('sends a JSON body on writes', async () => {
    const f = fakeFetch({ status: 200, body: json({ success: true }) });
    const client = createHttpClient({ fetch: f.fetch });
    await client.post('/rest/terms/confirm/', { ids: [1, 2] });
    await client.put('/a', { b: 1 });
    await client.patch('/a', { c: 2 });
    await client.delete('/a', {}, { d: 3 });
    expect(f.calls.map((c) => [c.init.method, c.init.body])).toEqual([
      ['POST', '{"ids":[1,2]}'],
      ['PUT', '{"b":1}'],
      ['PATCH', '{"c":2}'],
      ['DELETE', '{"d":3}'],
    ]);
    for (const c of f.calls) {
      expect(c.init.credentials).toBe('same-origin');
      expect(c.init.headers).toMatchObject({
        Accept: 'application/json',
        'Content-Type': 'application/json',
      });
    }
  });

  it('adds x-csrf-token to state-changing requests only', async () => {
    const f = fakeFetch({ status: 200, body: '{}' });
    const client = createHttpClient({ fetch: f.fetch });
    client.setCsrfTokenProvider(() => 'tok');
    await client.get('/a');
    await client.post('/a', {});
    await client.delete('/a');
    const token = (i: number) => (f.calls[i]!.init.headers as Record<string, string>)['x-csrf-token'];
    expect(token(0)).toBeUndefined();
    expect(token(1)).toBe('tok');
    expect(token(2)).toBe('tok');

    client.setCsrfTokenProvider(() => null);
    await client.post('/a', {});
    expect(token(3)).toBeUndefined();
  });

  it('sends another session’s token in its own header, and tells of a 401 before throwing it', async () => {
    const f = fakeFetch({ status: 401, body: '{"success":false,"message":"Sign in."}' });
    const unauthorized: string[] = [];
    const client = createHttpClient({
      fetch: f.fetch,
      csrfHeader: 'x-bo-csrf',
      csrfToken: () => 'bo-tok',
      onUnauthorized: (path) => unauthorized.push(path),
    });
    await expect(client.post('/rest/backoffice/x/', {}, { query: { a: 1 } })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Sign in.',
    });
    expect(f.calls[0]!.init.headers).toMatchObject({ 'x-bo-csrf': 'bo-tok' });
    expect(f.calls[0]!.init.headers).not.toHaveProperty('x-csrf-token');
    expect(unauthorized).toEqual(['/rest/backoffice/x/']);
  });

  it('prefixes the base URL', async () => {
    const f = fakeFetch({ status: 200, body: '{}' });
    await createHttpClient({ fetch: f.fetch, baseUrl: 'http://localhost:3000' }).get('/a', {
      query: { t: 1 },
    });
    expect(f.calls[0]!.url).toBe('http://localhost:3000/a?t=1');
  });
});

describe('buildUrl', () => {
  it('appends to an existing query', () => {
    expect(buildUrl('/a?x=1', { y: 'z w' })).toBe('/a?x=1&y=z+w');
  });
  it('leaves the path alone without values', () => {
    expect(buildUrl('/a', { y: undefined })).toBe('/a');
    expect(buildUrl('/a')).toBe('/a');
  });
});

describe('httpErrorText', () => {
  const t = (key: string) => `t:${key}`;
  const make = (init: Partial<ConstructorParameters<typeof HttpError>[0]>) =>
    new HttpError({ kind: 'status', status: 500, method: 'GET', path: '/x', message: 'debug', ...init });

  it('prefers the server message', () => {
    expect(httpErrorText(make({ serverMessage: 'Wrong password' }), t)).toBe('Wrong password');
  });
  it('words a refusal during a break in the reader’s language, whatever sentence the server sent', () => {
    const refusal = make({ status: 403, code: 'player_on_break', serverMessage: 'You are taking a break…' });
    expect(httpErrorText(refusal, t)).toBe('t:platform.http.onBreak');
  });
  it('maps the other kinds to translated texts', () => {
    expect(httpErrorText(make({ kind: 'network', status: 0 }), t)).toBe('t:platform.http.network');
    expect(httpErrorText(make({ kind: 'invalid-json' }), t)).toBe('t:platform.http.invalidAnswer');
    expect(httpErrorText(make({ kind: 'invalid-shape' }), t)).toBe('t:platform.http.invalidAnswer');
    expect(httpErrorText(make({}), t)).toBe('t:platform.http.failed');
    expect(httpErrorText(new Error('x'), t)).toBe('t:platform.http.failed');
  });
  it('only sets serverMessage when the server sent one', async () => {
    const withMessage = fakeFetch({ status: 400, body: json({ success: false, message: 'Nope' }) });
    const e1 = (await createHttpClient({ fetch: withMessage.fetch })
      .get('/x')
      .catch((e: unknown) => e)) as HttpError;
    expect(e1.serverMessage).toBe('Nope');
    const without = fakeFetch({ status: 400, body: json({}) });
    const e2 = (await createHttpClient({ fetch: without.fetch })
      .get('/x')
      .catch((e: unknown) => e)) as HttpError;
    expect(e2.serverMessage).toBeUndefined();
  });
});
