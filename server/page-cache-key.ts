// Which requests the anonymous page cache may answer, and under which key. Pure: no DB, no Express.
import { parse } from "cookie-es";
import { ORDERBY } from "~/modules/catalog/orderby";
import { isPageSlug } from "~/modules/pages/slugs";
import { COOKIES, storeNoticeCookieName } from "~/utils/cookies";

/** A product or category slug as the shop writes it (lower case, digits, dashes). Anything else is not cached. */
const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** The public pages that look the same for every visitor without a cart or login. */
const CACHEABLE_PATH = new RegExp(
  `^(?:/|/winkel|/product-categorie/${SLUG}|/product/${SLUG}|/algemene-voorwaarden)$`,
);

/** A content page (issue 15): `/{slug}` with a slug no route of the shop's own uses. */
function isContentPagePath(path: string): boolean {
  return path.lastIndexOf("/") === 0 && isPageSlug(path.slice(1));
}

/** The listing pages and the only query parameters (with their valid values) they are cached with. */
const LISTING_PATH = new RegExp(`^(?:/winkel|/product-categorie/${SLUG})$`);
const ORDERBY_VALUES: ReadonlySet<string> = new Set(ORDERBY);
const PAGE_NUMBER = /^[1-9]\d{0,3}$/;

/** Cookies whose presence means a personal page (logged in, a cart): such a request is never cached. */
const PERSONAL_COOKIES = [COOKIES.loggedIn, COOKIES.itemsInCart, COOKIES.cartHash];
const NOTICE_PREFIX = storeNoticeCookieName("");

function queryAllowed(path: string, query: string): boolean {
  if (query === "") return true;
  if (!LISTING_PATH.test(path)) return false;
  const seen = new Set<string>();
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    if (eq < 0) return false;
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    if (seen.has(name)) return false;
    seen.add(name);
    if (name === "orderby" ? !ORDERBY_VALUES.has(value) : name !== "page" || !PAGE_NUMBER.test(value)) {
      return false;
    }
  }
  return true;
}

export interface KeyedRequest {
  method: string | undefined;
  url: string | undefined;
  cookie: string | undefined;
  /** The Host header as sent (pages may render links with it; a forged one never shares an entry). */
  host: string | undefined;
  secure: boolean;
}

/**
 * The cache key of a page request, or null when the request must go to the app:
 * - GET or HEAD (HEAD is answered from the GET's entry);
 * - a path from the list above or a content page's `/{slug}` (not a reserved one), written exactly as the shop links it (no `.data`, no trailing slash, no
 *   percent-encoding, no upper case);
 * - no query string, except `orderby` (a known sort) and `page` (1–9999) on the listing pages;
 * - no logged-in flag and no cart cookie.
 * The key holds the host, the scheme, the path and query, and the store notices the visitor dismissed (the
 * names of the `store_notice…` cookies set to `hidden`: the root loader hides the current notice by that test).
 */
export function pageCacheKey(r: KeyedRequest): string | null {
  if (r.method !== "GET" && r.method !== "HEAD") return null;
  const url = r.url ?? "";
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  if (!CACHEABLE_PATH.test(path) && !isContentPagePath(path)) return null;
  const query = q < 0 ? "" : url.slice(q + 1);
  if ((q >= 0 && query === "") || !queryAllowed(path, query)) return null;
  let dismissed = "";
  if (r.cookie) {
    const cookies = parse(r.cookie);
    for (const name of PERSONAL_COOKIES) if (name in cookies) return null;
    const hidden: string[] = [];
    for (const [name, value] of Object.entries(cookies)) {
      if (name.startsWith(NOTICE_PREFIX) && value === "hidden") hidden.push(name);
    }
    dismissed = hidden.sort().join(",");
  }
  return `${r.secure ? "https" : "http"}://${r.host ?? ""}${url}\n${dismissed}`;
}
