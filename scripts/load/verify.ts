// After the run: every successful checkout left exactly one order in the database, with the price the shopper
// was quoted and totals that add up; no other order exists.
import { openPostgres } from "../../db/dialect.server.ts";
import { centsOf, type PlacedOrder } from "./shopper.ts";

interface ShippingMethod {
  id: string;
  costInclCents: number;
  freeFromInclCents: number | null;
}

/** The problems found (empty when every order is right). */
export async function verifyOrders(databaseUrl: string, placed: PlacedOrder[]): Promise<string[]> {
  const { kysely: db, close } = openPostgres(databaseUrl);
  try {
    const problems: string[] = [];
    const orders = await db
      .selectFrom("orders")
      .select([
        "id",
        "payment_method",
        "shipping_method",
        "subtotal_incl_cents",
        "shipping_incl_cents",
        "fee_incl_cents",
        "total_incl_cents",
      ])
      .execute();
    const lines = await db
      .selectFrom("order_lines")
      .select(["order_id", "kind", "quantity", "unit_incl_cents", "total_incl_cents"])
      .execute();
    const shippingRow = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "shipping")
      .executeTakeFirstOrThrow();
    const methods = (JSON.parse(shippingRow.value) as { methods: ShippingMethod[] }).methods;

    const byId = new Map(orders.map((o) => [o.id, o]));
    const ids = new Set(placed.map((p) => p.orderId));
    if (ids.size !== placed.length)
      problems.push(`${placed.length} checkouts but only ${ids.size} distinct order ids`);
    if (orders.length !== placed.length)
      problems.push(`${placed.length} successful checkouts but ${orders.length} orders in the database`);
    for (const p of placed) {
      const order = byId.get(p.orderId);
      if (!order) {
        problems.push(`order ${p.orderId}: not in the database`);
        continue;
      }
      const own = lines.filter((l) => l.order_id === p.orderId);
      const products = own.filter((l) => l.kind === "product");
      const subtotal = products.reduce((s, l) => s + l.total_incl_cents, 0);
      const method = methods.find((m) => m.id === p.shippingMethod);
      const shipping =
        !method || (method.freeFromInclCents !== null && subtotal >= method.freeFromInclCents)
          ? 0
          : method.costInclCents;
      const wrong = [
        products.length !== 1 && `${products.length} product lines`,
        products[0]?.quantity !== 1 && `quantity ${products[0]?.quantity}`,
        products[0]?.unit_incl_cents !== p.unitInclCents &&
          `unit price ${products[0]?.unit_incl_cents}, quoted ${p.unitInclCents}`,
        order.subtotal_incl_cents !== subtotal && `subtotal ${order.subtotal_incl_cents} ≠ lines ${subtotal}`,
        order.shipping_method !== p.shippingMethod && `shipping method ${order.shipping_method}`,
        order.shipping_incl_cents !== shipping &&
          `shipping ${order.shipping_incl_cents}, expected ${shipping}`,
        order.total_incl_cents !== subtotal + shipping + order.fee_incl_cents &&
          `total ${order.total_incl_cents} ≠ ${subtotal} + ${shipping} + ${order.fee_incl_cents}`,
        order.payment_method !== "banktransfer" && `payment method ${order.payment_method}`,
        p.shownTotal !== "" &&
          centsOf(p.shownTotal) !== order.total_incl_cents &&
          `thank-you page showed ${p.shownTotal}, stored ${order.total_incl_cents}`,
      ].filter(Boolean);
      if (wrong.length) problems.push(`order ${p.orderId}: ${wrong.join("; ")}`);
    }
    return problems;
  } finally {
    await close();
  }
}
