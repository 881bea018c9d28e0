import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { Kysely } from "kysely";
import { pinoHttp } from "pino-http";
import type { AjaxAction } from "~/routes/api/ajax.server";
import type { Secrets } from "~/utils/secret.server";
import { sessionCookieHeader } from "~/utils/session.server";
import type { Database } from "../../db/schema";
import { createFastPath } from "../../server/fast-path";
import { createLogger, requestId, serializeRequest } from "../../server/logger";
import { compileTrust } from "../../server/request-basics";

/**
 * The background calls' real handler (server/fast-path.ts) on a loopback port, over a test database, with the
 * requests it does not take answered "page" (where the Express app would get them). Log lines are captured.
 */
export async function startFastPath(
  db: Kysely<Database>,
  options: { secret: Secrets; actions?: Record<string, AjaxAction> },
) {
  const lines: string[] = [];
  const log = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    }),
  );
  const fastPath = createFastPath({
    db,
    secret: options.secret,
    production: false,
    trust: compileTrust(["loopback"]),
    httpLog: pinoHttp({ logger: log, genReqId: requestId, serializers: { req: serializeRequest } }),
    requestId,
    actions: options.actions ?? {},
  });
  const server = http.createServer((req, res) => {
    if (!fastPath(req, res)) res.end("page");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lines,
    /** The Cookie header of a session (ids are 20–64 characters of [A-Za-z0-9_-]). */
    cookieOf: (sessionId: string) =>
      sessionCookieHeader(options.secret, sessionId, { secure: false }).split(";")[0],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
