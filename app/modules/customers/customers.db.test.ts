import type { Kysely } from "kysely";
import { pino } from "pino";
import { expect, it } from "vitest";
import type { Database } from "../../../db/schema";
import { describeEachEngine } from "../../../tests/helpers/databases";
import { saveAddresses } from "../accounts/addresses.server";
import { logIn } from "../accounts/auth.server";
import { createPasswordReset } from "../accounts/password-reset.server";
import { createUser } from "../accounts/users.server";
import type { AuditActor } from "../audit/audit.server";
import { recordAudit } from "../audit/audit.server";
import { enqueueEmail } from "../email/email.server";
import type { OrderStatus } from "../orders/order-status";
import { createOrderOnce } from "../orders/orders.server";
import { anonymiseCustomer, getCustomer, listCustomers } from "./customers.server";

const log = pino({ level: "silent" });
const actor: AuditActor = { userId: null, email: "beheer@example.nl", ip: "10.0.0.1" };
let seq = 0;

const billing = {
  firstName: "Jan",
  lastName: "Glasmans",
  company: "",
  street: "Glasweg",
  houseNumber: 12,
  houseNumberSuffix: "",
  postcode: "3542 AB",
  city: "Utrecht",
  country: "NL",
  email: "",
  phone: "0612345678",
};

async function order(
  db: Kysely<Database>,
  o: { userId: number | null; email: string; status: OrderStatus; total: number },
) {
  seq += 1;
  return createOrderOnce(db, {
    idempotencyKey: `k-${seq}-${Math.random()}`,
    status: o.status,
    sessionId: null,
    userId: o.userId,
    email: o.email,
    billing: { ...billing, email: o.email },
    shipping: billing,
    shippingMethod: "bezorgen",
    paymentMethod: "test",
    customerNote: "Bel Jan Glasmans even op 0612345678",
    subtotalInclCents: o.total,
    shippingInclCents: 0,
    feeInclCents: 0,
    totalInclCents: o.total,
    vatCents: Math.round(o.total * 0.1736),
    lines: [
      {
        kind: "product",
        productId: null,
        name: "Glazen deur op maat",
        quantity: 1,
        unitExclCents: Math.round(o.total / 1.21),
        unitInclCents: o.total,
      },
    ],
  });
}

async function customer(db: Kysely<Database>, name: string) {
  seq += 1;
  const u = await createUser(db, {
    email: `${name.toLowerCase()}-${seq}@example.nl`,
    password: "klant-wachtwoord-1",
    firstName: name,
    lastName: "Glasmans",
  });
  if (!u) throw new Error("no user");
  return u;
}

describeEachEngine("customers", (db) => {
  it("lists customers with their order count and paid total, sorted, searched and paged", async () => {
    const anna = await customer(db(), "Anna");
    const bram = await customer(db(), "Bram");
    const carla = await customer(db(), "Carla");
    await order(db(), { userId: anna.id, email: anna.email, status: "processing", total: 10000 });
    await order(db(), { userId: anna.id, email: anna.email, status: "completed", total: 5000 });
    await order(db(), { userId: anna.id, email: anna.email, status: "pending", total: 99900 });
    await order(db(), { userId: anna.id, email: anna.email, status: "refunded", total: 7000 });
    await order(db(), { userId: bram.id, email: bram.email, status: "processing", total: 20000 });
    await createUser(db(), {
      email: `staff-${seq}@example.nl`,
      password: "x".repeat(12),
      role: "shop_manager",
    });

    const base = { q: "glasmans", sort: "spent", dir: "desc", page: 1, perPage: 25 } as const;
    const list = await listCustomers(db(), base);
    expect(list.total).toBe(3);
    expect(list.rows.map((r) => [r.firstName, r.orderCount, r.spentCents])).toEqual([
      ["Bram", 1, 20000],
      ["Anna", 4, 15000],
      ["Carla", 0, 0],
    ]);
    const byOrders = await listCustomers(db(), { ...base, sort: "orders", dir: "asc" });
    expect(byOrders.rows.map((r) => r.id)).toEqual([carla.id, bram.id, anna.id]);
    const paged = await listCustomers(db(), { ...base, sort: "orders", dir: "asc", perPage: 2, page: 2 });
    expect(paged.rows.map((r) => r.id)).toEqual([anna.id]);
    expect(paged.total).toBe(3);
    const searched = await listCustomers(db(), { ...base, q: bram.email.toUpperCase() });
    expect(searched.rows.map((r) => r.id)).toEqual([bram.id]);
    // Staff accounts are not customers.
    expect((await listCustomers(db(), { ...base, q: "staff-" })).total).toBe(0);

    const detail = await getCustomer(db(), anna.id);
    expect(detail?.orders).toHaveLength(4);
    expect(detail?.spentCents).toBe(15000);
    expect(await getCustomer(db(), 999_999)).toBeNull();
  });

  it("anonymising removes the personal data everywhere and keeps the order figures", async () => {
    const jan = await customer(db(), "Jan");
    await saveAddresses(db(), jan.id, {
      billing: { ...billing, phone: "0612345678" } as never,
      shipping: null,
    });
    const own = await order(db(), { userId: jan.id, email: jan.email, status: "processing", total: 74050 });
    const guest = await order(db(), { userId: null, email: jan.email, status: "completed", total: 12100 });
    const other = await order(db(), {
      userId: null,
      email: "ander@example.nl",
      status: "processing",
      total: 100,
    });
    await db().updateTable("email_outbox").set({ sent_at: new Date().toISOString() }).execute();
    // A sent mail to Jan, an unsent one about Jan's order to the shop, and someone else's mail.
    const sent = await enqueueEmail(
      db(),
      {
        to: jan.email,
        subject: "Bestelling ontvangen, Jan",
        text: "Hallo Jan Glasmans",
        html: "<p>Jan</p>",
        kind: "t_sent",
        reference: "x1",
      },
      log,
    );
    await db()
      .updateTable("email_outbox")
      .set({ sent_at: new Date().toISOString() })
      .where("id", "=", sent as number)
      .execute();
    await enqueueEmail(
      db(),
      {
        to: "winkel@example.nl",
        subject: "Nieuwe bestelling",
        text: "Jan Glasmans, Glasweg 12",
        html: "",
        kind: "t_shop",
        reference: `${own.id}:shop`,
      },
      log,
    );
    await enqueueEmail(
      db(),
      {
        to: "ander@example.nl",
        subject: "Voor een ander",
        text: "Hallo",
        html: "",
        kind: "t_other",
        reference: "x2",
      },
      log,
    );
    await createPasswordReset(db(), jan.email, { log });
    await recordAudit(db(), actor, {
      action: "user.role",
      entityType: "user",
      entityId: jan.id,
      summary: `Rol van ${jan.email}: Klant → Klant`,
      details: { email: jan.email },
    });
    const login = await logIn(
      db(),
      { email: jan.email, password: "klant-wachtwoord-1" },
      { sessionId: "s", ip: "10.3.3.3" },
    );
    expect(login.ok).toBe(true);
    const linesBefore = await db().selectFrom("order_lines").selectAll().orderBy("id").execute();
    const figures = (id: number) =>
      db()
        .selectFrom("orders")
        .select(["status", "total_incl_cents", "subtotal_incl_cents", "vat_cents", "number"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const ownBefore = await figures(own.id);
    const guestBefore = await figures(guest.id);

    expect(await anonymiseCustomer(db(), actor, jan.id)).toEqual({ ok: true, already: false });

    const anon = `geanonimiseerd-${jan.id}@example.invalid`;
    const u = await db().selectFrom("users").selectAll().where("id", "=", jan.id).executeTakeFirstOrThrow();
    expect(u).toMatchObject({ email: anon, first_name: "", last_name: "", addresses: "{}" });
    expect(Number(u.active)).toBe(0);
    expect(u.anonymised_at).not.toBeNull();
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", jan.id).execute()).toEqual(
      [],
    );
    expect(
      await db().selectFrom("password_resets").select("user_id").where("user_id", "=", jan.id).execute(),
    ).toEqual([]);
    expect(
      (
        await logIn(
          db(),
          { email: jan.email, password: "klant-wachtwoord-1" },
          { sessionId: "s2", ip: "10.3.3.4" },
        )
      ).ok,
    ).toBe(false);

    for (const id of [own.id, guest.id]) {
      const o = await db().selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(o.email).toBe(anon);
      expect(o.customer_note).toBe("");
      expect(o.anonymised_at).not.toBeNull();
      const text = `${o.billing} ${o.shipping}`;
      for (const personal of ["Jan", "Glasmans", "Glasweg", "3542", "0612345678", "Utrecht", jan.email]) {
        expect(text).not.toContain(personal);
      }
      expect(JSON.parse(o.billing).country).toBe("NL");
    }
    expect(await figures(own.id)).toEqual(ownBefore);
    expect(await figures(guest.id)).toEqual(guestBefore);
    expect(await db().selectFrom("order_lines").selectAll().orderBy("id").execute()).toEqual(linesBefore);
    const untouched = await db()
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(untouched.email).toBe("ander@example.nl");
    expect(untouched.billing).toContain("Glasmans");

    const outbox = await db().selectFrom("email_outbox").selectAll().execute();
    const dump = JSON.stringify(outbox.filter((m) => m.to_address !== "ander@example.nl"));
    for (const personal of ["Jan", "Glasmans", "Glasweg", jan.email]) expect(dump).not.toContain(personal);
    expect(outbox.find((m) => m.kind === "t_shop")).toBeUndefined();
    expect(outbox.find((m) => m.id === sent)).toMatchObject({
      to_address: anon,
      subject: "(geanonimiseerd)",
      text_body: "",
    });
    expect(outbox.find((m) => m.kind === "t_other")).toMatchObject({
      subject: "Voor een ander",
      text_body: "Hallo",
    });

    const audit = await db().selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(JSON.stringify(audit)).not.toContain(jan.email);
    const last = audit[audit.length - 1];
    expect(last).toMatchObject({
      action: "customer.anonymise",
      entity_id: String(jan.id),
      summary: `Klant #${jan.id} geanonimiseerd`,
    });
    expect(last.details).not.toContain("Glasmans");

    // Again: nothing changes, no second audit row.
    expect(await anonymiseCustomer(db(), actor, jan.id)).toEqual({ ok: true, already: true });
    expect(await db().selectFrom("audit_log").select("id").execute()).toHaveLength(audit.length);
    expect(await anonymiseCustomer(db(), actor, 999_999)).toEqual({ ok: false, error: "notFound" });
  });
});
