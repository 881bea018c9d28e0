// What the scenarios need to act as a shopper: a session read from a page, and a checkout form.
import { SHOPPER_BILLING } from "../../tests/factories/checkout.ts";

/** A session cookie, its CSRF nonce and the product id, read from a product page like a browser would. */
export async function sessionFor(url: string): Promise<{ cookie: string; nonce: string; productId: number }> {
  const res = await fetch(url);
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  const html = await res.text();
  const nonce = /"nonce":"([^"]+)"/.exec(html)?.[1] ?? "";
  const productId = Number(/name="product_id" value="(\d+)"/.exec(html)?.[1] ?? 0);
  return { cookie, nonce, productId };
}

/** A valid checkout submission for the bench's sample shopper. */
export function checkoutForm(nonce: string, attempt: string, paymentMethod: string): URLSearchParams {
  return new URLSearchParams({
    _csrf: nonce,
    checkout_attempt: attempt,
    intent: "place",
    ...SHOPPER_BILLING,
    billing_email: "bench@example.nl",
    shipping_method: "bezorgen",
    payment_method: paymentMethod,
    terms: "1",
    made_to_measure: "1",
  });
}
