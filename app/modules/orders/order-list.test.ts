import { describe, expect, it } from "vitest";
import {
  compactTerm,
  csvAmount,
  csvCell,
  isIsoDate,
  type OrderListRow,
  ordersCsv,
  parseOrderQuery,
  shopDayStartUtc,
  toCsv,
} from "./order-list";

describe("CSV cells", () => {
  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+31612345678", "'+31612345678"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tTAB", "'\tTAB"],
    ["Jan de Vries", "Jan de Vries"],
    ["a;b", '"a;b"'],
    ['zeg "hoi"', '"zeg ""hoi"""'],
    ["regel 1\nregel 2", '"regel 1\nregel 2"'],
    ["=1;2", `"'=1;2"`],
    ["", ""],
    ["Zoë", "Zoë"],
  ])("%j → %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it.each([
    [0, "0,00"],
    [5, "0,05"],
    [74050, "740,50"],
    [123456789, "1234567,89"],
    [-1250, "-12,50"],
  ])("amount %i → %s", (cents, text) => {
    expect(csvAmount(cents)).toBe(text);
  });

  it("a file starts with the BOM, separates with ; and ends rows with CRLF", () => {
    const csv = toCsv(
      ["Naam", "Totaal"],
      [
        ["=evil", { amount: 100 }],
        ["Piet", { amount: 250 }],
      ],
    );
    expect(csv).toBe("\uFEFFNaam;Totaal\r\n'=evil;1,00\r\nPiet;2,50\r\n");
  });

  it("exports an order with Dutch labels, shop-time date and decimal commas", () => {
    const row: OrderListRow = {
      id: 4,
      number: "MG-10004",
      createdAt: "2026-11-22T08:05:00.000Z",
      status: "in-production",
      firstName: "Jan",
      lastName: "de Vries",
      email: "jan@example.nl",
      postcode: "3542 AB",
      city: "Utrecht",
      paymentMethod: "banktransfer",
      subtotalInclCents: 74050,
      shippingInclCents: 0,
      feeInclCents: 0,
      totalInclCents: 74050,
      vatCents: 12852,
      doublePaymentAt: "2026-11-22T09:00:00.000Z",
    };
    const [header, line, end] = ordersCsv([row]).split("\r\n");
    expect(header).toBe(
      "\uFEFFNummer;Datum;Status;Naam;E-mailadres;Postcode;Plaats;Betaalmethode;Subtotaal;Verzending;Transactiekosten;Totaal;Btw;Dubbele betaling",
    );
    expect(line).toBe(
      "MG-10004;22/11/2026 9:05;In productie;Jan de Vries;jan@example.nl;3542 AB;Utrecht;Bankoverschrijving;740,50;0,00;0,00;740,50;128,52;ja",
    );
    expect(end).toBe("");
  });
});

describe("order list query", () => {
  const parse = (qs: string) => parseOrderQuery(new URL(`http://x/beheer/bestellingen?${qs}`));

  it("defaults to newest first, page 1, no filters", () => {
    const { list, filters, errors } = parse("");
    expect(list).toMatchObject({ sort: "date", dir: "desc", page: 1, perPage: 25 });
    expect(filters).toEqual({ q: "", status: "", from: "", to: "", payment: "" });
    expect(errors).toEqual({});
  });

  it("keeps known filters and drops unknown or malformed ones with a message for dates", () => {
    const ok = parse(
      "q=+MG-10004+&status=shipped&from=2026-11-01&to=2026-11-30&payment=ideal&sort=total&dir=asc&page=3",
    );
    expect(ok.filters).toEqual({
      q: "MG-10004",
      status: "shipped",
      from: "2026-11-01",
      to: "2026-11-30",
      payment: "ideal",
    });
    expect(ok.list).toMatchObject({ sort: "total", dir: "asc", page: 3 });
    const bad = parse("status=verzonden&from=2026-02-30&to=gisteren&sort=evil");
    expect(bad.filters).toMatchObject({ status: "", from: "", to: "" });
    expect(bad.list.sort).toBe("date");
    expect(bad.errors).toEqual({
      from: "Vul een geldige datum in (dd-mm-jjjj); deze datum is niet gebruikt.",
      to: "Vul een geldige datum in (dd-mm-jjjj); deze datum is niet gebruikt.",
    });
  });

  it.each([
    ["2026-11-22", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["22-11-2026", false],
    ["1999-01-01", false],
  ])("isIsoDate(%s) = %s", (d, ok) => {
    expect(isIsoDate(d)).toBe(ok);
  });

  it.each([
    // winter time: UTC+1
    ["2026-11-22", 0, "2026-11-21T23:00:00.000Z"],
    ["2026-11-22", 1, "2026-11-22T23:00:00.000Z"],
    // summer time: UTC+2
    ["2026-07-01", 0, "2026-06-30T22:00:00.000Z"],
    // the DST switch days themselves
    ["2026-03-29", 0, "2026-03-28T23:00:00.000Z"],
    ["2026-03-29", 1, "2026-03-29T22:00:00.000Z"],
    ["2026-10-25", 0, "2026-10-24T22:00:00.000Z"],
    ["2026-10-25", 1, "2026-10-25T23:00:00.000Z"],
    ["2026-12-31", 1, "2026-12-31T23:00:00.000Z"],
  ])("the shop day %s (+%i) starts at %s", (day, plus, iso) => {
    expect(shopDayStartUtc(day, plus)).toBe(iso);
  });

  it("compacts a postcode term", () => {
    expect(compactTerm("3542 AB")).toBe("3542ab");
    expect(compactTerm(" 3542AB ")).toBe("3542ab");
  });
});
