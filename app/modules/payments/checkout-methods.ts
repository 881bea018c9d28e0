/**
 * The payment methods a shopper can choose (checkout and the pay-for-order page), derived from the admin's
 * payment settings, and the fee each one adds. Pure: no database, no provider.
 *
 * Decisions (issue 5):
 * - Offered: the enabled methods, in the settings' order, under the admin's titles.
 * - Who takes the payment: with an API key (test key in test mode, live key otherwise) Mollie, with the method
 *   passed on; without one, every online method goes through the built-in test gateway's hosted page, so a
 *   fresh shop takes (pretend) iDEAL and creditcard payments offline. There is no separate "Testbetaling"
 *   method any more: each method *is* a test payment while no key is set.
 * - Bankoverschrijving is always the shop's own offline transfer (the order goes on-hold, the thank-you page
 *   and the e-mail show the shop's bank details), never Mollie's banktransfer method: it needs no provider,
 *   and the shop already reconciles transfers by hand.
 * - Surcharges apply as the admin configured them, PSD2-forbidden methods included: the admin screen warns
 *   (psd2.ts); the checkout does not silently overrule a saved setting.
 */
import { payOrderMessages } from "~/i18n/nl.payOrder";
import type { OrderStatus } from "~/modules/orders/order-status";
import type { PaymentMethodId } from "./psd2";
import { computeSurcharge, type Surcharge, type SurchargeSettings } from "./surcharge";

export interface CheckoutPaymentMethod {
  /** The radio value `payment_method` (the gateway id). */
  id: PaymentMethodId;
  title: string;
  description: string;
  /** Online: the shopper is sent to a payment page; offline (bank transfer): the order is placed on-hold. */
  online: boolean;
  /** Who takes an online payment: Mollie (an API key is set) or the built-in test gateway. */
  provider: "mollie" | "test";
  surcharge: SurchargeSettings;
}

/** The slice of the payment settings this module needs (see payment-settings.server.ts). */
export interface MethodSettingsView {
  apiKey: string | null;
  methods: readonly { id: PaymentMethodId; enabled: boolean; title: string; surcharge: SurchargeSettings }[];
}

/** The methods offered, in order; empty when the admin disabled them all. */
export function checkoutMethodsFrom(settings: MethodSettingsView): CheckoutPaymentMethod[] {
  const provider = settings.apiKey ? "mollie" : "test";
  const d = payOrderMessages.methodDescriptions;
  return settings.methods
    .filter((m) => m.enabled)
    .map((m) => {
      const online = m.id !== "banktransfer";
      return {
        id: m.id,
        title: m.title,
        description: !online ? d.banktransfer : provider === "mollie" ? d.mollie : d.testGateway,
        online,
        provider,
        surcharge: m.surcharge,
      };
    });
}

export interface MethodFee extends Surcharge {
  /** "Transactiekosten {title}": the order line's name and the totals row's label. */
  label: string;
}

/**
 * The fee of paying an amount (incl. btw, before the fee) with a method; no fee for an unknown method. The
 * base is what the shopper pays for goods and delivery (spec: the order total incl. btw before the fee).
 */
export function methodFee(
  method: Pick<CheckoutPaymentMethod, "title" | "surcharge"> | undefined,
  baseInclCents: number,
): MethodFee {
  const label = method ? payOrderMessages.feeLine(method.title) : "";
  if (!method) return { feeExclCents: 0, feeVatCents: 0, feeInclCents: 0, label };
  return { ...computeSurcharge(method.surcharge, baseInclCents), label };
}

/**
 * Order statuses the pay-for-order page accepts a payment (and a method change) for: awaiting payment, or a
 * failed payment (WooCommerce's default). On-hold (a bank transfer on its way), paid and closed orders: no.
 */
export const PAYABLE_ORDER_STATUSES = ["pending", "failed"] as const satisfies readonly OrderStatus[];

export function isPayableStatus(status: string): boolean {
  return (PAYABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * A payment still in progress at the provider (e.g. a card payment waiting for 3-D Secure, an authorized
 * Klarna payment) ties the order to its method: switching could make the shopper pay twice. The page then
 * sets `add_fee_fixed_gateway = 'yes'` and the server refuses another method.
 */
export function isFixedGateway(latestPaymentStatus: string | undefined): boolean {
  return latestPaymentStatus === "pending" || latestPaymentStatus === "authorized";
}
