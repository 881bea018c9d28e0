import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { accountUrls } from "~/modules/accounts/urls";
import { findUserByEmail } from "~/modules/accounts/users.server";
import { accountExistsEmail } from "~/modules/email/account-mails";
import { enqueueEmail } from "~/modules/email/email.server";
import { newOrderEmail, orderConfirmationEmail } from "~/modules/email/order-emails";
import { isPaid, type OrderStatus } from "~/modules/orders/order-status";
import { getOrder } from "~/modules/orders/orders.server";
import { getSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";
import { publicUrl } from "~/utils/public-url.server";
import type { Database } from "../../../db/schema";
import { toOrderView } from "./order-view";
import { checkoutUrls } from "./urls";

/**
 * What happens once an order counts as placed for good — a bank-transfer order at placement, an online payment
 * once paid: the cart it came from is emptied and the two e-mails are queued (each at most once per order), in
 * the transaction that places the order or marks it paid.
 */

/** Empties the carts of a session (lines only; the cart row stays). Works inside a transaction too. */
export async function emptyCartOfSession(db: Kysely<Database>, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  await db
    .deleteFrom("cart_lines")
    .where("cart_id", "in", db.selectFrom("carts").select("id").where("session_id", "=", sessionId))
    .execute();
}

/** True once the order is placed for good: awaiting a bank transfer (on-hold) or paid. */
export function isPlacedForGood(status: OrderStatus): boolean {
  return status === "on-hold" || isPaid(status);
}

/**
 * Queues the shopper's confirmation and the shop's new-order mail in the transaction `trx`; a repeat call
 * queues nothing again (unique kind + order id).
 */
export async function queueOrderEmails(trx: Kysely<Database>, orderId: number, log: Logger): Promise<void> {
  const row = await getOrder(trx, orderId);
  if (!row) return;
  const order = toOrderView(row);
  const settings = await getSettings(trx);
  const link = `${publicUrl()}${checkoutUrls.received(order.id, order.orderKey)}`;
  const confirmation = orderConfirmationEmail(
    order,
    { name: settings.company.name, bank: settings.bank_transfer },
    link,
  );
  const reference = String(order.id);
  await enqueueEmail(trx, { ...confirmation, to: order.email, kind: "order_confirmation", reference }, log);
  await enqueueEmail(
    trx,
    { ...newOrderEmail(order), to: env().SHOP_EMAIL, kind: "new_order", reference },
    log,
  );
}

/**
 * The mails of a newly created order, queued inside the transaction that creates it: the order mails when
 * it is placed for good at once (bank transfer), and — when the shopper asked for an account with an address
 * that already has one — a mail to that address saying so, with how to log in or reset the password. (The
 * checkout page answers the same either way, so it never tells whether an address has an account.)
 */
export async function queuePlacementEmails(
  trx: Kysely<Database>,
  order: { id: number; number: string; status: OrderStatus },
  shopper: { email: string; firstName: string; createAccount: boolean },
  log: Logger,
): Promise<void> {
  if (isPlacedForGood(order.status)) await queueOrderEmails(trx, order.id, log);
  if (!shopper.createAccount) return;
  const user = await findUserByEmail(trx, shopper.email);
  if (!user) return;
  const origin = publicUrl();
  const mail = accountExistsEmail({
    name: shopper.firstName || user.first_name || user.email,
    orderNumber: order.number,
    loginUrl: `${origin}${accountUrls.dashboard}`,
    lostPasswordUrl: `${origin}${accountUrls.lostPassword}`,
  });
  await enqueueEmail(
    trx,
    { ...mail, to: user.email, kind: "account_exists", reference: String(order.id) },
    log,
  );
}
