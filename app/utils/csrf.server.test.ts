import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestState } from "./context.server";
import { csrfMiddleware } from "./csrf.server";
import { csrfTokenFor } from "./session.server";

const SECRET = { current: "s".repeat(64) };
const SESSION = "a".repeat(32);

function contextFor(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestState, {
    secret: SECRET,
    sessionId: SESSION,
    csrfToken: csrfTokenFor(SECRET, SESSION),
  } as never);
  return context;
}

/** Runs the middleware; returns what the route's handler saw (the form it could still read) or the refusal. */
async function run(request: Request) {
  let seen: FormData | null = null;
  try {
    await csrfMiddleware(
      { request, context: contextFor(), params: {}, url: new URL(request.url), pattern: "/" } as never,
      async () => {
        seen = request.method === "GET" ? new FormData() : await request.formData();
        return new Response("ok");
      },
    );
    return { passed: true as const, form: seen as FormData | null };
  } catch (error) {
    const e = error as { init?: { status?: number }; data?: unknown };
    return { passed: false as const, status: e.init?.status, data: e.data };
  }
}

const post = (path: string, body: BodyInit, headers?: HeadersInit) =>
  new Request(`http://localhost${path}`, { method: "POST", body, headers });
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("CSRF middleware", () => {
  it("lets safe methods through without a token", async () => {
    expect((await run(new Request("http://localhost/winkelmand"))).passed).toBe(true);
  });

  it("refuses a missing or wrong token with 403 before the action runs", async () => {
    for (const fields of [{ intent: "add" }, { _csrf: "verkeerd", intent: "add" }] as Record<
      string,
      string
    >[]) {
      expect(await run(post("/winkelmand", form(fields)))).toEqual({
        passed: false,
        status: 403,
        data: { refused: "csrf" },
      });
    }
    // A JS submission posts to `{path}.data`: checked the same.
    expect((await run(post("/winkelmand.data", form({ intent: "add" })))).status).toBe(403);
  });

  it("passes the session's token and leaves the whole body for the action", async () => {
    const token = csrfTokenFor(SECRET, SESSION);
    const result = await run(post("/winkelmand", form({ _csrf: token, intent: "add", quantity: "3" })));
    expect(result.passed).toBe(true);
    expect(result.passed && Object.fromEntries(result.form ?? [])).toEqual({
      _csrf: token,
      intent: "add",
      quantity: "3",
    });
    const multipart = new FormData();
    multipart.set("_csrf", token);
    multipart.set("note", "x".repeat(1000));
    const m = await run(post("/mijn-account/adressen", multipart));
    expect(m.passed && m.form?.get("note")).toBe("x".repeat(1000));
  });

  it("answers 400 (not a crash) for a body that is not a form", async () => {
    const r = await run(
      post("/winkelmand", JSON.stringify({ _csrf: "x" }), { "content-type": "application/json" }),
    );
    expect(r).toEqual({ passed: false, status: 400, data: { refused: "bad_form" } });
  });

  it("exempts only the payment webhook", async () => {
    expect((await run(post("/api/betalingen/webhook", form({ id: "tr_x" })))).passed).toBe(true);
    expect((await run(post("/api/betalingen/webhook/", form({ id: "tr_x" })))).passed).toBe(true);
    expect((await run(post("/api/betalingen/webhooks", form({ id: "tr_x" })))).passed).toBe(false);
  });
});
