import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { deferHydrationStream } from './defer-hydration.server.ts';

/** How long a streamed response may wait for deferred data before the rest is rejected. */
export const streamTimeout = 5_000;

/**
 * Streams the document. The CSP nonce of this request goes to ServerRouter (which hands it to
 * <Scripts> and <ScrollRestoration>) and to React's own inline bootstrap script. Crawlers get
 * the whole document at once (onAllReady) so they index complete pages.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.shell;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every boundary that is ready goes out in place. By default React moves a boundary
        // past ≈ 12.5 KB of HTML to the end of the document and swaps it in by script later:
        // the page's lists would appear after their surroundings, moving them (layout shift),
        // and wait for that script. The boundaries are there to split hydration (issue 13).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The document paints before its scripts download (defer-hydration.server.ts).
          const body = deferHydrationStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered) logError(error, request, loadContext);
        },
      },
    );
  });
}

function logError(error: unknown, request: Request, loadContext: RouterContextProvider): void {
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'render error',
      requestId: loadContext.shell.requestId,
      url: new URL(request.url).pathname,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  );
}

/** Loader and render errors, as one JSON line with the request id (aborted requests skipped). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A thrown 404 is an answer, not a fault.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'request error',
      requestId: context.shell.requestId,
      url: new URL(request.url).pathname,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  );
};
