import { describe, expect, it } from "vitest";
import { adminOrdersMessages } from "~/i18n/nl.admin-orders";
import {
  ORDER_DONE,
  type OrderDone,
  orderDoneFromParam,
  orderDoneMessage,
  orderDonePath,
  orderStatusView,
} from "./order-page";
import { ORDER_STATUSES, statusLabel } from "./order-status";

const d = adminOrdersMessages.detail;
const DONES = Object.keys(ORDER_DONE) as OrderDone[];

describe("the order page's ?gelukt= parameter", () => {
  it.each(DONES)("%s goes to the order page and reads back as the same change", (done) => {
    const path = orderDonePath(42, done);
    expect(path).toMatch(/^\/beheer\/bestellingen\/42\?gelukt=/);
    expect(orderDoneFromParam(new URL(path, "http://x").searchParams.get("gelukt"))).toBe(done);
  });

  it("uses the Dutch parameter values", () => {
    expect(DONES.map((k) => orderDonePath(7, k))).toEqual([
      "/beheer/bestellingen/7?gelukt=status",
      "/beheer/bestellingen/7?gelukt=notitie",
      "/beheer/bestellingen/7?gelukt=klantnotitie",
      "/beheer/bestellingen/7?gelukt=e-mail",
    ]);
  });

  it.each([[null], [""], ["note"], ["resend"], ["STATUS"], ["status "]])("%j names no change", (value) => {
    expect(orderDoneFromParam(value)).toBeNull();
  });
});

describe("the message after a change", () => {
  it.each(["in-production", "shipped", "completed"])(
    "a change to %s says the customer gets a mail",
    (status) => {
      expect(orderDoneMessage("status", status, "X")).toBe(d.statusChanged("X"));
    },
  );

  it.each(["pending", "on-hold", "processing", "cancelled", "failed", "refunded"])(
    "a change to %s says nothing about a mail",
    (status) => {
      expect(orderDoneMessage("status", status, "X")).toBe(d.statusChangedQuiet("X"));
    },
  );

  it("each note, the resend and no change have their own message", () => {
    expect(orderDoneMessage("note", "processing", "X")).toBe(d.noteAdded);
    expect(orderDoneMessage("customer_note", "processing", "X")).toBe(d.customerNoteAdded);
    expect(orderDoneMessage("resend", "processing", "X")).toBe(d.resent);
    expect(orderDoneMessage(null, "processing", "X")).toBeNull();
  });
});

describe("what the status form offers", () => {
  it("a paid order moves forward but never to refunded by hand", () => {
    expect(orderStatusView("processing")).toEqual({
      statusLabel: statusLabel("processing"),
      next: ["in-production", "shipped", "completed"].map((s) => ({ id: s, label: statusLabel(s) })),
      paid: true,
    });
  });

  it("an unpaid order may be paid, cancelled or failed", () => {
    expect(orderStatusView("on-hold").next.map((s) => s.id)).toEqual([
      "pending",
      "processing",
      "cancelled",
      "failed",
    ]);
    expect(orderStatusView("on-hold").paid).toBe(false);
  });

  it.each(ORDER_STATUSES)("%s never offers refunded", (status) => {
    expect(orderStatusView(status).next.map((s) => s.id)).not.toContain("refunded");
  });

  it("a final or unknown status offers nothing and is shown as is when unknown", () => {
    expect(orderStatusView("refunded")).toMatchObject({ next: [], paid: false });
    expect(orderStatusView("cancelled")).toMatchObject({ next: [], paid: false });
    expect(orderStatusView("wc-weird")).toEqual({ statusLabel: "wc-weird", next: [], paid: false });
  });
});
