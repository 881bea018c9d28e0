import type { Kysely } from "kysely";
import { pino } from "pino";
import { expect, it } from "vitest";
import { logIn, register } from "~/modules/accounts/auth.server";
import { addConfiguredToCart } from "~/modules/configurator/ajax-actions.server";
import { getOrder } from "~/modules/orders/orders.server";
import type { RequestState } from "~/utils/context.server";
import { COOKIES } from "~/utils/cookies";
import { publicUrl } from "~/utils/public-url.server";
import { csrfTokenFor, newSessionId } from "~/utils/session.server";
import type { Database } from "../../../db/schema";
import { seedDoorOptions, seedSampleShop } from "../../../db/seed/index";
import { SHOPPER_BILLING } from "../../../tests/factories/checkout";
import { SAMPLE_DOOR } from "../../../tests/factories/door";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { checkoutPage, submitCheckout } from "./checkout-page.server";

/**
 * The e-mails queued with an order at checkout (module level, through submitCheckout): the order mails in the
 * placing transaction, and the account-exists mail when "create account" is ticked with a known address.
 */

const SECRET = { current: "placement-emails-test-secret-0123456789abcdef" };
const PASSWORD = "het-bestaande-wachtwoord";
const log = pino({ level: "silent" });
let ip = 0;

function stateFor(db: Kysely<Database>, sessionId = newSessionId()): RequestState {
  return {
    db,
    secret: SECRET,
    sessionId,
    csrfToken: csrfTokenFor(SECRET, sessionId),
    cspNonce: "",
    requestId: "test",
    log,
    secureCookies: false,
    clientIp: `10.9.0.${++ip}`,
  };
}

/** A shopper with the sample door in the cart, on the checkout page. */
async function shopperAtCheckout(db: Kysely<Database>) {
  const state = stateFor(db);
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "glazen-deur-op-maat")
    .executeTakeFirstOrThrow();
  const added = await addConfiguredToCart(
    { db, sessionId: state.sessionId, secureCookies: false },
    {
      product_id: String(product.id),
      quantity: "1",
      ...SAMPLE_DOOR,
    },
  );
  expect(added.ok).toBe(true);
  const page = await checkoutPage(state);
  if (page.empty) throw new Error("empty cart");
  return { state, attemptKey: page.attemptKey };
}

function checkoutForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = {
    intent: "place",
    ...SHOPPER_BILLING,
    shipping_method: "bezorgen",
    terms: "1",
    made_to_measure: "1",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  return form;
}

async function submit(db: Kysely<Database>, fields: Record<string, string>) {
  const { state, attemptKey } = await shopperAtCheckout(db);
  const result = await submitCheckout(
    state,
    checkoutForm({ _csrf: state.csrfToken, checkout_attempt: attemptKey, ...fields }),
  );
  if (result.kind !== "redirect") throw new Error(`not placed: ${JSON.stringify(result.data)}`);
  // The newest order is this one (the suite's tests run one after another).
  const order = await db
    .selectFrom("orders")
    .select(["id", "user_id", "status"])
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const mails = await db
    .selectFrom("email_outbox")
    .select(["kind", "to_address", "text_body", "html_body"])
    .where("reference", "=", String(order.id))
    .orderBy("kind")
    .execute();
  const cookies = result.headers.filter(([h]) => h === "Set-Cookie").map(([, v]) => v.split("=")[0]);
  return { result, order, mails, cookies };
}

describeEachEngine("e-mails queued at checkout", (db) => {
  it("a bank-transfer order has its confirmation and new-order mail once it is placed", async () => {
    await seedSampleShop(db());
    await seedDoorOptions(db());
    const { result, order, mails } = await submit(db(), {
      billing_email: "gast@example.nl",
      payment_method: "banktransfer",
    });
    expect(result.kind === "redirect" && result.to).toMatch(/bestelling-ontvangen/);
    expect(order.status).toBe("on-hold");
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ["new_order", "info@maatglas.nl"],
      ["order_confirmation", "gast@example.nl"],
    ]);
    const stored = await getOrder(db(), order.id);
    expect(mails[1].text_body).toContain(
      `${publicUrl()}/afrekenen/bestelling-ontvangen/${order.id}?key=${stored?.order_key}`,
    );
  });

  it("'create account' with a known address: guest order, same answer, and a mail to that address", async () => {
    const known = await register(
      db(),
      { email: "bestaand@example.nl", password: PASSWORD, first_name: "Els", last_name: "" },
      { sessionId: newSessionId(), ip: "10.8.0.1" },
    );
    if (!known.ok) throw new Error("register failed");

    const fresh = await submit(db(), {
      billing_email: "nieuw@example.nl",
      payment_method: "banktransfer",
      createaccount: "1",
      account_password: "een-nieuw-wachtwoord",
    });
    const taken = await submit(db(), {
      billing_email: "Bestaand@Example.nl",
      payment_method: "banktransfer",
      createaccount: "1",
      account_password: "een-ander-wachtwoord",
    });
    // Both are placed and sent to their thank-you page; only the new account is logged in.
    for (const r of [fresh, taken]) {
      expect(r.result.kind === "redirect" && r.result.to).toMatch(
        /^\/afrekenen\/bestelling-ontvangen\/\d+\?key=/,
      );
    }
    expect(fresh.order.user_id).not.toBeNull();
    expect(fresh.cookies).toContain(COOKIES.loggedIn);
    expect(taken.order.user_id).toBeNull();
    expect(taken.cookies).not.toContain(COOKIES.loggedIn);
    expect(fresh.mails.map((m) => m.kind)).toEqual(["new_order", "order_confirmation"]);
    expect(taken.mails.map((m) => [m.kind, m.to_address])).toEqual([
      ["account_exists", "bestaand@example.nl"],
      ["new_order", "info@maatglas.nl"],
      ["order_confirmation", "Bestaand@Example.nl"],
    ]);
    const notice = taken.mails[0];
    expect(notice.text_body).toContain("Er bestaat al een Maatglas-account met dit adres");
    expect(notice.text_body).toContain(`${publicUrl()}/mijn-account\n`);
    expect(notice.text_body).toContain(`${publicUrl()}/mijn-account/wachtwoord-vergeten`);
    expect(notice.html_body).toContain(`href="${publicUrl()}/mijn-account/wachtwoord-vergeten"`);
    // The account is untouched: its own password still works, the one typed at checkout does not.
    const caller = { sessionId: newSessionId(), ip: "10.8.0.2" };
    expect((await logIn(db(), { email: "bestaand@example.nl", password: PASSWORD }, caller)).ok).toBe(true);
    expect(
      (await logIn(db(), { email: "bestaand@example.nl", password: "een-ander-wachtwoord" }, caller)).ok,
    ).toBe(false);
  });

  it("online payment with a known address: the account mail at placement, no order mails before payment", async () => {
    const { order, mails } = await submit(db(), {
      billing_email: "bestaand@example.nl",
      payment_method: "ideal",
      createaccount: "1",
      account_password: "nog-een-wachtwoord",
    });
    expect(order.status).toBe("pending");
    expect(mails.map((m) => m.kind)).toEqual(["account_exists"]);
  });
});
