import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { createOrderOnce } from "../../app/modules/orders/orders.server";
import { savePaymentSettings } from "../../app/modules/payments/payment-settings.server";
import { defaultPaymentSettings } from "../../app/modules/payments/settings-form";
import type { Database } from "../../db/schema";

/** Helpers of the payment DB tests: an unpaid order as checkout leaves it, and the payment settings. */

/**
 * Creditcard 1,5 % capped at € 2,00 (excl. btw), PayPal a fixed € 0,50; the rest without surcharge. The
 * provider: as given, else Mollie when a key is given and the test environment otherwise.
 */
export async function saveSurcharges(
  db: Kysely<Database>,
  keys: {
    provider?: "test" | "mollie" | null;
    testMode?: boolean;
    testApiKey?: string;
    liveApiKey?: string;
  } = {},
) {
  const settings = defaultPaymentSettings();
  settings.provider =
    keys.provider !== undefined ? keys.provider : keys.testApiKey || keys.liveApiKey ? "mollie" : "test";
  settings.test_mode_enabled = keys.testMode ?? false;
  settings.methods.creditcard.surcharge = {
    payment_surcharge: "percentage",
    fixed_fee: 0,
    percentage: 1.5,
    surcharge_limit: 2,
    maximum_limit: 0,
  };
  settings.methods.paypal.surcharge = {
    payment_surcharge: "fixed_fee",
    fixed_fee: 0.5,
    percentage: 0,
    surcharge_limit: 0,
    maximum_limit: 0,
  };
  await savePaymentSettings(db, {
    settings,
    testApiKey: keys.testApiKey ?? "",
    liveApiKey: keys.liveApiKey ?? "",
  });
}

/**
 * A pending order of € 740,50 (one door, free delivery) paid with iDEAL, without a fee — what checkout stores
 * before the shopper pays. `session` gets a cart line too, so the "cart emptied when paid" rule can be seen.
 */
export async function unpaidOrder(
  db: Kysely<Database>,
  options: {
    status?: "pending" | "failed" | "on-hold" | "processing";
    method?: string;
    sessionId?: string;
  } = {},
) {
  const now = new Date().toISOString();
  const sessionId = options.sessionId ?? `s-${randomBytes(4).toString("hex")}`;
  let product = await db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "pay-door")
    .executeTakeFirst();
  if (!product) {
    product = await db
      .insertInto("products")
      .values({ slug: "pay-door", name: "Glazen deur", price_cents: 61198, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
  }
  const order = await createOrderOnce(db, {
    idempotencyKey: `pay-${randomBytes(6).toString("hex")}`,
    status: options.status ?? "pending",
    sessionId,
    userId: null,
    email: "klant@example.nl",
    billing: { firstName: "Jan", lastName: "de Vries" },
    shipping: { firstName: "Jan" },
    shippingMethod: "bezorgen",
    paymentMethod: options.method ?? "ideal",
    customerNote: "",
    subtotalInclCents: 74050,
    shippingInclCents: 0,
    feeInclCents: 0,
    totalInclCents: 74050,
    vatCents: 12852,
    lines: [
      {
        kind: "product",
        productId: product.id,
        name: "Glazen deur",
        quantity: 1,
        unitExclCents: 61198,
        unitInclCents: 74050,
      },
      {
        kind: "shipping",
        productId: null,
        name: "Bezorgen",
        quantity: 1,
        unitExclCents: 0,
        unitInclCents: 0,
      },
    ],
  });
  return { ...order, sessionId };
}

/** The order row and its lines, for before/after comparisons. */
export async function orderSnapshot(db: Kysely<Database>, orderId: number) {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return { order, lines };
}

export const mailsOf = (db: Kysely<Database>, orderId: number) =>
  db
    .selectFrom("email_outbox")
    .select(["kind", "to_address"])
    .where("reference", "=", String(orderId))
    .orderBy("kind")
    .execute();
