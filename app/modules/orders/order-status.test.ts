import { describe, expect, it } from "vitest";
import {
  adminNextStatuses,
  canTransition,
  isFinal,
  isOrderStatus,
  isPaid,
  ORDER_STATUSES,
  type OrderStatus,
  OrderTransitionError,
  statusLabel,
  transition,
} from "./order-status";

// The expected state machine, written out by hand: row = from, column = to, "y" = allowed.
const TABLE = `
                pending on-hold processing in-production shipped completed cancelled failed refunded
  pending       .       y       y          .             .       .         y         y      .
  on-hold       y       .       y          .             .       .         y         y      .
  processing    .       .       .          y             y       y         .         .      y
  in-production .       .       .          .             y       y         .         .      y
  shipped       .       .       .          .             .       y         .         .      y
  completed     .       .       .          .             .       .         .         .      y
  cancelled     .       .       .          .             .       .         .         .      .
  failed        y       y       y          .             .       .         y         .      .
  refunded      .       .       .          .             .       .         .         .      .
`;

const [header, ...rows] = TABLE.trim()
  .split("\n")
  .map((line) => line.trim().split(/\s+/));
const pairs: [OrderStatus, OrderStatus, boolean][] = rows.flatMap(([from, ...cells]) =>
  cells.map(
    (cell, i) =>
      [from as OrderStatus, header[i] as OrderStatus, cell === "y"] as [OrderStatus, OrderStatus, boolean],
  ),
);

describe("order status machine", () => {
  it("knows exactly the seven WooCommerce statuses and the two made-to-measure steps", () => {
    expect([...ORDER_STATUSES].sort()).toEqual([...header].sort());
    expect(pairs).toHaveLength(81);
  });

  const allowed = pairs.filter(([, , ok]) => ok);
  const refused = pairs.filter(([, , ok]) => !ok);

  it.each(allowed)("%s → %s is allowed", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(transition(from, to)).toBe(to);
  });

  it.each(refused)("%s → %s is refused", (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(() => transition(from, to)).toThrow(OrderTransitionError);
  });

  it("throws a typed error with a Dutch message", () => {
    const error = (() => {
      try {
        transition("completed", "pending");
      } catch (e) {
        return e;
      }
    })() as OrderTransitionError;
    expect(error).toBeInstanceOf(OrderTransitionError);
    expect(error).toMatchObject({ code: "order_transition_refused", from: "completed", to: "pending" });
    expect(error.message).toBe(
      "De status van deze bestelling kan niet van „Afgerond” naar „In afwachting van betaling” worden gewijzigd.",
    );
  });

  it("refuses unknown statuses", () => {
    expect(canTransition("pending", "delivered" as OrderStatus)).toBe(false);
    expect(canTransition("delivered" as OrderStatus, "pending")).toBe(false);
    expect(isOrderStatus("delivered")).toBe(false);
    expect(isOrderStatus("shipped")).toBe(true);
    expect(isOrderStatus("on-hold")).toBe(true);
  });

  it.each([
    ["pending", false],
    ["on-hold", false],
    ["processing", true],
    ["in-production", true],
    ["shipped", true],
    ["completed", true],
    ["cancelled", false],
    ["failed", false],
    ["refunded", false],
  ] as const)("isPaid(%s) = %s", (status, paid) => {
    expect(isPaid(status)).toBe(paid);
  });

  it("refunded is reachable from every paid status and from nothing else", () => {
    for (const status of ORDER_STATUSES) expect(canTransition(status, "refunded")).toBe(isPaid(status));
  });

  it("the back-office form offers every allowed next status except refunded", () => {
    expect(adminNextStatuses("processing")).toEqual(["in-production", "shipped", "completed"]);
    expect(adminNextStatuses("in-production")).toEqual(["shipped", "completed"]);
    expect(adminNextStatuses("shipped")).toEqual(["completed"]);
    expect(adminNextStatuses("completed")).toEqual([]);
    expect(adminNextStatuses("on-hold")).toEqual(["pending", "processing", "cancelled", "failed"]);
    for (const status of ORDER_STATUSES) expect(adminNextStatuses(status)).not.toContain("refunded");
  });

  it.each([
    ["cancelled", true],
    ["refunded", true],
    ["pending", false],
    ["completed", false],
  ] as const)("isFinal(%s) = %s", (status, final) => {
    expect(isFinal(status)).toBe(final);
  });

  it.each([
    ["pending", "In afwachting van betaling"],
    ["on-hold", "In de wacht"],
    ["processing", "In behandeling"],
    ["in-production", "In productie"],
    ["shipped", "Verzonden"],
    ["completed", "Afgerond"],
    ["cancelled", "Geannuleerd"],
    ["failed", "Mislukt"],
    ["refunded", "Terugbetaald"],
    ["delivered", "delivered"],
  ])("labels %s as %s", (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});
