import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange } from "./format";
import { centsInclVat, formatMoney, inclVatCents, toCents } from "./money";

describe("formatMoney", () => {
  it.each([
    [0, "€ 0,00"],
    [5, "€ 0,05"],
    [74050, "€ 740,50"],
    [123456, "€ 1.234,56"],
    [123456789, "€ 1.234.567,89"],
    [-1999, "€ -19,99"],
  ])("%i cents → %s", (cents, text) => expect(formatMoney(cents)).toBe(text));

  it("refuses fractional cents instead of hiding them", () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });
});

describe("btw and rounding", () => {
  it("rounds half-up once per unit price (decisions §4: 262.50 × 1.21 = 317.625 → 317.63)", () => {
    expect(inclVatCents("262.50")).toBe(31763);
  });
  it("turns the configurator example 611.981 excl. into € 740,50", () => {
    expect(formatMoney(inclVatCents("611.981"))).toBe("€ 740,50");
  });
  it("rounds half-up, not banker's, at x.5 cents", () => {
    expect(toCents("0.125")).toBe(13);
    expect(toCents("0.135")).toBe(14);
    expect(toCents("-0.125")).toBe(-13);
  });
  it("adds btw to cents", () => {
    expect(centsInclVat(3900)).toBe(4719);
    expect(centsInclVat(0)).toBe(0);
  });
});

describe("formatDate (spec §9.3)", () => {
  // 2026-03-05 08:07 UTC = 09:07 in Amsterdam (winter time); a Thursday.
  const winter = "2026-03-05T08:07:00Z";
  // 2026-07-14 22:30 UTC = 00:30 on 15 July in Amsterdam (summer time); a Wednesday.
  const summerMidnight = "2026-07-14T22:30:00Z";

  it("short date is d/m/yyyy without leading zeros", () => {
    expect(formatDate(winter, "short")).toBe("5/3/2026");
  });
  it("time is H:mm, 24-hour, hour without a leading zero", () => {
    expect(formatDate(winter, "time")).toBe("9:07");
    expect(formatDate(summerMidnight, "time")).toBe("0:30");
    expect(formatDate("2026-01-01T16:45:00Z", "time")).toBe("17:45");
  });
  it("uses the shop's time zone, including summer time", () => {
    expect(formatDate(summerMidnight, "short")).toBe("15/7/2026");
  });
  it("long form: day, full month name, year, then time", () => {
    expect(formatDate(winter, "long")).toBe("5 maart 2026 9:07");
  });
  it("day form: the day with the full month name, no time", () => {
    expect(formatDate(winter, "day")).toBe("5 maart 2026");
    expect(formatDate("2026-10-10T23:30:00Z", "day")).toBe("11 oktober 2026");
  });

  it("medium form uses the short month names", () => {
    expect(formatDate(winter, "medium")).toBe("5 mrt 2026");
    expect(formatDate("2026-10-10T12:00:00Z", "medium")).toBe("10 okt 2026");
  });
  it("full form starts with the Dutch weekday", () => {
    expect(formatDate(winter, "full")).toBe("donderdag 5 maart 2026");
    expect(formatDate("2026-11-22T12:00:00Z", "full")).toBe("zondag 22 november 2026");
  });
  it("every month name is Dutch", () => {
    const names = Array.from(
      { length: 12 },
      (_, m) => formatDate(new Date(Date.UTC(2026, m, 15, 12)), "long").split(" ")[1],
    );
    expect(names).toEqual([
      "januari",
      "februari",
      "maart",
      "april",
      "mei",
      "juni",
      "juli",
      "augustus",
      "september",
      "oktober",
      "november",
      "december",
    ]);
  });
  it("joins a range with ' - '", () => {
    expect(formatDateRange("2026-12-01T12:00:00Z", "2026-12-05T12:00:00Z")).toBe("1/12/2026 - 5/12/2026");
  });
  it("rejects an invalid date", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
});
