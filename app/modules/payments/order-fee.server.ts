import { timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { vatOfAmounts } from "~/modules/cart/totals";
import { STANDARD_VAT_PERCENT } from "~/utils/money";
import type { Database } from "../../../db/schema";
import { checkoutMethodsFrom, isFixedGateway, isPayableStatus, methodFee } from "./checkout-methods";
import { getPaymentSettings, type PaymentSettings } from "./payment-settings.server";

/**
 * Changing an unpaid order's payment method (the pay-for-order page: its add-fee call and its no-JS
 * "Bijwerken"/"Betalen" buttons). The server checks the order key, the order's status and the method, then
 * recomputes the method's fee itself from the admin's settings — on the order's goods + delivery, the total
 * before any fee — and replaces the fee line, the fee and the totals in one transaction. No amount is ever
 * taken from the request.
 */

export type ChangeMethodRefusal =
  | "notFound"
  | "notPayable"
  | "unknownMethod"
  | "fixedMethod"
  | "changedMeanwhile";

export type ChangeMethodResult =
  | {
      ok: true;
      /** False when the order already had this method and fee (nothing written). */
      changed: boolean;
      orderId: number;
      feeInclCents: number;
      totalInclCents: number;
    }
  | { ok: false; reason: ChangeMethodRefusal; status: 400 | 404 | 409 };

const STATUS: Record<ChangeMethodRefusal, 400 | 404 | 409> = {
  notFound: 404,
  notPayable: 409,
  unknownMethod: 400,
  fixedMethod: 409,
  changedMeanwhile: 409,
};

const refuse = (reason: ChangeMethodRefusal): ChangeMethodResult => ({
  ok: false,
  reason,
  status: STATUS[reason],
});

/** Thrown inside the transaction when the order moved between our read and our write: roll back, retry. */
class ChangedMeanwhile extends Error {}

export function keyMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface ChangeMethodDeps {
  settings?: PaymentSettings;
  /** Tests only: runs inside the transaction after the writes, before the commit (to prove the rollback). */
  beforeCommit?: (trx: Transaction<Database>) => Promise<void>;
}

const ATTEMPTS = 3;

/**
 * Sets the order's payment method to `methodId` and its fee to that method's fee. Refuses (order untouched):
 * a wrong id or key (404), an order that is paid/on-hold/closed (409), a method the shop does not offer (400),
 * another method while a payment is in progress at the provider (409).
 */
export async function changeOrderPaymentMethod(
  db: Kysely<Database>,
  input: { orderId: number; orderKey: string; methodId: string },
  deps: ChangeMethodDeps = {},
): Promise<ChangeMethodResult> {
  const settings = deps.settings ?? (await getPaymentSettings(db));
  const method = checkoutMethodsFrom(settings).find((m) => m.id === input.methodId);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom("orders")
          .select(["id", "order_key", "status", "payment_method", "fee_incl_cents", "total_incl_cents"])
          .where("id", "=", input.orderId)
          .executeTakeFirst();
        if (!order || !keyMatches(order.order_key, input.orderKey)) return refuse("notFound");
        if (!isPayableStatus(order.status)) return refuse("notPayable");
        if (!method) return refuse("unknownMethod");
        const latest = await trx
          .selectFrom("payments")
          .select("status")
          .where("order_id", "=", order.id)
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst();
        if (isFixedGateway(latest?.status) && method.id !== order.payment_method)
          return refuse("fixedMethod");

        const baseInclCents = order.total_incl_cents - order.fee_incl_cents;
        const fee = methodFee(method, baseInclCents);
        const totalInclCents = baseInclCents + fee.feeInclCents;
        const result = {
          ok: true as const,
          orderId: order.id,
          feeInclCents: fee.feeInclCents,
          totalInclCents,
        };
        if (method.id === order.payment_method && fee.feeInclCents === order.fee_incl_cents) {
          return { ...result, changed: false };
        }
        // The btw of the new total: each product line at its snapshot's rate, the rest (shipping, new fee) at 21 %.
        const lines = await trx
          .selectFrom("order_lines")
          .select(["kind", "total_incl_cents", "snapshot"])
          .where("order_id", "=", order.id)
          .where("kind", "!=", "fee")
          .execute();
        // The 21 % part is the new total less the other rates' lines, so an order of 21 % products only keeps
        // exactly the btw of its total.
        const otherRates = lines
          .map((l) => ({ inclCents: l.total_incl_cents, vatRate: lineVatRate(l) }))
          .filter((l) => l.vatRate !== STANDARD_VAT_PERCENT);
        const otherIncl = otherRates.reduce((sum, l) => sum + l.inclCents, 0);
        const vatCents = vatOfAmounts([
          ...otherRates,
          { inclCents: totalInclCents - otherIncl, vatRate: STANDARD_VAT_PERCENT },
        ]);
        // Conditional on what we read: a concurrent change makes this touch no row, and we start over.
        const updated = await trx
          .updateTable("orders")
          .set({
            payment_method: method.id,
            fee_incl_cents: fee.feeInclCents,
            total_incl_cents: totalInclCents,
            vat_cents: vatCents,
            updated_at: new Date().toISOString(),
          })
          .where("id", "=", order.id)
          .where("status", "=", order.status)
          .where("payment_method", "=", order.payment_method)
          .where("fee_incl_cents", "=", order.fee_incl_cents)
          .where("total_incl_cents", "=", order.total_incl_cents)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new ChangedMeanwhile();
        await trx
          .deleteFrom("order_lines")
          .where("order_id", "=", order.id)
          .where("kind", "=", "fee")
          .execute();
        if (fee.feeInclCents) {
          await trx
            .insertInto("order_lines")
            .values({
              order_id: order.id,
              kind: "fee",
              product_id: null,
              name: fee.label,
              quantity: 1,
              unit_excl_cents: fee.feeExclCents,
              unit_incl_cents: fee.feeInclCents,
              total_incl_cents: fee.feeInclCents,
              snapshot: JSON.stringify({ method: method.id, surcharge: method.surcharge }),
            })
            .execute();
        }
        await deps.beforeCommit?.(trx);
        return { ...result, changed: true };
      });
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) throw error;
      if (attempt >= ATTEMPTS) return refuse("changedMeanwhile");
    }
  }
}

/** An order line's btw rate: a product line's snapshot rate (21 % when it has none), anything else 21 %. */
function lineVatRate(line: { kind: string; snapshot: string }): number {
  if (line.kind !== "product") return STANDARD_VAT_PERCENT;
  try {
    const rate = (JSON.parse(line.snapshot) as { vatRate?: unknown }).vatRate;
    return typeof rate === "number" ? rate : STANDARD_VAT_PERCENT;
  } catch {
    return STANDARD_VAT_PERCENT;
  }
}
