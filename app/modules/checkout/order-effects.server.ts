import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { sendEmail } from "~/modules/email/email.server";
import { newOrderEmail, orderConfirmationEmail } from "~/modules/email/order-emails";
import { getOrder } from "~/modules/orders/orders.server";
import { getSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";
import type { Database } from "../../../db/schema";
import { toOrderView } from "./order-view";
import { checkoutUrls } from "./urls";

/**
 * What happens once an order counts as placed for good — a bank-transfer order at placement, an online payment
 * once paid: the cart it came from is emptied and the two e-mails go out (each at most once per order).
 */

/** Empties the carts of a session (lines only; the cart row stays). Works inside a transaction too. */
export async function emptyCartOfSession(db: Kysely<Database>, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  await db
    .deleteFrom("cart_lines")
    .where("cart_id", "in", db.selectFrom("carts").select("id").where("session_id", "=", sessionId))
    .execute();
}

/** The shopper's confirmation and the shop's new-order mail; a repeat call sends nothing again. */
export async function sendOrderEmails(
  db: Kysely<Database>,
  orderId: number,
  deps: { log: Logger; baseUrl: string },
): Promise<void> {
  const row = await getOrder(db, orderId);
  if (!row) return;
  const order = toOrderView(row);
  const settings = await getSettings(db);
  const link = `${deps.baseUrl}${checkoutUrls.received(order.id, order.orderKey)}`;
  const confirmation = orderConfirmationEmail(
    order,
    { name: settings.company.name, bank: settings.bank_transfer },
    link,
  );
  const reference = String(order.id);
  try {
    await sendEmail(
      db,
      { ...confirmation, to: order.email, kind: "order_confirmation", reference },
      { log: deps.log },
    );
    await sendEmail(
      db,
      { ...newOrderEmail(order), to: env().SHOP_EMAIL, kind: "new_order", reference },
      { log: deps.log },
    );
  } catch (error) {
    // A mail problem never undoes an order; the outbox row (if written) shows what is missing.
    deps.log.error({ err: error, orderId }, "order e-mails could not be queued");
  }
}
