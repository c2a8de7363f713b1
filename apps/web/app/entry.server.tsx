import { createReadableStreamFromReadable } from '@react-router/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { createQueryClient } from './lib/query/api-query.ts';
import { hydrateAfterPaint } from './lib/html/hydrate-after-paint.server.ts';
import { requestServicesContext } from './lib/server-context.ts';

// The Fastify host sets request services on this exact context object, so it must come from the build.
export { requestServicesContext };

export const streamTimeout = 5000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const services = loadContext.get(requestServicesContext);
  const nonce = services.nonce || undefined;
  const waitForAll =
    isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode || services.wholeDocument;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      // A client per request: what one player's page caches never reaches another's (ADR 0018).
      <QueryClientProvider client={createQueryClient()}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </QueryClientProvider>,
      {
        nonce,
        // A page sent whole has every section in place, none written after the shell for a script to move in
        // (React outlines one over 12.8 kB): the lobby's banners and rows, its LCP, are in the first paint.
        ...(services.wholeDocument ? { progressiveChunkSize: Infinity } : {}),
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // The page paints first, then fetches its chunks and hydrates (issue #12).
          const body = hydrateAfterPaint();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
