import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { DestinationStream } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { nl } from "~/i18n/nl";
import { ensureEnvAdministrator } from "~/modules/accounts/users.server";
import { addToCart, priceCalc } from "~/modules/configurator/ajax-actions.server";
import { startOutboxSender } from "~/modules/email/outbox-sender.server";
import { ADD_FEE_ACTION } from "~/modules/payments/add-fee";
import { addFee } from "~/modules/payments/add-fee.server";
import { startReconciler } from "~/modules/payments/reconcile.server";
import { MAX_IMAGE_BYTES, mediaDirs } from "~/modules/products/image-store.server";
import { createAjaxRouter } from "~/routes/api/ajax.server";
import { createWcAjaxRouter } from "~/routes/api/wc-ajax.server";
import { requestState } from "~/utils/context.server";
import { secureCookiesFor } from "~/utils/cookies";
import { type Env, env } from "~/utils/env.server";
import { publicUrl } from "~/utils/public-url.server";
import { startBucketSweeper } from "~/utils/rate-limit.server";
import { loadSecrets } from "~/utils/secret.server";
import { csrfTokenFor } from "~/utils/session.server";
import { openDb } from "../db/dialect.server";
import { migrateToLatest } from "../db/migrate.server";
import { seedDoorOptions, seedSampleShop } from "../db/seed/index";
import { errorPageHtml } from "./error-page";
import { formBodiesOnly } from "./form-body";
import { createLogger, serializeRequest } from "./logger";
import { privatePages } from "./private-pages";
import { resolveSession } from "./request-basics";

/** The payment provider's webhook receives the provider's own form post, outside the page-form rules. */
const PAYMENT_WEBHOOK_PATH = "/api/betalingen/webhook";
/** The product image upload (multipart); the file's limit plus room for the form's other fields. */
const IMAGE_UPLOAD = {
  pattern: /^\/beheer\/producten\/\d+\/afbeeldingen(\.data)?$/,
  limitBytes: MAX_IMAGE_BYTES + 64 * 1024,
};

export interface AppOptions {
  /** Folder with the built client assets; absent in development (Vite serves them). */
  staticDir?: string;
  development?: boolean;
  /** The validated environment; default: process.env through env(). */
  config?: Env;
  /** Where log lines go; default stdout. */
  logDestination?: DestinationStream;
}

/** Builds the whole shop: validated env, migrated and seeded database, security middleware, SSR handler. */
export async function createApp(options: AppOptions) {
  const config = options.config ?? env();
  const log = createLogger(config.LOG_LEVEL, options.logDestination);
  const database = openDb(config.DATABASE_URL, config.DATA_DIR);
  await migrateToLatest(database.kysely);
  const seeded = await seedSampleShop(database.kysely);
  if (seeded) log.info("seeded the sample shop");
  if (await seedDoorOptions(database.kysely)) log.info("seeded the sample door's options");
  if (await ensureEnvAdministrator(database.kysely, config.ADMIN_EMAIL, config.ADMIN_PASSWORD))
    log.info("created the administrator from ADMIN_EMAIL");
  const secret = loadSecrets(config, config.DATA_DIR);
  const production = config.NODE_ENV === "production";
  // Re-checks unsettled payments every minute (a missed webhook never strands an order); safe on several
  // instances because every transition is a conditional update. Unref'd: it never keeps the process alive.
  startReconciler(database.kysely, {
    olderThanMinutes: config.RECONCILE_AFTER_MINUTES,
    log,
    baseUrl: publicUrl(),
  });
  // Delivers the e-mail outbox in the background (claims are atomic, so several instances send each mail once).
  startOutboxSender(database.kysely, { log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });

  // Deletes rate-limit buckets that have been idle long enough to be full again.
  startBucketSweeper(database.kysely, (error) => log.error({ err: error }, "rate-limit sweep failed"));

  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For / -Proto are believed only from the proxies TRUST_PROXY names (default loopback): req.ip
  // (the rate limits' client IP) and req.secure (the cookies' Secure flag) follow from it.
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      serializers: { req: serializeRequest },
    }),
  );
  app.use(privatePages);

  // Session id for every page and call: issued on the first request, signed so forged cookies are ignored.
  const session: express.RequestHandler = (req, res, next) => {
    const secureCookies = secureCookiesFor(production, req);
    res.locals.sessionId = resolveSession(secret, req, res, secureCookies);
    res.locals.secureCookies = secureCookies;
    res.locals.db = database.kysely;
    next();
  };

  // The background calls come first: they need neither the page's CSP nonce nor static files, and the
  // price call is on the shop's hottest path (docs/decisions/001-ajax-before-page-middleware.md).
  app.use(
    "/api/ajax",
    (_req, res, next) => {
      res.set({ "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" });
      next();
    },
    session,
    createAjaxRouter(
      { uni_cpo_price_calc: priceCalc, uni_cpo_add_to_cart: addToCart, [ADD_FEE_ACTION]: addFee },
      secret,
    ),
    // Anything else under /api/ajax ends here: its body is already read, so it must not reach the pages.
    (_req: express.Request, res: express.Response) => {
      res
        .status(404)
        .set("Cache-Control", "no-store")
        .json({ success: false, data: { message: nl.ajax.unknownAction } });
    },
  );
  // WooCommerce's shop calls `?wc-ajax=add_to_cart|remove_from_cart|get_refreshed_fragments` on any path.
  app.use(createWcAjaxRouter(session, secret));

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "script-src": [
            "'self'",
            (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
            ...(options.development ? ["'unsafe-inline'"] : []),
          ],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:"],
          "connect-src": ["'self'", ...(options.development ? ["ws:"] : [])],
          "form-action": ["'self'"],
          "frame-ancestors": ["'self'"],
          "upgrade-insecure-requests": null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Not helmet's default "no-referrer": with it browsers send `Origin: null` on a plain form POST, which
      // React Router's action CSRF check rejects (400), breaking every no-JS form. "same-origin" still sends
      // no referrer to other sites.
      referrerPolicy: { policy: "same-origin" },
    }),
  );
  app.use(compression());

  if (options.staticDir) {
    app.use("/assets", express.static(`${options.staticDir}/assets`, { immutable: true, maxAge: "1y" }));
    // The build's root files (favicon.ico, robots.txt, images/…) all have an extension: a page path such as
    // /product/glazen-deur-op-maat never costs a file-system lookup.
    const rootFiles = express.static(options.staticDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
  }

  // Product image variants: random file names, so they are cached for a year. Originals are not under here.
  app.use(
    "/media",
    express.static(mediaDirs(config.DATA_DIR).media, {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
    }),
  );

  app.get("/api/health", async (req, res) => {
    try {
      await database.kysely.selectFrom("settings").select("key").limit(1).execute();
      res.json({ status: "ok", database: database.engine });
    } catch (error) {
      req.log.error({ err: error }, "health check failed");
      res.status(503).json({ status: "error", database: database.engine });
    }
  });

  app.use(formBodiesOnly([PAYMENT_WEBHOOK_PATH], [IMAGE_UPLOAD]));
  app.use(session);
  const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const pages = (build: ServerBuild | typeof loadBuild) =>
    createRequestHandler({
      build,
      mode: options.development ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestState, {
          db: database.kysely,
          secret,
          sessionId: res.locals.sessionId,
          csrfToken: csrfTokenFor(secret, res.locals.sessionId),
          cspNonce: res.locals.cspNonce,
          requestId: String(req.id),
          log: req.log,
          secureCookies: res.locals.secureCookies,
          clientIp: req.ip ?? "",
        });
        return context;
      },
    });
  // Production: the build is loaded once, on the first page request (given a function, React Router re-derives
  // its route tables on every request); development: re-imported per request so Vite's changes show.
  let productionPages: express.RequestHandler | undefined;
  app.use(
    options.development
      ? pages(loadBuild)
      : async (req, res, next) => {
          productionPages ??= pages(await loadBuild());
          return productionPages(req, res, next);
        },
  );

  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    // A client error raised by Express or a body parser (status 4xx): a warning without a stack, a Dutch 400.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      req.log.warn({ status, reason: (error as Error).message?.slice(0, 200) }, "bad request refused");
      if (res.headersSent) return res.end();
      return res
        .status(status === 413 ? 413 : 400)
        .type("html")
        .send(errorPageHtml("badRequest"));
    }
    req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return res.end();
    res.status(500).type("html").send(errorPageHtml("serverError"));
  });

  return { app, log, database, config };
}
