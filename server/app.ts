import { randomBytes } from "node:crypto";
import type http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { DestinationStream } from "pino";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { ensureEnvAdministrator } from "~/modules/accounts/users.server";
import { quickView } from "~/modules/catalog/quick-view.server";
import { addToCart, priceCalc } from "~/modules/configurator/ajax-actions.server";
import { startPreviewSweeper } from "~/modules/configurator/preview-sweeper.server";
import { demoDesigner } from "~/modules/designer/demo-designer";
import { fpdLoadProduct } from "~/modules/designer/designer-actions.server";
import { startOutboxSender } from "~/modules/email/outbox-sender.server";
import { GEOCODE_ACTION, geocodeAction } from "~/modules/geo/ajax-geocode.server";
import { contactForm, newsletterSignup, popupAnalytics } from "~/modules/marketing/ajax-actions.server";
import { ADD_FEE_ACTION } from "~/modules/payments/add-fee";
import { addFee } from "~/modules/payments/add-fee.server";
import { startReconciler } from "~/modules/payments/reconcile.server";
import { imageFolders, MAX_IMAGE_BYTES } from "~/modules/products/image-store.server";
import { tileOrigin } from "~/modules/settings/geo-settings";
import { getSettings } from "~/modules/settings/settings.server";
import { removeFile, uploadFile } from "~/modules/uploads/ajax-actions.server";
import { uploadStoreFor } from "~/modules/uploads/store.server";
import { configureUploadStore } from "~/modules/uploads/store-registry.server";
import { startUploadSweeper } from "~/modules/uploads/sweeper.server";
import { NO_JS_UPLOAD_LIMIT } from "~/modules/uploads/upload-rules";
import { requestState } from "~/utils/context.server";
import { secureCookiesFor } from "~/utils/cookies";
import { type Env, env } from "~/utils/env.server";
import { publicUrl } from "~/utils/public-url.server";
import { startBucketSweeper } from "~/utils/rate-limit.server";
import { loadSecrets } from "~/utils/secret.server";
import { csrfTokenFor } from "~/utils/session.server";
import { checkSharedSecrets } from "~/utils/shared-secrets.server";
import { openDb } from "../db/dialect.server";
import { migrateToLatest } from "../db/migrate.server";
import { seedDoorImages } from "../db/seed/door-images";
import { seedDoorOptions, seedSampleShop, seedSlidingDoor } from "../db/seed/index";
import { seedLayerImages } from "../db/seed/layer-images";
import { seedMenus } from "../db/seed/menus";
import { seedPages } from "../db/seed/pages";
import { seedPopups } from "../db/seed/popups";
import { seedProductDetails } from "../db/seed/product-details";
import { seedProductImages } from "../db/seed/product-images";
import { errorPageHtml } from "./error-page";
import { createFastPath } from "./fast-path";
import { formBodiesOnly } from "./form-body";
import { createLogger, requestId, serializeRequest } from "./logger";
import { openerPolicy } from "./opener-policy";
import { createPageCache } from "./page-cache";
import { privatePages } from "./private-pages";
import { compileTrust, resolveSession } from "./request-basics";

/** The payment provider's webhook receives the provider's own form post, outside the page-form rules. */
const PAYMENT_WEBHOOK_PATH = "/api/betalingen/webhook";
/** The image uploads (multipart): a product's pictures and the media library; the file's limit plus room for the form's other fields. */
const IMAGE_UPLOAD = {
  pattern: /^\/beheer\/(producten\/\d+\/afbeeldingen|media)(\.data)?$/,
  limitBytes: MAX_IMAGE_BYTES + 64 * 1024,
};
/** The product form without JavaScript posts an upload option's file with the form (multipart). */
const PRODUCT_FORM_UPLOAD = {
  pattern: /^\/product\/[^/]+(\.data)?$/,
  limitBytes: NO_JS_UPLOAD_LIMIT + 64 * 1024,
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
  if (!config.PUBLIC_URL)
    log.warn(
      `PUBLIC_URL is not set: links in e-mails, payment redirects, canonical links, Open Graph tags and /sitemap.xml use http://localhost:${config.PORT}`,
    );
  if (await seedDoorOptions(database.kysely)) log.info("seeded the sample door's options");
  if (await seedPopups(database.kysely)) log.info("seeded the sample popups");
  if (await seedSlidingDoor(database.kysely)) log.info("seeded the sample sliding door");
  if (await seedProductDetails(database.kysely))
    log.info("seeded the sample products' attributes and reviews");
  if (await seedPages(database.kysely)) log.info("seeded the sample content pages");
  if (await seedMenus(database.kysely)) log.info("seeded the menus");
  if (await seedDoorImages(database.kysely, config.MEDIA_DIR ? undefined : config.DATA_DIR))
    log.info("seeded the sample door's images");
  if (await seedProductImages(database.kysely, config.MEDIA_DIR ? undefined : config.DATA_DIR))
    log.info("seeded the sample products' pictures");
  if (await seedLayerImages(config.MEDIA_DIR ? undefined : config.DATA_DIR))
    log.info("seeded the sliding door's preview layers");
  if (await ensureEnvAdministrator(database.kysely, config.ADMIN_EMAIL, config.ADMIN_PASSWORD))
    log.info("created the administrator from ADMIN_EMAIL");
  const secret = loadSecrets(config, config.DATA_DIR);
  // Instances sharing this database must share its secrets: a generated one that differs stops the start.
  await checkSharedSecrets(database.kysely, config, secret, log);
  const production = config.NODE_ENV === "production";
  // The option form's uploads (docs/decisions/023): a local folder or the S3 bucket env selects.
  const uploads = uploadStoreFor(config);
  configureUploadStore(uploads);
  // The background jobs (docs/deploy.md, "Background jobs"): the reconciliation re-checks unsettled payments
  // every minute (a missed webhook never strands an order; one turn a minute for the whole cluster);
  // the outbox sender delivers e-mail (rows are claimed, so each mail goes out once across instances); the
  // sweeper deletes rate-limit buckets idle long enough to be full again; the upload sweeper removes uploaded
  // files no order holds after 24 hours. Each stops on graceful shutdown.
  const jobs = [
    startReconciler(database.kysely, {
      olderThanMinutes: config.RECONCILE_AFTER_MINUTES,
      log,
      baseUrl: publicUrl(),
    }),
    startOutboxSender(database.kysely, { log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    startBucketSweeper(database.kysely, (error) => log.error({ err: error }, "rate-limit sweep failed")),
    // colour: previews no cart or order line names
    startPreviewSweeper(database.kysely, (error) => log.error({ err: error }, "preview sweep failed")),
    startUploadSweeper(database.kysely, uploads, log),
  ];
  const stopJobs = async () => {
    await Promise.all(jobs.map((stop) => stop()));
  };

  const app = express();
  app.disable("x-powered-by");
  // Anonymous public pages answered from memory in front of Express (server/page-cache.ts); not in development.
  const pages = options.development
    ? null
    : createPageCache({
        db: database.kysely,
        secret,
        trust: compileTrust(config.TRUST_PROXY),
        production,
        log,
        fallback: app,
      });
  // X-Forwarded-For / -Proto are believed only from the proxies TRUST_PROXY names (default loopback): req.ip
  // (the rate limits' client IP) and req.secure (the cookies' Secure flag) follow from it.
  app.set("trust proxy", config.TRUST_PROXY);

  // One request log for Express and the fast path in front of it.
  const httpLog = pinoHttp({
    logger: log,
    genReqId: requestId,
    autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    serializers: { req: serializeRequest },
  });
  app.use(httpLog);
  app.use(privatePages);

  // Session id for every page and call: issued on the first request, signed so forged cookies are ignored.
  const session: express.RequestHandler = (req, res, next) => {
    const secureCookies = secureCookiesFor(production, req);
    res.locals.sessionId = resolveSession(secret, req, res, secureCookies);
    res.locals.secureCookies = secureCookies;
    res.locals.db = database.kysely;
    next();
  };

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  // geo: the map picker's tile server (a setting) may serve images; its origin joins img-src.
  app.use(async (_req, res, next) => {
    try {
      res.locals.tileOrigin = tileOrigin((await getSettings(database.kysely)).geo.tile_url);
      next();
    } catch (error) {
      next(error);
    }
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
          "img-src": [
            "'self'",
            "data:",
            "blob:",
            (_req, res) => (res as express.Response).locals.tileOrigin ?? "'self'",
          ],
          "connect-src": ["'self'", ...(options.development ? ["ws:"] : [])],
          "form-action": ["'self'"],
          "frame-ancestors": ["'self'"],
          // Content pages' lightboxes (issue 15) embed a video, map or https page once the visitor opens them.
          "frame-src": ["'self'", "https:"],
          "upgrade-insecure-requests": null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Set by openerPolicy below: on every page but an anonymous visitor's public one (docs/decisions/035).
      crossOriginOpenerPolicy: false,
      // Not helmet's default "no-referrer": with it browsers send `Origin: null` on a plain form POST, which
      // React Router's action CSRF check rejects (400), breaking every no-JS form. "same-origin" still sends
      // no referrer to other sites.
      referrerPolicy: { policy: "same-origin" },
    }),
  );
  app.use(openerPolicy);
  app.use(compression());

  if (options.staticDir) {
    app.use("/assets", express.static(`${options.staticDir}/assets`, { immutable: true, maxAge: "1y" }));
    // The build's root files (favicon.ico, robots.txt, images/…) all have an extension: a page path such as
    // /product/glazen-deur-op-maat never costs a file-system lookup.
    const rootFiles = express.static(options.staticDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
  }

  // Image variants (product pictures and the media library): random file names, so they are cached for a year.
  // Originals are not under here.
  app.use(
    "/media",
    express.static(imageFolders(config).media, {
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

  app.use(formBodiesOnly([PAYMENT_WEBHOOK_PATH], [IMAGE_UPLOAD, PRODUCT_FORM_UPLOAD]));
  app.use(session);
  if (pages) app.use(pages.capture);
  const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const pageHandler = (build: ServerBuild | typeof loadBuild) =>
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
          staticDir: options.staticDir,
        });
        return context;
      },
    });
  // Production: the build is loaded once, on the first page request (given a function, React Router re-derives
  // its route tables on every request); development: re-imported per request so Vite's changes show.
  let productionPages: express.RequestHandler | undefined;
  app.use(
    options.development
      ? pageHandler(loadBuild)
      : async (req, res, next) => {
          productionPages ??= pageHandler(await loadBuild());
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

  // The background calls (/api/ajax, ?wc-ajax) never reach Express: a plain node:http handler answers them,
  // the shop's hottest path (docs/decisions/011-background-calls-fast-path.md).
  const fastPath = createFastPath({
    db: database.kysely,
    secret,
    production,
    trust: compileTrust(config.TRUST_PROXY),
    httpLog,
    requestId,
    actions: {
      uni_cpo_price_calc: priceCalc,
      uni_cpo_add_to_cart: addToCart,
      [ADD_FEE_ACTION]: addFee,
      maatglas_quickview: quickView,
      // colour: the product designer link (demo adapter)
      fpd_load_product: fpdLoadProduct(demoDesigner),
      [GEOCODE_ACTION]: geocodeAction,
      // popups (issue 14)
      pum_sub_form: newsletterSignup,
      pum_form: contactForm,
      pum_analytics: popupAnalytics,
      uni_cpo_upload_file: uploadFile,
      uni_cpo_remove_file: removeFile,
    },
  });
  /** What the HTTP server serves: the background calls' fast path, then the cached pages, else the Express app. */
  const listener: http.RequestListener = (req, res) => {
    if (fastPath(req, res)) return;
    if (pages?.pageCache(req, res)) return;
    app(req, res);
  };

  return { app, listener, pages, log, database, config, stopJobs };
}
