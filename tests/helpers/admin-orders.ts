import { randomBytes } from "node:crypto";
import path from "node:path";
// Relative imports on purpose: none of these modules use the `~/` alias.
import { createOrderOnce } from "../../app/modules/orders/orders.server";
import { openSqlite } from "../../db/dialect.server";
import { E2E_DATA_DIR } from "../../playwright.config";

/** Helpers of tests/e2e/admin-orders.spec.ts: orders written straight into the e2e server's SQLite file. */

function e2eDb() {
  return openSqlite(path.join(E2E_DATA_DIR, "maatglas.db"));
}

/** The sample door's snapshot as the configurator stores it (definition version 1, € 740,50). */
const DOOR_SNAPSHOT = {
  productId: 1,
  productName: "Glazen deur op maat",
  definitionVersion: 1,
  options: [
    { field: "uni_cpo_height", label: "Netto glashoogte in mm", value: "2000", valueLabel: "2000" },
    { field: "uni_cpo_width", label: "Netto glasbreedte in mm", value: "800", valueLabel: "800" },
    {
      field: "uni_cpo_handle",
      label: "Greep",
      value: "rvs-rond-180",
      valueLabel: "RVS rond 180 cm",
      rate: "135",
    },
    { field: "uni_cpo_hinges", label: "Scharnieren", value: "rvs", valueLabel: "RVS", rate: "57" },
    {
      field: "uni_cpo_lock",
      label: "Slot",
      value: "cilinderslot",
      valueLabel: "Cilinderslot",
      rate: "123.981",
    },
  ],
  values: {},
  priceExcl: "611.981",
  unitExclCents: 61198,
  unitInclCents: 74050,
};

/** A paid (processing) order of `quantity` sample doors, as if the webhook had marked it paid. */
export async function paidOrder(
  opts: { quantity?: number; lastName?: string; doublePayment?: boolean; withHandle?: boolean } = {},
) {
  const db = e2eDb();
  try {
    const quantity = opts.quantity ?? 1;
    // A ready-made fitting beside the door (€ 47,19): no configuration, so no workshop sheet.
    const handle = opts.withHandle ? 4719 : 0;
    const order = await createOrderOnce(db.kysely, {
      idempotencyKey: `e2e-${randomBytes(6).toString("hex")}`,
      status: "processing",
      sessionId: null,
      userId: null,
      email: "piet@example.nl",
      billing: {
        firstName: "Piet",
        lastName: opts.lastName ?? "Bakker",
        street: "Deurstraat",
        houseNumber: "3",
        postcode: "1011 AB",
        city: "Amsterdam",
        country: "NL",
        phone: "0612345678",
      },
      shipping: {
        firstName: "Piet",
        lastName: opts.lastName ?? "Bakker",
        street: "Deurstraat",
        houseNumber: "3",
        postcode: "1011 AB",
        city: "Amsterdam",
        country: "NL",
      },
      shippingMethod: "bezorgen",
      paymentMethod: "ideal",
      customerNote: "",
      subtotalInclCents: 74050 * quantity + handle,
      shippingInclCents: 0,
      feeInclCents: 0,
      totalInclCents: 74050 * quantity + handle,
      vatCents: 12852 * quantity + (handle ? 819 : 0),
      lines: [
        {
          kind: "product",
          productId: null,
          name: "Glazen deur op maat",
          quantity,
          unitExclCents: 61198,
          unitInclCents: 74050,
          snapshot: DOOR_SNAPSHOT,
        },
        ...(handle
          ? [
              {
                kind: "product" as const,
                productId: null,
                name: "Deurgreep mat zwart 32 cm",
                quantity: 1,
                unitExclCents: 3900,
                unitInclCents: handle,
                snapshot: { options: [] },
              },
            ]
          : []),
      ],
    });
    const now = new Date().toISOString();
    await db.kysely
      .updateTable("orders")
      .set({ paid_at: now, double_payment_at: opts.doublePayment ? now : null })
      .where("id", "=", order.id)
      .execute();
    return order;
  } finally {
    await db.close();
  }
}

/** The outbox rows about an order (every reference `{id}` or `{id}:…`), oldest first. */
export async function orderOutbox(orderId: number) {
  const db = e2eDb();
  try {
    return await db.kysely
      .selectFrom("email_outbox")
      .select(["kind", "reference", "to_address", "subject", "text_body"])
      .where((eb) => eb.or([eb("reference", "=", String(orderId)), eb("reference", "like", `${orderId}:%`)]))
      .orderBy("id")
      .execute();
  } finally {
    await db.close();
  }
}

/** The order's status, track & trace and history rows. */
export async function orderState(orderId: number) {
  const db = e2eDb();
  try {
    const order = await db.kysely
      .selectFrom("orders")
      .select(["status", "track_trace"])
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    const events = await db.kysely
      .selectFrom("order_events")
      .select(["kind", "from_status", "to_status", "actor", "text"])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute();
    const audit = await db.kysely
      .selectFrom("audit_log")
      .select(["action", "summary", "actor"])
      .where("entity_type", "=", "order")
      .where("entity_id", "=", String(orderId))
      .orderBy("id")
      .execute();
    return { ...order, events, audit };
  } finally {
    await db.close();
  }
}
