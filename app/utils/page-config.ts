/**
 * The client configuration every storefront page embeds as JSON in
 * `<script type="application/json" id="maatglas-config">` (the old site's page variables).
 */
export interface PageConfig {
  ajax_url: string;
  nonce: string;
  currency: "EUR";
  currency_symbol: "€";
  locale: "nl-NL";
  cart_url: string;
  checkout_url: string;
  shop_url: string;
  store_notice_id: string | null;
  header_hide_on_scroll: boolean;
  /** WooCommerce's shop call URL; `%%endpoint%%` becomes add_to_cart, remove_from_cart, get_refreshed_fragments. */
  wc_ajax_url: string;
  /** Time-out of the cart fragments call in ms (WooCommerce's `request_timeout`). */
  request_timeout: number;
  /** Set by a route's handle (e.g. null on the admin payment settings page, spec §2.1). */
  current_section?: string | null;
  /** The pay-for-order page's add-fee context (spec §3.2); see app/modules/payments/add-fee.ts. */
  add_fee_action?: string;
  add_fee_order?: string;
  add_fee_pay?: string;
  /** The gateway the order's fee is tied to. */
  add_fee_paymethod?: string;
  add_fee_key?: string;
  /** 'yes' locks the payment method (spec §4.3, §9.1). */
  add_fee_fixed_gateway?: string;
  /** The session's CSRF token, posted as `add_fee_nonce`. */
  add_fee_nonce?: string;
  /** The Dutch "ajax error" text (spec §8). */
  add_fee_ajax_error?: string;
}

/**
 * A route module adds page settings to the config with `export const handle = { pageConfig: {…} }`, or with
 * a function of its loader data for per-request values (`pageConfig: (data) => ({…})`).
 */
export interface PageConfigHandle {
  pageConfig?: Partial<PageConfig> | ((loaderData: unknown) => Partial<PageConfig> | undefined);
}

/** The root config with the `pageConfig` of every matched route's handle merged in (deepest route last). */
export function mergeRouteConfig(
  config: PageConfig,
  matches: readonly { handle?: unknown; loaderData?: unknown }[],
): PageConfig {
  let merged = config;
  for (const match of matches) {
    const given = (match.handle as PageConfigHandle | undefined)?.pageConfig;
    const extra = typeof given === "function" ? given(match.loaderData) : given;
    if (extra) merged = { ...merged, ...extra };
  }
  return merged;
}

export const PAGE_CONFIG_ID = "maatglas-config";

export const urls = {
  home: "/",
  shop: "/winkel",
  product: (slug: string) => `/product/${slug}`,
  category: (slug: string) => `/product-categorie/${slug}`,
  cart: "/winkelmand",
  checkout: "/afrekenen",
  account: "/mijn-account",
  admin: "/beheer",
  ajax: "/api/ajax",
  dismissNotice: "/melding-sluiten",
  search: "/zoeken",
  searchSuggestions: "/api/zoeksuggesties",
} as const;

/** Reads the page config in the browser. */
export function readPageConfig(): PageConfig | null {
  const el = typeof document === "undefined" ? null : document.getElementById(PAGE_CONFIG_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as PageConfig;
  } catch {
    return null;
  }
}

/** Serialises JSON for an inline script element without letting `</script>` or `<!--` break out. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
