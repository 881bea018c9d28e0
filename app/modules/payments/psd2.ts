/**
 * PSD2 surcharge guard: which payment methods may not carry a surcharge for consumers.
 *
 * Legal source: Directive (EU) 2015/2366 (PSD2) art. 62(4): the payee may not charge for a payment
 * instrument whose interchange fees are regulated by Chapter II of Regulation (EU) 2015/751 (consumer debit
 * and credit cards) nor for payment services covered by Regulation (EU) No 260/2012 (SEPA credit transfers
 * and SEPA direct debits in euro). In Dutch law: Burgerlijk Wetboek art. 7:520 (as amended by the
 * Implementatiewet herziene richtlijn betaaldiensten, in force 19 February 2019); the ACM supervises.
 * The ban protects consumers; Maatglas sells to consumers, so it applies to every order.
 *
 * Decisions (a product rule, not legal advice; re-check with the lawyer when a method is added):
 * - creditcard, applepay (a tokenised card payment), bancontact (a Belgian debit-card scheme, so a card-based
 *   payment instrument under Regulation 2015/751): forbidden.
 * - ideal and banktransfer (SEPA credit transfers): forbidden. Some Dutch sources (Consumentenbond 2019)
 *   still call an iDEAL surcharge allowed; iDEAL settles as a SEPA credit transfer, so we follow the stricter
 *   reading (as ACM-oriented legal guidance does) and warn.
 * - klarna (buy now, pay later): forbidden by our own rule, as the issue asks. It is not clearly a card or
 *   SEPA payment, but the consumer ends up paying by one, and a surcharge invites ACM complaints.
 * - paypal: allowed. PayPal is a three-party scheme (e-money wallet), outside Regulation 2015/751 chapter II
 *   and Regulation 260/2012, so art. 62(4) does not cover it, and the Netherlands did not use the option
 *   of art. 62(5) to ban all surcharges. Any surcharge must still not exceed the shop's real cost
 *   (PSD2 art. 62(3); art. 6:230k lid 1 BW) and must be shown before the shopper pays.
 * - An id not in this list counts as forbidden: nearly every consumer method sold in NL is card- or
 *   SEPA-based, so the guard errs on the side of a warning.
 */
import { paymentMessages } from "~/i18n/nl.payments";

export const PAYMENT_METHOD_IDS = [
  "ideal",
  "bancontact",
  "creditcard",
  "paypal",
  "applepay",
  "klarna",
  "banktransfer",
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export type Psd2Basis = "card" | "sepa_credit_transfer" | "bnpl" | "three_party";

export interface PaymentMethod {
  id: PaymentMethodId;
  /** Dutch default title, shown at checkout unless the administrator changes it. */
  title: string;
  /** Why the surcharge is (not) allowed; see the comment at the top. */
  basis: Psd2Basis;
  surchargeForbidden: boolean;
}

const RULES: Record<PaymentMethodId, { basis: Psd2Basis; surchargeForbidden: boolean }> = {
  ideal: { basis: "sepa_credit_transfer", surchargeForbidden: true },
  bancontact: { basis: "card", surchargeForbidden: true },
  creditcard: { basis: "card", surchargeForbidden: true },
  paypal: { basis: "three_party", surchargeForbidden: false },
  applepay: { basis: "card", surchargeForbidden: true },
  klarna: { basis: "bnpl", surchargeForbidden: true },
  banktransfer: { basis: "sepa_credit_transfer", surchargeForbidden: true },
};

/** The payment methods in checkout order, with their Dutch default titles. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = PAYMENT_METHOD_IDS.map((id) => ({
  id,
  title: paymentMessages.methods[id],
  ...RULES[id],
}));

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === "string" && (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

/** True when a consumer surcharge on this method is not allowed (unknown ids: true, see above). */
export function surchargeForbidden(methodId: string): boolean {
  return isPaymentMethodId(methodId) ? RULES[methodId].surchargeForbidden : true;
}

/**
 * The Dutch warning the admin screen shows beside a method's surcharge type, or null when there is nothing
 * to warn about. Any type other than no_fee (unknown values act as fixed_fee_percentage) counts as a surcharge.
 */
export function psd2Warning(methodId: string, type: string): string | null {
  if (type === "no_fee" || !surchargeForbidden(methodId)) return null;
  const title = isPaymentMethodId(methodId) ? paymentMessages.methods[methodId] : methodId;
  return paymentMessages.psd2Warning(title);
}
