import { checkoutMessages } from "~/i18n/nl.checkout";
import { paymentMessages } from "~/i18n/nl.payments";
import type { LineSnapshot } from "~/modules/cart/cart";
import { isPaid, type OrderStatus, statusLabel } from "~/modules/orders/order-status";
import type { Address, BillingAddress } from "./checkout.schema";

/**
 * An order as the thank-you page and the order e-mails show it, read from the stored row (pure; the row's JSON
 * columns parsed leniently so an old or hand-edited order still renders).
 */

export interface OrderViewLine {
  name: string;
  quantity: number;
  unitInclCents: number;
  totalInclCents: number;
  /** The configuration from the line's snapshot: label and chosen value. */
  options: { label: string; value: string }[];
}

export interface OrderView {
  id: number;
  number: string;
  orderKey: string;
  status: OrderStatus;
  statusLabel: string;
  paid: boolean;
  createdAt: string;
  email: string;
  billing: BillingAddress;
  shipping: Address;
  shippingLabel: string;
  paymentMethod: string;
  paymentLabel: string;
  customerNote: string;
  lines: OrderViewLine[];
  subtotalInclCents: number;
  shippingInclCents: number;
  feeInclCents: number;
  /** The fee line's name ("Transactiekosten Creditcard"), or "" without a fee. */
  feeLabel: string;
  totalInclCents: number;
  vatCents: number;
}

/** The stored row shape (orders + order_lines), as getOrder returns it. */
export interface StoredOrder {
  id: number;
  number: string | null;
  order_key: string;
  status: string;
  created_at: string;
  email: string;
  billing: string;
  shipping: string;
  shipping_method: string;
  payment_method: string;
  customer_note: string;
  subtotal_incl_cents: number;
  shipping_incl_cents: number;
  fee_incl_cents: number;
  total_incl_cents: number;
  vat_cents: number;
  lines: {
    kind: string;
    name: string;
    quantity: number;
    unit_incl_cents: number;
    total_incl_cents: number;
    snapshot: string;
  }[];
}

function parse<T>(json: string, fallback: T): T {
  try {
    const v = JSON.parse(json);
    return v && typeof v === "object" ? (v as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The Dutch name of a checkout payment method id ("test", "banktransfer", "ideal" …). */
export function paymentMethodLabel(id: string): string {
  const own = checkoutMessages.paymentMethods as Record<string, { title: string }>;
  const known = paymentMessages.methods as Record<string, string>;
  return own[id]?.title ?? known[id] ?? id;
}

export function toOrderView(row: StoredOrder): OrderView {
  const products = row.lines.filter((l) => l.kind === "product");
  const shippingLine = row.lines.find((l) => l.kind === "shipping");
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    number: row.number ?? String(row.id),
    orderKey: row.order_key,
    status,
    statusLabel: statusLabel(row.status),
    paid: isPaid(status),
    createdAt: row.created_at,
    email: row.email,
    billing: parse<BillingAddress>(row.billing, {} as BillingAddress),
    shipping: parse<Address>(row.shipping, {} as Address),
    shippingLabel: shippingLine?.name ?? row.shipping_method,
    paymentMethod: row.payment_method,
    paymentLabel: paymentMethodLabel(row.payment_method),
    customerNote: row.customer_note,
    lines: products.map((l) => {
      const snap = parse<Partial<LineSnapshot>>(l.snapshot, {});
      return {
        name: l.name,
        quantity: l.quantity,
        unitInclCents: l.unit_incl_cents,
        totalInclCents: l.total_incl_cents,
        options: (snap.options ?? []).map((o) => ({ label: o.label, value: o.valueLabel })),
      };
    }),
    subtotalInclCents: row.subtotal_incl_cents,
    shippingInclCents: row.shipping_incl_cents,
    feeInclCents: row.fee_incl_cents,
    feeLabel: row.lines.find((l) => l.kind === "fee")?.name ?? "",
    totalInclCents: row.total_incl_cents,
    vatCents: row.vat_cents,
  };
}

/** An address as lines: name, company, street + number, postcode + city, country. */
export function addressLines(a: Partial<Address>): string[] {
  const suffix = a.houseNumberSuffix ? ` ${a.houseNumberSuffix}` : "";
  const country = a.country ? (checkoutMessages.countries[a.country] ?? a.country) : "";
  return [
    [a.firstName, a.lastName].filter(Boolean).join(" "),
    a.company ?? "",
    a.street ? `${a.street} ${a.houseNumber ?? ""}${suffix}`.trim() : "",
    [a.postcode, a.city].filter(Boolean).join("  "),
    country,
  ].filter((l) => l.trim() !== "");
}

/** True when the thank-you page and the e-mail show the bank details: a bank-transfer order not paid yet. */
export function needsBankTransfer(order: Pick<OrderView, "paymentMethod" | "paid" | "status">): boolean {
  return order.paymentMethod === "banktransfer" && !order.paid && order.status !== "cancelled";
}
