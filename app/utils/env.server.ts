import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/** The names Express (proxy-addr) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: a hop count (`1` = believe the last proxy in X-Forwarded-For) or a comma-separated list of
 * addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. The result is Express's `trust proxy`
 * setting. Throws a readable message for anything else (`true`, host names, bad prefixes).
 */
export function parseTrustProxy(text: string): number | string[] {
  const value = text.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error("a hop count must be 0-32");
    return hops;
  }
  const entries = value.split(",").map((part) => part.trim());
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address, prefix, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || rest.length > 0 || !prefixOk) {
      throw new Error(
        `"${entry}" is not a hop count, an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
      );
    }
  }
  return entries;
}

/** Every environment variable the server reads, validated once at start-up. Documented in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|file:|sqlite:)/,
      "must start with postgres://, postgresql://, file: or sqlite:",
    )
    .optional(),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  APP_SECRET_PREVIOUS: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((text, ctx) => {
      try {
        return parseTrustProxy(text);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  DATA_DIR: z.string().min(1).default("data"),
  /** Uploaded images (MEDIA_DIR/public, served at /media, and MEDIA_DIR/originals); default under DATA_DIR. */
  MEDIA_DIR: z
    .string()
    .refine((dir) => path.isAbsolute(dir), "must be an absolute path (the same folder on every instance)")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Maatglas <info@maatglas.nl>"),
  SHOP_EMAIL: z.email("must be an e-mail address").default("info@maatglas.nl"),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,88}$/, "must be 32 random bytes, base64 (openssl rand -base64 32)")
    .optional(),
  RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** geo: the PDOK Locatieserver v3_1 base URL (default PDOK's own); another host speaking the same API. */
  GEOCODER_URL: z.url().optional(),
  // --- uploads (issue 13 point 7, docs/decisions/023) ---
  /** Where the option form's uploads are kept: a local folder (UPLOAD_DIR, default DATA_DIR/uploads) or S3. */
  UPLOAD_STORE: z.enum(["local", "s3"]).default("local"),
  UPLOAD_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  S3_PREFIX: z.string().max(200).optional(),
  // --- end uploads ---
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Variables whose value may be shown in an error message. Every other one (APP_SECRET, APP_SECRET_PREVIOUS,
 * ADMIN_PASSWORD, ENCRYPTION_KEY, and the URLs that may carry a password: DATABASE_URL, SMTP_URL) is named
 * without its value, and so is any variable added later until it is listed here.
 */
const SHOWN_VALUES = new Set([
  "NODE_ENV",
  "PORT",
  "HOST",
  "TRUST_PROXY",
  "DATA_DIR",
  "MEDIA_DIR",
  "PUBLIC_URL",
  "LOG_LEVEL",
  "ADMIN_EMAIL",
  "MAIL_FROM",
  "SHOP_EMAIL",
  "RECONCILE_AFTER_MINUTES",
]);

/** Parses the environment; throws an EnvError with one readable line on the first problem. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema
    .superRefine((e, ctx) => {
      // Uploads in S3 without the bucket's settings: refuse to start (never a silent local fallback).
      if (e.UPLOAD_STORE !== "s3") return;
      for (const key of ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
        if (!e[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required when UPLOAD_STORE=s3" });
    })
    .safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue.path.join(".");
    const shown = SHOWN_VALUES.has(key) ? `=${JSON.stringify(source[key] ?? "")}` : " (value not shown)";
    throw new EnvError(`Invalid environment variable ${key}${shown}: ${issue.message}. See .env.example.`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
