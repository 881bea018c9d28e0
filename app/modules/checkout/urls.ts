/** The URLs of checkout and payment (contracts: `/afrekenen`, `/afrekenen/bestelling-ontvangen/{id}?key=`). */
export const checkoutUrls = {
  checkout: "/afrekenen",
  /** The totals refresh the checkout page calls when the shipping or payment method changes. */
  totals: "/afrekenen/totalen",
  terms: "/algemene-voorwaarden",
  received: (orderId: number, key: string) =>
    `/afrekenen/bestelling-ontvangen/${orderId}?key=${encodeURIComponent(key)}`,
  /** The pay-for-order page (spec §2.7): pay an unpaid order again, or with another method. */
  payOrder: (orderId: number, key: string) => `/afrekenen/betalen/${orderId}?key=${encodeURIComponent(key)}`,
  /** Where a payment provider sends the shopper back to. */
  paymentReturn: (orderId: number, key: string) =>
    `/afrekenen/betaling-terug/${orderId}?key=${encodeURIComponent(key)}`,
  /** The built-in test gateway's hosted-page imitation. */
  testPayment: (providerPaymentId: string) => `/betaling/test/${providerPaymentId}`,
  webhook: "/api/betalingen/webhook",
} as const;
