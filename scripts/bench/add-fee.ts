import autocannon from "autocannon";
import { defaultConnections, duration, type Scenario } from "./runner.ts";
import { checkoutForm, sessionFor } from "./session.ts";

/**
 * The pay-for-order page's add-fee call (issue 5): one unpaid order (placed with iDEAL, its test payment
 * "failed"), then `mollie_payments_add_fee` alternating Creditcard and iDEAL, so every call recomputes the fee
 * and replaces the fee line in a transaction (with the default settings the fee is 0, so the line is only
 * written when a surcharge is configured; the order's method and totals are written every time).
 */
export async function addFeeScenario(shop: string, productId: number): Promise<Scenario> {
  const s = await sessionFor(`${shop}/winkel`);
  const json = { "content-type": "application/json", cookie: s.cookie };
  await fetch(`${shop}/api/ajax`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      action: "uni_cpo_add_to_cart",
      security: s.nonce,
      data: {
        product_id: productId,
        quantity: 1,
        uni_cpo_height: "2000",
        uni_cpo_width: "800",
        uni_cpo_handle: "rvs-rond-180",
        uni_cpo_hinges: "rvs",
        uni_cpo_lock: "cilinderslot",
      },
    }),
  });
  const page = await (await fetch(`${shop}/afrekenen`, { headers: { cookie: s.cookie } })).text();
  const attempt = /name="checkout_attempt" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const form = { "content-type": "application/x-www-form-urlencoded", cookie: s.cookie };
  const placed = await fetch(`${shop}/afrekenen`, {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: checkoutForm(s.nonce, attempt, "ideal"),
  });
  const testPage = placed.headers.get("location") ?? "";
  if (!testPage.startsWith("/betaling/test/"))
    throw new Error(`add-fee bench: order not placed (${placed.status})`);
  const failed = await fetch(new URL(testPage, shop), {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: new URLSearchParams({ _csrf: s.nonce, outcome: "failed" }),
  });
  const back = await fetch(new URL(failed.headers.get("location") ?? "/", shop), {
    redirect: "manual",
    headers: { cookie: s.cookie },
  });
  const payOrder = /\/afrekenen\/betalen\/(\d+)\?key=([^&]+)/.exec(back.headers.get("location") ?? "");
  if (!payOrder) throw new Error(`add-fee bench: no pay-for-order page (${testPage})`);
  const body = (method: string) =>
    new URLSearchParams({
      action: "mollie_payments_add_fee",
      add_fee_order: payOrder[1],
      add_fee_pay: "1",
      add_fee_paymethod: method,
      add_fee_key: decodeURIComponent(payOrder[2]),
      add_fee_nonce: s.nonce,
    }).toString();
  const bodies = [body("creditcard"), body("ideal")];
  const check = await fetch(`${shop}/api/ajax`, { method: "POST", headers: form, body: bodies[0] });
  if (!((await check.json()) as { success?: boolean }).success)
    throw new Error("add-fee bench: call refused");
  const name = "add-fee call (pay-for-order)";
  return {
    name,
    url: `${shop}/api/ajax`,
    custom: async () => {
      let i = 0;
      const r = await autocannon({
        url: shop,
        connections: defaultConnections,
        duration,
        requests: [
          {
            method: "POST",
            path: "/api/ajax",
            setupRequest: (req) => ({ ...req, headers: form, body: bodies[i++ % 2] }),
          },
        ],
      });
      return {
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
      };
    },
  };
}
