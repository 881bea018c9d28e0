import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "../../db/schema";
import type { Secrets } from "./secret.server";

/** What the Express layer hands every loader and action. */
export interface RequestState {
  db: Kysely<Database>;
  /** Signs (current) and verifies (current, then previous) session cookies and CSRF tokens. */
  secret: Secrets;
  sessionId: string;
  csrfToken: string;
  cspNonce: string;
  requestId: string;
  log: Logger;
  secureCookies: boolean;
  /** The caller's IP address (Express `req.ip`: X-Forwarded-For is believed only from the proxies TRUST_PROXY names), for rate limits. */
  clientIp: string;
  /** The client build's folder (production only): the server entry inlines route stylesheets from it. */
  staticDir?: string;
  /**
   * Set by an action that changed the cart: the loaders of the same request (run after it) must read the cart
   * even though the request did not carry the cart cookie yet.
   */
  cartChanged?: boolean;
}

export const requestState = createContext<RequestState>();

export function getState(context: Readonly<RouterContextProvider>): RequestState {
  return context.get(requestState);
}
