import { expect, type Page } from "@playwright/test";
// Relative imports on purpose: none of these modules use the `~/` alias.
import { createUser } from "../../app/modules/accounts/users.server";
import { createOrderOnce } from "../../app/modules/orders/orders.server";
import { withShopDb } from "../e2e/own-server";

/** Logs in through the admin login form of the server at `origin`; ends on the admin home. */
export async function adminLogin(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/beheer/inloggen`);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(`${origin}/beheer`);
}

/** The set-password link of the newest invitation to `email` in the outbox of the server's SQLite file. */
export async function inviteLink(dataDir: string, email: string): Promise<URL> {
  const mail = await withShopDb(dataDir, (db) =>
    db
      .selectFrom("email_outbox")
      .select(["text_body"])
      .where("kind", "=", "user_invite")
      .where("to_address", "=", email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow(),
  );
  const link = /https?:\/\/\S+\/mijn-account\/wachtwoord-herstellen\?token=\S+/.exec(mail.text_body);
  if (!link) throw new Error("no set-password link in the invitation");
  return new URL(link[0]);
}

/** A customer account with one paid order placed with its address (written straight into the SQLite file). */
export async function customerWithOrder(
  dataDir: string,
  who: { email: string; firstName: string; lastName: string },
) {
  return withShopDb(dataDir, async (db) => {
    const user = await createUser(db, { ...who, password: "klant-wachtwoord-e2e" });
    if (!user) throw new Error("customer not created");
    const address = {
      firstName: who.firstName,
      lastName: who.lastName,
      company: "",
      street: "Glasweg",
      houseNumber: 12,
      houseNumberSuffix: "",
      postcode: "3542 AB",
      city: "Utrecht",
      country: "NL",
    };
    await db
      .updateTable("users")
      .set({ addresses: JSON.stringify({ billing: { ...address, phone: "0612345678" }, shipping: null }) })
      .where("id", "=", user.id)
      .execute();
    const order = await createOrderOnce(db, {
      idempotencyKey: `people-e2e-${user.id}`,
      status: "processing",
      sessionId: null,
      userId: user.id,
      email: who.email,
      billing: { ...address, email: who.email, phone: "0612345678" },
      shipping: address,
      shippingMethod: "bezorgen",
      paymentMethod: "test",
      customerNote: "",
      subtotalInclCents: 74050,
      shippingInclCents: 0,
      feeInclCents: 0,
      totalInclCents: 74050,
      vatCents: 12852,
      lines: [
        {
          kind: "product",
          productId: null,
          name: "Glazen deur op maat",
          quantity: 1,
          unitExclCents: 61198,
          unitInclCents: 74050,
        },
      ],
    });
    return { userId: user.id, orderId: order.id };
  });
}
