import { randomBytes } from "node:crypto";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { adminPeopleMessages } from "~/i18n/nl.admin-people";
import { readSavedAddresses, type SavedAddresses } from "~/modules/accounts/addresses.schema";
import { hashPassword } from "~/modules/accounts/passwords.server";
import { containsAny } from "~/modules/admin/search.server";
import { type AuditActor, recordAudit } from "~/modules/audit/audit.server";
import { isPaid, ORDER_STATUSES } from "~/modules/orders/order-status";
import type { Database } from "../../../db/schema";
import { anonymisedEmail, scrubAddressJson } from "./anonymise";

/**
 * Customers in the back office (/beheer/klanten): accounts with the role "customer", with their order count
 * (every order of the account) and the total of their paid orders (isPaid of order-status.ts). Guest buyers
 * have no account and are found through the order list, not here.
 */

/** The statuses whose orders count as spent money (the shop holds it). */
const PAID_STATUSES = ORDER_STATUSES.filter((s) => isPaid(s));

export const CUSTOMER_SORTS = ["name", "email", "orders", "spent", "created"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export interface CustomerListQuery {
  q: string;
  sort: CustomerSort;
  dir: "asc" | "desc";
  page: number;
  perPage: number;
}

export interface CustomerRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  orderCount: number;
  spentCents: number;
  anonymised: boolean;
}

function orderStats(db: Kysely<Database>) {
  return db
    .selectFrom("orders")
    .select((eb) => [
      "user_id",
      eb.fn.countAll<number>().as("order_count"),
      sql<number>`sum(case when ${eb("status", "in", PAID_STATUSES)} then ${eb.ref("total_incl_cents")} else 0 end)`.as(
        "spent_cents",
      ),
    ])
    .where("user_id", "is not", null)
    .groupBy("user_id")
    .as("s");
}

export async function listCustomers(
  db: Kysely<Database>,
  query: CustomerListQuery,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const base = db
    .selectFrom("users as u")
    .leftJoin(orderStats(db), "s.user_id", "u.id")
    .where("u.role", "=", "customer")
    .$if(query.q !== "", (qb) =>
      qb.where((eb) => containsAny(eb, ["u.email", "u.first_name", "u.last_name"], query.q)),
    );
  const orderCount = sql<number>`coalesce(s.order_count, 0)`;
  const spent = sql<number>`coalesce(s.spent_cents, 0)`;
  const sortExpr = {
    name: sql`lower(u.last_name)`,
    email: sql`u.email`,
    orders: orderCount,
    spent,
    created: sql`u.created_at`,
  }[query.sort];
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .select([
        "u.id",
        "u.email",
        "u.first_name",
        "u.last_name",
        "u.created_at",
        "u.anonymised_at",
        orderCount.as("order_count"),
        spent.as("spent_cents"),
      ])
      .orderBy(sortExpr, query.dir)
      .$if(query.sort === "name", (qb) => qb.orderBy(sql`lower(u.first_name)`, query.dir))
      .orderBy("u.id", query.dir)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      createdAt: r.created_at,
      orderCount: Number(r.order_count),
      spentCents: Number(r.spent_cents),
      anonymised: r.anonymised_at !== null,
    })),
  };
}

export interface CustomerDetail {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  active: boolean;
  anonymisedAt: string | null;
  addresses: SavedAddresses;
  orders: { id: number; number: string | null; status: string; createdAt: string; totalInclCents: number }[];
  orderCount: number;
  spentCents: number;
}

/** A customer account with its saved addresses and orders (newest first); null when no such customer. */
export async function getCustomer(db: Kysely<Database>, id: number): Promise<CustomerDetail | null> {
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", id)
    .where("role", "=", "customer")
    .executeTakeFirst();
  if (!user) return null;
  const orders = await db
    .selectFrom("orders")
    .select(["id", "number", "status", "created_at", "total_incl_cents"])
    .where("user_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    createdAt: user.created_at,
    active: Number(user.active) === 1,
    anonymisedAt: user.anonymised_at,
    addresses: readSavedAddresses(user.addresses),
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      createdAt: o.created_at,
      totalInclCents: Number(o.total_incl_cents),
    })),
    orderCount: orders.length,
    spentCents: orders
      .filter((o) => (PAID_STATUSES as readonly string[]).includes(o.status))
      .reduce((sum, o) => sum + Number(o.total_incl_cents), 0),
  };
}

export type AnonymiseResult = { ok: true; already: boolean } | { ok: false; error: "notFound" };

/**
 * Removes a customer's personal data on request (GDPR), in one transaction, keeping the order figures (totals,
 * lines, statuses):
 * - the account: e-mail → anonymisedEmail(id), names and saved addresses emptied, a random unknown password,
 *   deactivated, `anonymised_at` set; its sessions, reset links and failed-login counters are deleted;
 * - its orders and guest orders placed with the same e-mail address: billing/shipping JSON scrubbed
 *   (scrubAddressJson), `email` replaced, the customer's note emptied, `anonymised_at` set;
 * - the e-mail outbox rows to that address or about those orders: unsent ones are deleted, sent or failed ones
 *   keep their kind, reference and dates but lose subject and bodies, and their address is replaced;
 * - the audit log: the old address in summaries and details is replaced by the anonymised one.
 * Anonymising again changes nothing (`already`). The audit row names only the user id and counts.
 */
export async function anonymiseCustomer(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: number,
  now = new Date(),
): Promise<AnonymiseResult> {
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["id", "email", "anonymised_at"])
      .where("id", "=", userId)
      .where("role", "=", "customer")
      .executeTakeFirst();
    if (!user) return { ok: false, error: "notFound" } as const;
    if (user.anonymised_at) return { ok: true, already: true } as const;
    const at = now.toISOString();
    const oldEmail = user.email;
    const email = anonymisedEmail(user.id);
    const pairPrefix = `login-pair:${oldEmail}|`;

    await trx
      .updateTable("users")
      .set({
        email,
        first_name: "",
        last_name: "",
        addresses: "{}",
        password_hash: passwordHash,
        active: 0,
        anonymised_at: at,
      })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("password_resets").where("user_id", "=", user.id).execute();
    await trx
      .deleteFrom("rate_limits")
      .where((eb) =>
        eb.or([
          eb(sql`substr(${sql.ref("key")}, 1, ${pairPrefix.length})`, "=", pairPrefix),
          eb("key", "=", `login-account:${oldEmail}`),
        ]),
      )
      .execute();

    const orders = await trx
      .selectFrom("orders")
      .select(["id", "billing", "shipping"])
      .where((eb) =>
        eb.or([
          eb("user_id", "=", user.id),
          eb.and([eb("user_id", "is", null), eb(eb.fn("lower", ["email"]), "=", oldEmail)]),
        ]),
      )
      .execute();
    for (const o of orders) {
      await trx
        .updateTable("orders")
        .set({
          email,
          billing: scrubAddressJson(o.billing, email),
          shipping: scrubAddressJson(o.shipping, email),
          customer_note: "",
          anonymised_at: at,
        })
        .where("id", "=", o.id)
        .execute();
    }

    const orderRefs = orders.map((o) => String(o.id));
    const theirMails = (eb: ExpressionBuilder<Database, "email_outbox">) =>
      eb.or([
        eb("to_address", "=", oldEmail),
        ...orderRefs.flatMap((ref) => [eb("reference", "=", ref), eb("reference", "like", `${ref}:%`)]),
      ]);
    const deleted = await trx
      .deleteFrom("email_outbox")
      .where(theirMails)
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .executeTakeFirst();
    const blanked = await trx
      .updateTable("email_outbox")
      .set((eb) => ({
        to_address: eb.case().when("to_address", "=", oldEmail).then(email).else(eb.ref("to_address")).end(),
        subject: adminPeopleMessages.customer.anonymise.mailSubject,
        text_body: "",
        html_body: "",
      }))
      .where(theirMails)
      .executeTakeFirst();

    await trx
      .updateTable("audit_log")
      .set({
        summary: sql`replace(summary, ${oldEmail}, ${email})`,
        details: sql`replace(details, ${oldEmail}, ${email})`,
        actor: sql`replace(actor, ${oldEmail}, ${email})`,
      })
      .where((eb) => eb.or([containsAny(eb, ["summary", "details"], oldEmail), eb("actor", "=", oldEmail)]))
      .execute();

    await recordAudit(trx, actor, {
      action: "customer.anonymise",
      entityType: "user",
      entityId: user.id,
      summary: adminPeopleMessages.log.anonymise(user.id),
      details: {
        orders: orders.length,
        mailsDeleted: Number(deleted.numDeletedRows),
        mailsBlanked: Number(blanked.numUpdatedRows),
      },
    });
    return { ok: true, already: false } as const;
  });
}
