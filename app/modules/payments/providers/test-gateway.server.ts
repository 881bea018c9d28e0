import type { Kysely } from "kysely";
import { checkoutUrls } from "~/modules/checkout/urls";
import type { Database } from "../../../../db/schema";
import { isPaymentMethodId } from "../psd2";
import {
  type CreatedPayment,
  type CreatedRefund,
  isPaymentStatus,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from "./provider";
import {
  createTestPaymentId,
  createTestRefundId,
  TEST_GATEWAY_INITIAL_STATUS,
  testGatewayMethods,
} from "./test-gateway";

/**
 * The built-in test gateway's storage: its "provider side" is our own payments table. A payment starts open;
 * the hosted test page (`/betaling/test/{id}`) stores the outcome the shopper picks and then calls our webhook
 * handler with only the id, which reads the status back through getPayment — the same path a Mollie payment takes.
 */

export interface NewTestPayment {
  orderId: number;
  amountCents: number;
  /** The checkout method id the payment is for (ideal, creditcard, …). */
  method: string;
}

/** Inserts an open test payment and returns where to send the shopper. */
export async function insertTestPayment(
  db: Kysely<Database>,
  input: NewTestPayment,
): Promise<CreatedPayment> {
  const id = createTestPaymentId();
  const now = new Date().toISOString();
  const checkoutUrl = checkoutUrls.testPayment(id);
  await db
    .insertInto("payments")
    .values({
      order_id: input.orderId,
      provider: "test",
      provider_payment_id: id,
      method: input.method,
      amount_cents: input.amountCents,
      status: TEST_GATEWAY_INITIAL_STATUS,
      checkout_url: checkoutUrl,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { providerPaymentId: id, checkoutUrl, status: TEST_GATEWAY_INITIAL_STATUS };
}

/** The test gateway behind the PaymentProvider interface (what the webhook and the return page talk to). */
export function createTestGatewayProvider(db: Kysely<Database>): PaymentProvider {
  return {
    name: "test",
    createPayment: (input) =>
      insertTestPayment(db, {
        orderId: Number(input.orderId),
        amountCents: input.amountCents,
        method: input.method,
      }),
    async getPayment(providerPaymentId): Promise<ProviderPayment> {
      const row = await db
        .selectFrom("payments")
        .select(["provider_payment_id", "status", "amount_cents", "method", "order_id"])
        .where("provider", "=", "test")
        .where("provider_payment_id", "=", providerPaymentId)
        .executeTakeFirst();
      if (!row || !isPaymentStatus(row.status)) {
        throw new PaymentProviderError("not_found", {
          operation: "getPayment",
          detail: `no test payment ${providerPaymentId}`,
        });
      }
      return {
        providerPaymentId: row.provider_payment_id,
        status: row.status,
        amountCents: row.amount_cents,
        ...(isPaymentMethodId(row.method) ? { method: row.method } : {}),
        metadata: { orderId: String(row.order_id) },
      };
    },
    listMethods: async ({ amountCents }) => testGatewayMethods(amountCents),
    /**
     * A test refund succeeds at once (status refunded) for a paid test payment and an amount up to the payment's;
     * what is still refundable after earlier refunds is the refund service's check (it reserves the amount).
     */
    async createRefund(input): Promise<CreatedRefund> {
      const row = await db
        .selectFrom("payments")
        .select(["status", "amount_cents"])
        .where("provider", "=", "test")
        .where("provider_payment_id", "=", input.providerPaymentId)
        .executeTakeFirst();
      if (!row) {
        throw new PaymentProviderError("not_found", {
          operation: "createRefund",
          detail: `no test payment ${input.providerPaymentId}`,
        });
      }
      if (row.status !== "paid") {
        throw new PaymentProviderError("rejected", {
          operation: "createRefund",
          detail: `test payment ${input.providerPaymentId} is ${row.status}, not paid`,
        });
      }
      if (
        !Number.isSafeInteger(input.amountCents) ||
        input.amountCents <= 0 ||
        input.amountCents > row.amount_cents
      ) {
        throw new PaymentProviderError("rejected", {
          operation: "createRefund",
          field: "amount",
          detail: `refund of ${input.amountCents} cents on a test payment of ${row.amount_cents}`,
        });
      }
      return { providerRefundId: createTestRefundId(), status: "refunded" };
    },
    /** A test refund is refunded from the start and never changes; its only record is the shop's refunds row. */
    async getRefund({ providerRefundId }): Promise<CreatedRefund> {
      const row = await db
        .selectFrom("refunds")
        .select("provider_refund_id")
        .where("provider", "=", "test")
        .where("provider_refund_id", "=", providerRefundId)
        .executeTakeFirst();
      if (!row?.provider_refund_id) {
        throw new PaymentProviderError("not_found", {
          operation: "getRefund",
          detail: `no test refund ${providerRefundId}`,
        });
      }
      return { providerRefundId: row.provider_refund_id, status: "refunded" };
    },
  };
}
