/**
 * The payment methods a shopper can choose (checkout and the pay-for-order page), derived from the admin's
 * payment settings, and the fee each one adds. Pure: no database, no provider.
 *
 * Decisions (issue 5):
 * - Offered: the enabled methods, in the settings' order, under the admin's titles.
 * - Who takes the payment is the admin's explicit provider choice (issue 8): the built-in test environment
 *   (every online method goes through its hosted test page, so the sample shop takes pretend payments
 *   offline) or Mollie, with the method passed on. Mollie without a usable key for its mode (none, the other
 *   mode's, or one that does not decrypt), or no provider chosen: the online methods are not offered at all —
 *   never silently paid through the test environment. Bank transfer stays.
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
  /** Who takes an online payment: Mollie or the built-in test environment (null: offline methods only). */
  provider: "mollie" | "test" | null;
  surcharge: SurchargeSettings;
}

/** The slice of the payment settings this module needs (see payment-settings.server.ts). */
export interface MethodSettingsView {
  provider: "mollie" | "test" | null;
  /** Mollie's usable key for its mode (payment-settings.server.ts); without one Mollie takes no payment. */
  apiKey: string | null;
  methods: readonly { id: PaymentMethodId; enabled: boolean; title: string; surcharge: SurchargeSettings }[];
}

/** Who takes online payments now: null when nobody can (see the module comment). */
export function onlineProvider(
  settings: Pick<MethodSettingsView, "provider" | "apiKey">,
): "mollie" | "test" | null {
  if (settings.provider === "test") return "test";
  return settings.provider === "mollie" && settings.apiKey ? "mollie" : null;
}

/** The methods offered, in order; empty when the admin disabled them all. */
export function checkoutMethodsFrom(settings: MethodSettingsView): CheckoutPaymentMethod[] {
  const provider = onlineProvider(settings);
  const d = payOrderMessages.methodDescriptions;
  return settings.methods
    .filter((m) => m.enabled && (m.id === "banktransfer" || provider !== null))
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
