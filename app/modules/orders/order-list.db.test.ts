import { beforeAll, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import type { OrderFilters, OrderSort } from "./order-list";
import { exportOrders, listOrders, usedPaymentMethods } from "./order-list.server";
import { createOrderOnce } from "./orders.server";

const NONE: OrderFilters = { q: "", status: "", from: "", to: "", payment: "" };

const PEOPLE = [
  // first, last, email, postcode, status, method, total, created (UTC)
  ["Jan", "de Vries", "jan@example.nl", "3542 AB", "processing", "ideal", 74050, "2026-11-02T10:00:00.000Z"],
  [
    "Piet",
    "Bakker",
    "piet@bakker.nl",
    "1011 CD",
    "shipped",
    "banktransfer",
    120000,
    "2026-11-09T12:00:00.000Z",
  ],
  ["Anna", "Jansen", "anna@example.be", "2000", "pending", "creditcard", 50000, "2026-10-31T23:30:00.000Z"],
  ["Zoë", "Zwart", "zoe@example.nl", "9711 XY", "completed", "ideal", 99900, "2026-11-15T08:00:00.000Z"],
  [
    "Kees",
    "van Dam",
    "kees_50%@example.nl",
    "3542 AC",
    "in-production",
    "paypal",
    20000,
    "2026-11-20T09:00:00.000Z",
  ],
] as const;

describeEachEngine("order list search, filters, sorting and paging", (db) => {
  const ids: Record<string, number> = {};
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    for (const [first, last, email, postcode, status, method, total, created] of PEOPLE) {
      const o = await createOrderOnce(db(), {
        idempotencyKey: `list-${email}`,
        status: "pending",
        sessionId: null,
        userId: null,
        email,
        billing: { firstName: first, lastName: last, postcode, city: "Stad" },
        shipping: { firstName: first, lastName: last, postcode: first === "Jan" ? "1234 ZZ" : postcode },
        shippingMethod: "bezorgen",
        paymentMethod: method,
        customerNote: "",
        subtotalInclCents: total,
        shippingInclCents: 0,
        feeInclCents: 0,
        totalInclCents: total,
        vatCents: 0,
        lines: [],
      });
      await db().updateTable("orders").set({ status, created_at: created }).where("id", "=", o.id).execute();
      ids[first] = o.id;
      numbers[first] = o.number;
    }
  });

  const page = { sort: "date" as OrderSort, dir: "desc" as "asc" | "desc", page: 1, perPage: 25 };
  const firstNames = async (filters: Partial<OrderFilters>, p: Partial<typeof page> = {}) =>
    (await listOrders(db(), { ...NONE, ...filters }, { ...page, ...p })).rows.map((r) => r.firstName);

  it("lists every order newest first with the customer's name and postcode from the billing JSON", async () => {
    const { total, rows } = await listOrders(db(), NONE, page);
    expect(total).toBe(5);
    expect(rows.map((r) => r.firstName)).toEqual(["Kees", "Zoë", "Piet", "Jan", "Anna"]);
    expect(rows[3]).toMatchObject({
      lastName: "de Vries",
      postcode: "3542 AB",
      email: "jan@example.nl",
      totalInclCents: 74050,
    });
  });

  it.each([
    ["the order number", (): string => numbers.Piet, ["Piet"]],
    ["a lower-case order number", (): string => numbers.Piet.toLowerCase(), ["Piet"]],
    ["a first name", (): string => "anna", ["Anna"]],
    ["a full name", (): string => "Jan de Vries", ["Jan"]],
    ["part of a last name", (): string => "bakk", ["Piet"]],
    ["an accented name", (): string => "Zoë", ["Zoë"]],
    ["an e-mail address", (): string => "PIET@BAKKER.NL", ["Piet"]],
    ["an e-mail domain", (): string => "example.nl", ["Kees", "Zoë", "Jan"]],
    ["a postcode", (): string => "3542 AB", ["Jan"]],
    ["a postcode without its space", (): string => "3542ab", ["Jan"]],
    ["the start of a postcode", (): string => "3542", ["Kees", "Jan"]],
    ["a shipping postcode", (): string => "1234 ZZ", ["Jan"]],
    ["a literal % (no wildcard)", (): string => "50%", ["Kees"]],
    ["a literal _ (no wildcard)", (): string => "s_5", ["Kees"]],
    ["a JSON key name (fields only, not the JSON text)", (): string => "firstName", []],
    ["nothing that matches", (): string => "onbekend", []],
  ] as const)("finds orders by %s", async (_what, term, expected) => {
    expect(await firstNames({ q: term() })).toEqual(expected);
  });

  it("filters on status, payment method and the shop-time period (both ends included)", async () => {
    expect(await firstNames({ status: "shipped" })).toEqual(["Piet"]);
    expect(await firstNames({ status: "in-production" })).toEqual(["Kees"]);
    expect(await firstNames({ payment: "ideal" })).toEqual(["Zoë", "Jan"]);
    // 2026-10-31T23:30Z is 1 November 00:30 in Amsterdam.
    expect(await firstNames({ from: "2026-11-01", to: "2026-11-01" })).toEqual(["Anna"]);
    expect(await firstNames({ to: "2026-10-31" })).toEqual([]);
    expect(await firstNames({ from: "2026-11-09", to: "2026-11-15" })).toEqual(["Zoë", "Piet"]);
    expect(await firstNames({ from: "2026-11-16" })).toEqual(["Kees"]);
    expect(await firstNames({ q: "example.nl", payment: "ideal", status: "completed" })).toEqual(["Zoë"]);
  });

  it("sorts on every column both ways", async () => {
    expect(await firstNames({}, { sort: "total", dir: "asc" })).toEqual([
      "Kees",
      "Anna",
      "Jan",
      "Zoë",
      "Piet",
    ]);
    expect(await firstNames({}, { sort: "customer", dir: "asc" })).toEqual([
      "Piet",
      "Jan",
      "Anna",
      "Kees",
      "Zoë",
    ]);
    expect(await firstNames({}, { sort: "number", dir: "asc" })).toEqual([
      "Jan",
      "Piet",
      "Anna",
      "Zoë",
      "Kees",
    ]);
    expect(await firstNames({}, { sort: "status", dir: "asc" })).toEqual([
      "Zoë",
      "Kees",
      "Anna",
      "Jan",
      "Piet",
    ]);
    expect(await firstNames({}, { sort: "payment", dir: "desc" })).toEqual([
      "Kees",
      "Zoë",
      "Jan",
      "Anna",
      "Piet",
    ]);
    expect(await firstNames({}, { sort: "date", dir: "asc" })).toEqual([
      "Anna",
      "Jan",
      "Piet",
      "Zoë",
      "Kees",
    ]);
  });

  it("pages through the list without repeats or gaps", async () => {
    const pages = [];
    for (let p = 1; p <= 3; p++) pages.push(await listOrders(db(), NONE, { ...page, perPage: 2, page: p }));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.rows.map((r) => r.firstName))).toEqual([
      ["Kees", "Zoë"],
      ["Piet", "Jan"],
      ["Anna"],
    ]);
  });

  it("exports all matching rows in the list's order; names the used payment methods", async () => {
    const rows = await exportOrders(db(), { ...NONE, payment: "ideal" }, "total", "desc");
    expect(rows.map((r) => r.id)).toEqual([ids.Zoë, ids.Jan]);
    expect(await usedPaymentMethods(db())).toEqual(["banktransfer", "creditcard", "ideal", "paypal"]);
  });
});
