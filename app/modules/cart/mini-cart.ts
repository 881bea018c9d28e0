import { urls } from "~/utils/page-config";
import type { LineSnapshot } from "./cart";

/** One line as the mini cart shows it (serialisable: it travels in loader data, fragments and sessionStorage). */
export interface MiniCartLine {
  key: string;
  productId: number;
  name: string;
  url: string;
  image: string;
  summary: string;
  quantity: number;
  unitInclCents: number;
  lineInclCents: number;
}

/** What the header cart renders; `hash` equals the `woocommerce_cart_hash` cookie it belongs to. */
export interface MiniCartData {
  hash: string;
  count: number;
  subtotalInclCents: number;
  lines: MiniCartLine[];
}

/** The answer of `?wc-ajax=get_refreshed_fragments` (and of a successful add or remove), spec §3.11/§7.5. */
export interface FragmentsAnswer {
  /** Selector → HTML rendered on the server by the same components the page uses. */
  fragments: Record<string, string>;
  cart_hash: string;
  /** The same state as data: React renders the header from this, never by swapping its DOM for HTML. */
  cart: MiniCartData;
}

/** The configuration summary of a line from its snapshot: "Greep: RVS rond 180 cm · Slot: Cilinderslot". */
export function configurationSummary(snapshot: Pick<LineSnapshot, "options">): string {
  return snapshot.options.map((o) => `${o.label}: ${o.valueLabel}`).join(" · ");
}

export function miniCartOf(
  lines: {
    lineKey: string;
    productId: number;
    productSlug: string;
    productName: string;
    productImage: string;
    quantity: number;
    unitInclCents: number;
    snapshot: Pick<LineSnapshot, "options">;
  }[],
  hash: string,
): MiniCartData {
  const out = lines.map((l) => ({
    key: l.lineKey,
    productId: l.productId,
    name: l.productName,
    url: urls.product(l.productSlug),
    image: l.productImage,
    summary: configurationSummary(l.snapshot),
    quantity: l.quantity,
    unitInclCents: l.unitInclCents,
    lineInclCents: l.unitInclCents * l.quantity,
  }));
  return {
    hash,
    count: out.reduce((n, l) => n + l.quantity, 0),
    subtotalInclCents: out.reduce((s, l) => s + l.lineInclCents, 0),
    lines: out,
  };
}

export const EMPTY_MINI_CART: MiniCartData = { hash: "", count: 0, subtotalInclCents: 0, lines: [] };
