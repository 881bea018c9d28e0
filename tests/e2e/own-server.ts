import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { openSqlite } from "../../db/dialect.server";
import { freePort } from "../../scripts/free-port";
import { SHOPPER_BILLING } from "../factories/checkout";

/**
 * For specs that need a production server of their own (other settings, or one to kill): starts
 * `node server/index.ts` with the built BUILD_DIR on a free port and its own DATA_DIR (SQLite), and talks to it
 * over plain HTTP like a browser without JavaScript would.
 */

const root = path.resolve(import.meta.dirname, "../..");

export { freePort };

export interface OwnServer {
  port: number;
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** What the server wrote to stdout (its JSON log lines); only with `captureStdout`. */
  stdout(): string;
  /** SIGKILL: no shutdown code runs. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** Keep the server's stdout (its log) for `stdout()`; otherwise it is discarded. */
  captureStdout?: boolean;
}): Promise<OwnServer> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    stdio: ["ignore", options.captureStdout ? "pipe" : "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      PUBLIC_URL: "",
      SMTP_URL: "",
      ...options.env,
    },
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += String(d);
  });
  let stdout = "";
  child.stdout?.on("data", (d) => {
    stdout += String(d);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited on start: ${stderr}`);
    try {
      if ((await request(origin, "GET", "/api/health")).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    port,
    origin,
    dataDir: options.dataDir,
    child,
    stdout: () => stdout,
    kill: () => end("SIGKILL"),
    stop: () => end("SIGTERM"),
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request with exactly the headers given (a forged Host included); redirects are not followed. */
export function request(
  origin: string,
  method: string,
  pathname: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, origin);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: {
          ...(options.body !== undefined ? { "content-length": Buffer.byteLength(options.body) } : {}),
          ...options.headers,
        },
        agent: false,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error("request timed out")));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** A shopper: a session cookie and its CSRF nonce, from the product page. */
export class Shopper {
  cookies = new Map<string, string>();
  nonce = "";
  productId = 0;

  readonly origin: string;
  readonly extraHeaders: Record<string, string>;

  constructor(origin: string, extraHeaders: Record<string, string> = {}) {
    this.origin = origin;
    this.extraHeaders = extraHeaders;
  }

  private remember(reply: Reply) {
    for (const c of reply.headers["set-cookie"] ?? []) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return reply;
  }

  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async send(method: string, pathname: string, body?: string, type = "application/x-www-form-urlencoded") {
    return this.remember(
      await request(this.origin, method, pathname, {
        headers: {
          cookie: this.cookie,
          ...(body !== undefined ? { "content-type": type } : {}),
          ...this.extraHeaders,
        },
        body,
      }),
    );
  }

  async open(): Promise<void> {
    const page = await this.send("GET", "/product/glazen-deur-op-maat");
    this.nonce = /"nonce":"([^"]+)"/.exec(page.body)?.[1] ?? "";
    this.productId = Number(/name="product_id" value="(\d+)"/.exec(page.body)?.[1] ?? 0);
    if (!this.nonce || !this.productId) throw new Error(`no product page (${page.status})`);
  }

  /** The sample door (€ 740,50) in the cart through the configurator's add-to-cart call. */
  async addDoor(): Promise<void> {
    const reply = await this.send(
      "POST",
      "/api/ajax",
      JSON.stringify({
        action: "uni_cpo_add_to_cart",
        security: this.nonce,
        data: {
          product_id: this.productId,
          quantity: 1,
          uni_cpo_height: "2000",
          uni_cpo_width: "800",
          uni_cpo_handle: "rvs-rond-180",
          uni_cpo_hinges: "rvs",
          uni_cpo_lock: "cilinderslot",
        },
      }),
      "application/json",
    );
    if (reply.status !== 200) throw new Error(`add to cart failed (${reply.status})`);
  }

  /** Posts the no-JS checkout form (bank transfer unless said otherwise); the reply is not followed. */
  async checkout(fields: Record<string, string> = {}): Promise<Reply> {
    const page = await this.send("GET", "/afrekenen");
    const attempt = /name="checkout_attempt" value="([^"]+)"/.exec(page.body)?.[1];
    if (!attempt) throw new Error(`no checkout form (${page.status})`);
    const form = new URLSearchParams({
      _csrf: this.nonce,
      checkout_attempt: attempt,
      intent: "place",
      ...SHOPPER_BILLING,
      billing_email: "jan@example.nl",
      shipping_method: "bezorgen",
      payment_method: "banktransfer",
      terms: "1",
      made_to_measure: "1",
      ...fields,
    });
    return this.send("POST", "/afrekenen", form.toString());
  }
}

/** The order id of a checkout's redirect to the thank-you page (or null). */
export function placedOrderId(reply: Reply): number | null {
  const id = /bestelling-ontvangen\/(\d+)\?key=/.exec(String(reply.headers.location ?? ""))?.[1];
  return reply.status === 302 && id ? Number(id) : null;
}

/** Reads the server's SQLite file (also while it runs: WAL). */
export async function withShopDb<T>(
  dataDir: string,
  read: (db: ReturnType<typeof openSqlite>["kysely"]) => Promise<T>,
): Promise<T> {
  const db = openSqlite(path.join(dataDir, "maatglas.db"));
  try {
    return await read(db.kysely);
  } finally {
    await db.close();
  }
}

export function freshDataDir(name: string): string {
  const dir = path.join(root, "data", `e2e-${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
}
