// React Router encodes a document's loader data (turbo-stream) into `serverHandoffStream`. patches/react-router*
// (decision 033) makes that encoding lazy: it runs when the stream is first read, so an island page, whose
// server entry never reads it, does not pay for it. These tests drive React Router's own request handler.
import { createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

/** A one-route build whose loader data counts how often the encoder reads it; `entry` plays the server entry. */
function buildWith(entry: (context: EntryContext) => Promise<Response>) {
  const reads = { count: 0 };
  const data = {
    get product() {
      reads.count++;
      return { name: "Glazen deur", price: "€ 474,32" };
    },
  };
  const build = {
    entry: {
      module: { default: (_r: Request, _s: number, _h: Headers, context: EntryContext) => entry(context) },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null, loader: () => data } },
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
  return { handler: createRequestHandler(build, "production"), reads };
}

describe("loader data encoding for the document (patched React Router)", () => {
  it("does not encode the loader data when the server entry never reads the stream", async () => {
    const { handler, reads } = buildWith(async (context) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await context.serverHandoffStream?.cancel();
      return new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
    });
    const response = await handler(new Request("http://localhost/"));
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads.count).toBe(0);
  });

  it("encodes all of it when the server entry reads the stream", async () => {
    let encoded = "";
    const { handler, reads } = buildWith(async (context) => {
      encoded = await new Response(context.serverHandoffStream).text();
      return new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
    });
    const response = await handler(new Request("http://localhost/"));
    expect(response.status).toBe(200);
    expect(reads.count).toBe(1);
    expect(encoded).toContain("Glazen deur");
    expect(encoded).toContain("€ 474,32");
  });
});
