import { adminOrdersMessages } from "~/i18n/nl.admin-orders";
import { adminNextStatuses, isOrderStatus, isPaid, statusLabel } from "./order-status";

/**
 * The back office's order page state that is not read from the database: which change just succeeded (the
 * `?gelukt=` parameter after a post-redirect-get), the message that says so, and what the status form offers.
 */

const d = adminOrdersMessages.detail;

/** Each change the order page makes, with the value of its `?gelukt=` parameter. */
export const ORDER_DONE = {
  status: "status",
  note: "notitie",
  customer_note: "klantnotitie",
  resend: "e-mail",
} as const;
export type OrderDone = keyof typeof ORDER_DONE;

/** The page to return to after change `done` on order `orderId`. */
export function orderDonePath(orderId: number, done: OrderDone): string {
  return `/beheer/bestellingen/${orderId}?gelukt=${ORDER_DONE[done]}`;
}

/** The change a `?gelukt=` value names; null for a missing or unknown value. */
export function orderDoneFromParam(value: string | null): OrderDone | null {
  return (Object.keys(ORDER_DONE) as OrderDone[]).find((k) => ORDER_DONE[k] === value) ?? null;
}

/** The status's label, the statuses the back office may move it to, and whether the order is paid. */
export function orderStatusView(status: string) {
  return {
    statusLabel: statusLabel(status),
    next: isOrderStatus(status)
      ? adminNextStatuses(status).map((s) => ({ id: s, label: statusLabel(s) }))
      : [],
    paid: isOrderStatus(status) && isPaid(status),
  };
}

/** The Dutch message after change `done`, for an order now in `status` (labelled `label`); null for none. */
export function orderDoneMessage(done: OrderDone | null, status: string, label: string): string | null {
  switch (done) {
    case "status":
      return ["in-production", "shipped", "completed"].includes(status)
        ? d.statusChanged(label)
        : d.statusChangedQuiet(label);
    case "note":
      return d.noteAdded;
    case "customer_note":
      return d.customerNoteAdded;
    case "resend":
      return d.resent;
    default:
      return null;
  }
}
