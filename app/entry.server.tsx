import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { InlineCssContext } from "~/components/inline-css";
import { NonceContext } from "~/components/nonce";
import { isIslandPage } from "~/islands/island";
import { getState } from "~/utils/context.server";
// The same stylesheet the browser gets as app.css, as text: island pages inline it (app/root.tsx).
import appCssText from "./app.css?inline";

export const streamTimeout = 5_000;

/** What React Router's data script ends with once the page's loader data is all in the document. */
const DATA_COMPLETE = "window.__reactRouterContext.streamController.close();";
/** What every page whose loader data React Router writes into it contains (hydrated pages, not island pages). */
const DATA_SCRIPT = "window.__reactRouterContext";

/**
 * What an island page's `<style>` holds when rendered; the stylesheet's bytes, encoded once, take its place in the
 * answer. The render is half as long without the 52 kB of CSS in it: the product page's string stays under the
 * size V8 allocates as a large object (128 KiB; a page with a "€" or "–" is stored two bytes a character), and
 * making such a string took over a millisecond per page, a fifth of the product page's server time.
 */
const CSS_SLOT = "/*maatglas:inline-css*/";
const CSS_BYTES = Buffer.from(appCssText);

/**
 * A route stylesheet's bytes by its URL, read once from the client build (`staticDir`: a build's files do not
 * change while it is served); null when unreadable or without a client build (development).
 */
const routeCss = new Map<string, Buffer | null>();
function routeCssBytes(staticDir: string | undefined, href: string): Buffer | null {
  if (!staticDir) return null;
  let bytes = routeCss.get(href);
  if (bytes === undefined) {
    // The manifest's URLs end with "#" (React Router's mark for a stylesheet of the route's own).
    const file = path.join(staticDir, href.replace(/[#?].*$/, ""));
    bytes = file.startsWith(staticDir + path.sep) && fs.existsSync(file) ? fs.readFileSync(file) : null;
    routeCss.set(href, bytes);
  }
  return bytes;
}

/** The stylesheets the matched routes import (home and content pages: the page blocks'), with their bytes. */
function routeStylesheetsOf(context: EntryContext, staticDir: string | undefined): RouteStylesheet[] {
  const ids = context.staticHandlerContext.matches.map((m) => m.route.id);
  const hrefs = [...new Set(ids.flatMap((id) => context.manifest.routes[id]?.css ?? []))];
  return hrefs.map((href) => ({ href, bytes: routeCssBytes(staticDir, href) }));
}
type RouteStylesheet = { href: string; bytes: Buffer | null };

/** The page without the `<link rel="stylesheet">` to `href` (React Router's links end the URL with "#"). */
function withoutLink(html: string, href: string): string | null {
  const at = html.indexOf(` href="${href}`);
  const start = html.lastIndexOf("<link", at);
  const end = html.indexOf(">", at);
  if (at < 0 || start < 0 || end < 0 || !html.slice(start, end).includes('rel="stylesheet"')) return null;
  return html.slice(0, start) + html.slice(end + 1);
}

/**
 * The answer's bytes: the page with the stylesheet in its slot (the first one; there is one or none). On such a
 * page (an island page) the routes' own stylesheets (looked up only then) follow the shop's in the same `<style>`,
 * in their order, and their links go: the first paint waits for no stylesheet request. A stylesheet that cannot
 * be read stays linked.
 */
function bodyOf(html: string, stylesheets: () => readonly RouteStylesheet[]): Uint8Array<ArrayBuffer> {
  const at = html.indexOf(CSS_SLOT);
  let bytes: Buffer;
  if (at < 0) bytes = Buffer.from(html);
  else {
    let after = html.slice(at + CSS_SLOT.length);
    const inlined: Buffer[] = [];
    for (const { href, bytes: css } of stylesheets()) {
      const rest = css ? withoutLink(after, href) : null;
      if (css === null || rest === null) continue;
      after = rest;
      inlined.push(css);
    }
    bytes = Buffer.concat([Buffer.from(html.slice(0, at)), CSS_BYTES, ...inlined, Buffer.from(after)]);
  }
  // A view of the same memory (`new Uint8Array(buffer)` would copy the page once more).
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Renders the whole document, then answers with it in one piece. No loader defers data (no `<Await>`), so
 * nothing is gained by streaming: the loader data is encoded in full first, then the page is rendered in one
 * synchronous pass (renderToString), which costs far less than a streamed render of the same markup.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const state = getState(loadContext);
  const nonce = state.cspNonce;
  const page = (
    <NonceContext value={nonce}>
      <InlineCssContext value={CSS_SLOT}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCssContext>
    </NonceContext>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const html = await renderedAtOnce(routerContext, page, islandPageOf(routerContext));
  const stylesheets = () => routeStylesheetsOf(routerContext, state.staticDir);
  // Encoded here once (the string is flat already): a string body would also be scanned for lone surrogates by
  // the Response constructor.
  if (html !== null)
    return new Response(bodyOf(html, stylesheets), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  const streamed = await renderedStreamed(page, nonce, state.log);
  return new Response(bodyOf(streamed.body.toString(), stylesheets), {
    headers: responseHeaders,
    status: streamed.failed ? 500 : responseStatusCode,
  });
}

/**
 * The document in one synchronous render. React Router writes the loader data into the page from a stream,
 * one chunk per Suspense step; here the stream is read first and handed to its data script as one chunk that
 * is already there (the `renderMeta.streamCache` its StreamTransfer reads), so nothing suspends. Null when the
 * rendered page has a data script that is not complete (a React Router that no longer reads that cache): the
 * caller then renders the streamed way, with the same data. An island page has no data script: its render stands.
 */
async function renderedAtOnce(
  context: EntryContext,
  page: React.ReactElement,
  island: boolean,
): Promise<string | null> {
  const stream = context.serverHandoffStream;
  if (!stream) return `<!DOCTYPE html>${renderToString(page)}`;
  if (island) {
    // React Router writes the data only after its <Scripts>, which an island page does not render: the page is
    // rendered without the stream, which is then cancelled unread — and so never encoded (React Router encodes
    // on the first read with patches/react-router*, decision 033). Should <Scripts> render after all (its
    // context script names DATA_SCRIPT), the page is rendered again below with the data.
    context.serverHandoffStream = undefined;
    const html = `<!DOCTYPE html>${renderToString(page)}`;
    if (!html.includes(DATA_SCRIPT)) {
      void stream.cancel();
      return html;
    }
    context.serverHandoffStream = stream;
  }
  const data = await new Response(stream).text();
  const meta = context.renderMeta as { streamCache?: Record<number, unknown> };
  meta.streamCache = {
    0: { result: { done: false, value: data } },
    1: { result: { done: true, value: "" } },
  };
  // The render takes a reader of the stream but finds both chunks in the cache: it reads nothing from it.
  context.serverHandoffStream = new ReadableStream();
  // The whole document first: renderToString returns a rope of many pieces, which the first search flattens
  // (over a millisecond for the product page). Searching the document itself flattens it once; searching the
  // render and then encoding `<!DOCTYPE html>` + render would flatten twice.
  const html = `<!DOCTYPE html>${renderToString(page)}`;
  // An island page (decision 014) has no data script at all: its render is complete as it is.
  if (html.includes(DATA_COMPLETE) || !html.includes(DATA_SCRIPT)) return html;
  meta.streamCache = undefined;
  context.serverHandoffStream = new Blob([data]).stream();
  return null;
}

/** Whether the page renders as islands (app/islands/island.tsx's rule, read from the render context). */
function islandPageOf(context: EntryContext): boolean {
  const handler = context.staticHandlerContext;
  const handles = handler.matches.map((m) => context.routeModules[m.route.id]?.handle);
  return isIslandPage(handles, (handler.loaderData.root as { islands?: unknown } | undefined)?.islands);
}

/**
 * React's streamed render of the whole document (waiting for all of it), collected into one buffer; `failed`
 * when React recovered from a render error (the page answers 500, as a streamed page did).
 */
function renderedStreamed(
  page: React.ReactElement,
  nonce: string,
  log: ReturnType<typeof getState>["log"],
): Promise<{ body: Buffer; failed: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Errors React recovered from (logged once the document renders; a failed shell is React Router's to log).
    const errors: unknown[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        resolve({ body: Buffer.concat(chunks), failed: errors.length > 0 });
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        for (const error of errors) log.error({ err: error }, "render error");
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        errors.push(error);
      },
    });
  });
}

/**
 * Errors of loaders and actions (and of rendering on the server) go to the request's pino logger, which carries
 * the request id and the redacted request. Aborted requests (the client went away) are not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const state = getState(context as RouterContextProvider);
  // React Router's own 4xx answers (no action for the method, no such route): a warning without a stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    state.log.warn({ status: error.status, requestId: state.requestId }, "request refused by the router");
    return;
  }
  state.log.error({ err: error, requestId: state.requestId }, "loader or action failed");
};
