// One simulated shopper: a loop of visits (product page, price calls, add to cart, cart, checkout, thank-you
// page), each visit a new visitor with an empty cookie jar, all from the shopper's own client IP.
import { parseSetCookie } from "cookie-es";
import { formatMoney } from "../../app/utils/format-money.ts";
import { PAGE_CONFIG_ID, urls } from "../../app/utils/page-config.ts";
import { SHOPPER_BILLING } from "../../tests/factories/checkout.ts";
import type { Stats, Step } from "./stats.ts";

/** The sample door's choices (app/modules/configurator/sample-door.ts): sizes in mm and option slugs. */
const DOOR = {
  slug: "glazen-deur-op-maat",
  height: [1500, 2600],
  width: [400, 1200],
  handle: [
    "rvs-32",
    "rvs-40",
    "zwart-32",
    "zwart-40",
    "mat-rvs-32",
    "mat-rvs-40",
    "rvs-rond-180",
    "zwart-rond-180",
  ],
  hinges: ["rvs", "zwart", "brons", "goud"],
  lock: ["geen", "design-slot", "cilinderslot"],
} as const;

/**
 * Think times in seconds ([min, max], uniform), multiplied by LOAD_THINK (default 1): reading the product page
 * before the first size, typing a size or picking an option between price calls, deciding before adding,
 * looking at the added door, reading the cart, filling in the checkout form, and the pause before the next
 * visitor from the same address.
 */
export const THINK = {
  readProduct: [1, 3],
  betweenPriceCalls: [0.3, 1.5],
  beforeAdd: [0.5, 2],
  afterAdd: [0.5, 1.5],
  readCart: [1, 3],
  fillCheckout: [3, 6],
  nextVisit: [1, 3],
} as const satisfies Record<string, readonly [number, number]>;

/** A placed order as the shopper saw it, for the check against the database. */
export interface PlacedOrder {
  orderId: number;
  /** The unit price the last price call answered for the configuration that was added (cents incl. btw). */
  unitInclCents: number;
  shippingMethod: string;
  /** The total the thank-you page showed ("" until it was shown). */
  shownTotal: string;
}

/** Thrown inside a visit when an answer is wrong: the visit ends, the step's error is already recorded. */
class VisitFailed extends Error {}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const between = ([min, max]: readonly [number, number]) => min + Math.random() * (max - min);
const whole = ([min, max]: readonly [number, number]) => Math.floor(between([min, max + 1]));

/** Cents from a Dutch price text ("€ 1.234,56" → 123456), or null when it is not one. */
export function centsOf(text: unknown): number | null {
  if (typeof text !== "string" || !/^€ \d{1,3}(\.\d{3})*,\d{2}$/.test(text)) return null;
  return Number(text.replace(/\D/g, ""));
}

/** The page config JSON every storefront page embeds, or null. */
function pageConfig(html: string): { nonce?: string } | null {
  const m = new RegExp(`<script[^>]*id="${PAGE_CONFIG_ID}"[^>]*>([^<]*)</script>`).exec(html);
  if (!m) return null;
  try {
    return JSON.parse(m[1]);
  } catch {
    return null;
  }
}

export interface ShopperOptions {
  base: string;
  ip: string;
  stats: Stats;
  /** When the run ends: no visit starts and no think time ends after it (the visit is abandoned). */
  deadline: number;
  think: number;
  orders: PlacedOrder[];
  /** Per-request time-out in ms (a request that takes longer counts as an error). */
  timeoutMs: number;
}

/** Visits until the deadline, with a pause before each next visitor from the same address. */
export async function runShopper(o: ShopperOptions): Promise<void> {
  while (Date.now() < o.deadline) {
    await oneVisit(o);
    const pause = Math.min(between(THINK.nextVisit) * 1000 * o.think, o.deadline - Date.now());
    if (pause > 0) await new Promise((r) => setTimeout(r, pause));
  }
}

class Abandoned extends Error {}

/** One visit; resolves when it ends (completed, failed with its error recorded, or abandoned at the deadline). */
export async function oneVisit(o: ShopperOptions): Promise<void> {
  try {
    await visit(o);
  } catch (error) {
    if (!(error instanceof VisitFailed) && !(error instanceof Abandoned)) throw error;
  }
}

async function visit(o: ShopperOptions) {
  const jar = new Map<string, string>();
  const think = async (range: readonly [number, number]) => {
    const ms = between(range) * 1000 * o.think;
    if (Date.now() + ms >= o.deadline) {
      await new Promise((r) => setTimeout(r, Math.max(0, o.deadline - Date.now())));
      throw new Abandoned();
    }
    await new Promise((r) => setTimeout(r, ms));
  };

  /** One request with the visitor's cookies and address; records its latency and checks the answer. */
  const request = async (
    step: Step,
    path: string,
    init: { method?: string; body?: string; type?: string },
    check: (a: Answer) => string | null,
  ): Promise<Answer> => {
    const headers: Record<string, string> = {
      "x-forwarded-for": o.ip,
      "user-agent": "maatglas-load",
      accept: "text/html,application/json",
    };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (init.type) headers["content-type"] = init.type;
    const started = performance.now();
    let answer: Answer;
    try {
      // Node's fetch: undici's global agent, keep-alive, no cap on connections per origin (one per request
      // in flight, reused afterwards).
      const res = await fetch(`${o.base}${path}`, {
        method: init.method ?? "GET",
        headers,
        body: init.body,
        redirect: "manual",
        signal: AbortSignal.timeout(o.timeoutMs),
      });
      answer = { status: res.status, headers: res.headers, body: await res.text() };
    } catch (error) {
      const e = error as Error & { cause?: { code?: string; message?: string } };
      const reason =
        e.name === "TimeoutError" ? `no answer within ${o.timeoutMs} ms` : e.cause?.code || e.message;
      o.stats.record(step, performance.now() - started, `request failed: ${reason}`);
      throw new VisitFailed();
    }
    const ms = performance.now() - started;
    for (const line of answer.headers.getSetCookie()) {
      const c = parseSetCookie(line, { decode: false }); // sent back exactly as set
      if (!c) continue;
      if (c.maxAge !== undefined && c.maxAge <= 0) jar.delete(c.name);
      else if (c.expires && c.expires.getTime() <= Date.now()) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    const problem =
      answer.status >= 400 || answer.status < 200 ? `HTTP ${answer.status}${detail(answer)}` : check(answer);
    o.stats.record(step, ms, problem);
    if (problem) throw new VisitFailed();
    return answer;
  };

  // Product page: the CSRF token from the page config, the product id from the option form.
  let nonce = "";
  let productId = 0;
  await request("product page", urls.product(DOOR.slug), {}, (a) => {
    nonce = pageConfig(a.body)?.nonce ?? "";
    productId = Number(/name="product_id" value="(\d+)"/.exec(a.body)?.[1] ?? 0);
    if (a.status !== 200) return `status ${a.status}`;
    if (!nonce) return "no CSRF token in the page config";
    if (!productId) return "no product id in the option form";
    return null;
  });
  await think(THINK.readProduct);

  // 3–5 price calls while the shopper tries sizes and options; the last configuration goes into the cart.
  const config: Record<string, string | number> = {
    product_id: productId,
    quantity: 1,
    uni_cpo_height: String(whole(DOOR.height)),
    uni_cpo_width: String(whole(DOOR.width)),
    uni_cpo_handle: pick(DOOR.handle),
    uni_cpo_hinges: pick(DOOR.hinges),
    uni_cpo_lock: pick(DOOR.lock),
  };
  let unitInclCents = 0;
  const calls = whole([3, 5]);
  for (let i = 0; i < calls; i++) {
    if (i > 0) {
      await think(THINK.betweenPriceCalls);
      const field = pick([
        "uni_cpo_height",
        "uni_cpo_width",
        "uni_cpo_handle",
        "uni_cpo_hinges",
        "uni_cpo_lock",
      ]);
      config[field] =
        field === "uni_cpo_height"
          ? String(whole(DOOR.height))
          : field === "uni_cpo_width"
            ? String(whole(DOOR.width))
            : pick(DOOR[field.slice("uni_cpo_".length) as "handle" | "hinges" | "lock"]);
    }
    const body = JSON.stringify({ action: "uni_cpo_price_calc", security: nonce, data: config });
    await request("price call", urls.ajax, { method: "POST", body, type: "application/json" }, (a) => {
      const json = parseJson(a.body) as { success?: boolean; data?: { price_vars?: { price?: string } } };
      const cents = centsOf(json?.data?.price_vars?.price);
      if (json?.success !== true || cents === null || cents <= 0)
        return `no price in the answer: ${a.body.slice(0, 120)}`;
      unitInclCents = cents;
      return null;
    });
  }
  await think(THINK.beforeAdd);

  const addBody = JSON.stringify({ action: "uni_cpo_add_to_cart", security: nonce, data: config });
  await request(
    "add to cart",
    urls.ajax,
    { method: "POST", body: addBody, type: "application/json" },
    (a) => {
      const json = parseJson(a.body) as { success?: boolean; data?: { cart_count?: number } };
      if (json?.success !== true) return `not added: ${a.body.slice(0, 120)}`;
      if (json.data?.cart_count !== 1) return `cart count ${json.data?.cart_count}, expected 1`;
      return null;
    },
  );
  await think(THINK.afterAdd);

  await request("cart page", urls.cart, {}, (a) =>
    a.status !== 200
      ? `status ${a.status}`
      : a.body.includes(formatMoney(unitInclCents))
        ? null
        : `the cart does not show the door's price ${formatMoney(unitInclCents)}`,
  );
  await think(THINK.readCart);

  let attempt = "";
  await request("checkout page", urls.checkout, {}, (a) => {
    attempt = /name="checkout_attempt" value="([^"]+)"/.exec(a.body)?.[1] ?? "";
    if (a.status !== 200) return `status ${a.status}`;
    return attempt ? null : "no checkout form";
  });
  await think(THINK.fillCheckout);

  const shippingMethod = pick(["bezorgen", "afhalen"]);
  const form = new URLSearchParams({
    _csrf: nonce,
    checkout_attempt: attempt,
    intent: "place",
    ...SHOPPER_BILLING,
    billing_email: `load-${o.ip.replaceAll(".", "-")}@example.nl`,
    shipping_method: shippingMethod,
    payment_method: "banktransfer",
    terms: "1",
    made_to_measure: "1",
  });
  let location = "";
  await request(
    "checkout submit",
    urls.checkout,
    { method: "POST", body: form.toString(), type: "application/x-www-form-urlencoded" },
    (a) => {
      location = a.headers.get("location") ?? "";
      if (a.status !== 302 && a.status !== 303) return `status ${a.status}${detail(a)}`;
      return /\/afrekenen\/bestelling-ontvangen\/\d+\?key=/.test(location)
        ? null
        : `redirected to ${location.slice(0, 80)}, not to the thank-you page`;
    },
  );
  const placed: PlacedOrder = {
    orderId: Number(/bestelling-ontvangen\/(\d+)/.exec(location)?.[1]),
    unitInclCents,
    shippingMethod,
    shownTotal: "",
  };
  o.orders.push(placed);

  // The browser follows the redirect at once.
  const path = location.startsWith("http") ? new URL(location).pathname + new URL(location).search : location;
  await request("order received", path, {}, (a) => {
    if (a.status !== 200) return `status ${a.status}`;
    const shownTotal =
      /data-field="total"[^>]*>\s*<dt>[^<]*<\/dt>\s*<dd>([^<]+)<\/dd>/.exec(a.body)?.[1] ?? "";
    if (centsOf(shownTotal) === null) return "no order total on the thank-you page";
    placed.shownTotal = shownTotal;
    return null;
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A short hint of what a refused answer said (a JSON message or the page's alert). */
function detail(a: Answer): string {
  const json = parseJson(a.body) as { data?: { message?: string } } | null;
  const text = json?.data?.message ?? /role="alert"[^>]*>\s*(?:<p>)?([^<]{1,120})/.exec(a.body)?.[1] ?? "";
  return text ? `: ${text.trim()}` : "";
}
