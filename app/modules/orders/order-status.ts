import { orderMessages } from "~/i18n/nl.orders";

/**
 * Order statuses as a pure state machine, with WooCommerce's meanings:
 * - pending: created, awaiting payment (checkout or pay-for-order page).
 * - on-hold: awaiting a bank transfer or a manual check; not paid yet.
 * - processing: paid; not yet in the workshop.
 * - in-production: paid; the door is being made in the workshop ("In productie").
 * - shipped: paid; sent or handed to the carrier, optionally with a track & trace code ("Verzonden").
 * - completed: delivered / installed, done ("Afgerond").
 * - cancelled: never paid and given up (by the shopper, the admin or an expired payment). Terminal.
 * - failed: the payment failed; the shopper may retry (→ pending, or straight to processing/on-hold when
 *   the retried payment succeeds or turns into a bank transfer).
 * - refunded: the whole payment went back. Terminal. (A partial refund does not change the status.)
 *
 * Decisions, stricter than WooCommerce's free status dropdown so the money trail stays right:
 * - Made-to-measure work runs forward: processing → in-production → shipped → completed. Steps may be skipped
 *   forward (processing → shipped for a stock item that needs no workshop; processing/in-production →
 *   completed for a door picked up or installed by the shop itself), never taken back: a shipped order does not
 *   return to production (a remake is a new order).
 * - A paid order (processing, in-production, shipped, completed) can only end as refunded, never as cancelled:
 *   cancelling a paid order means refunding it. It cannot go back to pending/on-hold/failed either.
 * - Nothing skips processing: a made-to-measure door is never made, shipped or completed straight from
 *   pending — the payment webhook moves an order to processing, the shop moves it on from there.
 * - on-hold → pending is allowed (the admin reopens payment so the shopper can pay another way).
 * - cancelled and refunded are terminal; a payment arriving after cancellation is refunded outside the shop.
 * - A status never "transitions" to itself: canTransition(s, s) is false; callers handling repeated
 *   webhooks compare first.
 */

export const ORDER_STATUSES = [
  "pending",
  "on-hold",
  "processing",
  "in-production",
  "shipped",
  "completed",
  "cancelled",
  "failed",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["on-hold", "processing", "cancelled", "failed"],
  "on-hold": ["pending", "processing", "cancelled", "failed"],
  processing: ["in-production", "shipped", "completed", "refunded"],
  "in-production": ["shipped", "completed", "refunded"],
  shipped: ["completed", "refunded"],
  completed: ["refunded"],
  cancelled: [],
  failed: ["pending", "on-hold", "processing", "cancelled"],
  refunded: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order in `from` may move to. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return isOrderStatus(from) ? NEXT[from] : [];
}

/**
 * The statuses the back office's status form offers: the machine's next statuses except refunded, which only a
 * refund through the payment provider sets (money must actually go back before an order says so).
 */
export function adminNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return nextStatuses(from).filter((s) => s !== "refunded");
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return isOrderStatus(to) && nextStatuses(from).includes(to);
}

/** A refused status change. `message` is Dutch and may be shown to the administrator. */
export class OrderTransitionError extends Error {
  readonly code = "order_transition_refused";
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(orderMessages.transitionRefused(statusLabel(from), statusLabel(to)));
    this.name = "OrderTransitionError";
  }
}

/** Returns `to` when the change is allowed; throws OrderTransitionError otherwise. */
export function transition(from: OrderStatus, to: OrderStatus): OrderStatus {
  if (!canTransition(from, to)) throw new OrderTransitionError(from, to);
  return to;
}

const PAID: readonly OrderStatus[] = ["processing", "in-production", "shipped", "completed"];

/** True while the shop holds the shopper's money for the order: processing, in-production, shipped, completed. */
export function isPaid(status: OrderStatus): boolean {
  return PAID.includes(status);
}

/** A status that no longer changes. */
export function isFinal(status: OrderStatus): boolean {
  return nextStatuses(status).length === 0;
}

/** The Dutch label of a status; an unknown value is shown as is. */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? orderMessages.status[status] : status;
}
