import { env } from "./env.server";

/**
 * The shop's public origin for every absolute link it makes (e-mails, reset links, payment redirects, webhook
 * URLs): `PUBLIC_URL`, or `http://localhost:{PORT}` when it is not set. Request headers (`Host`,
 * `X-Forwarded-Host`, `X-Forwarded-Proto`) are never consulted, so a forged header cannot choose a link's origin.
 */
export function publicUrl(): string {
  const config = env();
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}
