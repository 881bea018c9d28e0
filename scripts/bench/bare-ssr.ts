// The bench's bare React baseline for a server-rendered page (run as a child process by startBareSsr):
//   node scripts/bench/bare-ssr.ts <port> <build dir> <shop base URL> <page path>
//
// What it does, once at start-up: loads the shop's production server build (the same route modules and
// components), fetches the page's loader data from the running shop (`<page>.data`, an anonymous visitor) and
// lets React Router's request handler build the page's render context from a copy of the build whose loaders
// return that captured data (no middleware, no database, no session).
// What it does per request: a plain node:http handler answers every path with a fresh React `renderToString` of
// that context (the same `<ServerRouter>` tree the shop renders, so the same markup), plus what the shop's server
// entry adds: on a hydrated page the loader data as one JSON script, on an island page the inline stylesheet.
// Nothing else: no middleware, headers,
// nonce, session, query, loader, streaming or compression.

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  type EntryContext,
  type ServerBuild,
  ServerRouter,
} from "react-router";

const [port, buildDir, shop, page] = process.argv.slice(2);

async function loadBuild(): Promise<ServerBuild> {
  const assets = path.join(buildDir, "server/assets");
  const file = fs.readdirSync(assets).find((f) => f.startsWith("server-build-") && f.endsWith(".js"));
  if (!file) throw new Error(`no server build in ${assets}`);
  return import(pathToFileURL(path.join(assets, file)).href);
}

/** The page's loader data per route id, as the shop sends it to an anonymous visitor. */
async function capturedLoaderData(): Promise<Record<string, unknown>> {
  const response = await fetch(`${shop}${page}.data`);
  if (!response.ok || !response.body) throw new Error(`${page}.data answered ${response.status}`);
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  const byRoute = decoded.value as Record<string, { data?: unknown }>;
  return Object.fromEntries(Object.entries(byRoute).map(([id, r]) => [id, r.data]));
}

async function renderContext(build: ServerBuild, data: Record<string, unknown>): Promise<EntryContext> {
  let captured: EntryContext | undefined;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const module = { ...route?.module, middleware: undefined } as Record<string, unknown>;
      module.loader = id in data ? () => data[id] : undefined;
      return [id, { ...route, module }];
    }),
  ) as unknown as ServerBuild["routes"];
  const entryModule = {
    ...build.entry.module,
    default: (_request: Request, _status: number, _headers: Headers, context: EntryContext) => {
      captured = context;
      return new Response("");
    },
  };
  const handler = createRequestHandler({ ...build, routes, entry: { module: entryModule } }, "production");
  await handler(new Request(`http://127.0.0.1${page}`));
  if (!captured) throw new Error("the page did not render");
  return captured;
}

async function main() {
  const build = await loadBuild();
  const data = await capturedLoaderData();
  const context = await renderContext(build, data);
  const url = `http://127.0.0.1${page}`;
  // The shop inlines its stylesheet on island pages (its server entry gives the text to the document): the
  // baseline sends the same bytes in place of the link. Island pages carry no loader data script either.
  const cssDir = path.join(buildDir, "client/assets");
  const cssFile = fs.readdirSync(cssDir).find((f) => /^app-.*\.css$/.test(f));
  const css = cssFile ? fs.readFileSync(path.join(cssDir, cssFile), "utf8") : "";
  const stylesheetLink = /<link rel="stylesheet" href="\/assets\/app-[^"]+\.css"[^>]*\/>/;
  http
    .createServer((_req, res) => {
      // ServerRouter replaces the loader data object of the context it gets: each render gets its own copy.
      const fresh = {
        ...context,
        serverHandoffStream: undefined,
        staticHandlerContext: { ...context.staticHandlerContext },
      };
      let markup = renderToString(createElement(ServerRouter, { context: fresh, url }));
      if (markup.includes("__reactRouterContext")) {
        const json = JSON.stringify(data).replace(/</g, "\\u003c");
        markup = markup.replace("</body>", `<script>window.__data=${json}</script></body>`);
      } else if (css) {
        markup = markup.replace(stylesheetLink, () => `<style>${css}</style>`);
      }
      const html = `<!DOCTYPE html>${markup}`;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(html);
    })
    .listen(Number(port), "127.0.0.1");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
