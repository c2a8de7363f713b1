import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer of the server. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The `fetch` the tests of the calling scope (a file or a `describe`) answer: the mock starts afresh before
 * each test, with `answer` as its implementation when given, and after it the page is cleaned and the real
 * fetch is back. The one fetch mock of the web app's tests, player site and back-office alike.
 */
export function mockFetch(answer?: typeof fetch) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    if (answer) fetchMock.mockImplementation(answer);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** What was sent: each call's URL and its JSON body (`null` without one). */
export const sentRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null,
  }));
