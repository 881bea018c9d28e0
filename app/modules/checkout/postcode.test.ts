import { describe, expect, it } from "vitest";
import { normalisePostcode, parseHouseNumber } from "./postcode";

describe("normalisePostcode NL", () => {
  it.each([
    ["1234ab", "1234 AB"],
    ["1234 AB", "1234 AB"],
    [" 1234  ab ", "1234 AB"],
    ["1234\tAb", "1234 AB"],
    ["3542 AB", "3542 AB"],
    ["1000 AA", "1000 AA"],
    ["9999 ZZ", "9999 ZZ"],
    ["1234 SB", "1234 SB"],
    ["1234 AS", "1234 AS"],
  ])("%j → %j", (input, out) => expect(normalisePostcode(input, "NL")).toBe(out));

  it.each([
    "0123 AB", // NL postcodes do not start with 0
    "1234 SA", // SA, SD and SS are not issued
    "1234 sd",
    "1234SS",
    "12345",
    "ABCD 12",
    "1234",
    "1234 A",
    "1234 ABC",
    "123 AB",
    "12 34 AB",
    "1234-AB",
    "1234 A1",
    "1234 ÄB",
    "",
    "   ",
  ])("refuses %j", (input) => expect(normalisePostcode(input, "NL")).toBeNull());
});

describe("normalisePostcode BE", () => {
  it.each([
    ["1000", "1000"],
    [" 9999 ", "9999"],
    ["2000", "2000"],
  ])("%j → %j", (input, out) => expect(normalisePostcode(input, "BE")).toBe(out));

  it.each(["0999", "999", "10000", "1234 AB", "B-1000", "abcd", ""])("refuses %j", (input) =>
    expect(normalisePostcode(input, "BE")).toBeNull(),
  );

  it("refuses an unknown country", () => {
    expect(normalisePostcode("1234", "DE" as "BE")).toBeNull();
  });
});

describe("parseHouseNumber", () => {
  it.each([
    ["12", 12, null],
    [" 12 ", 12, null],
    ["12a", 12, "a"],
    ["12A", 12, "A"],
    ["12-A", 12, "A"],
    ["12 - A", 12, "A"],
    ["12 bis", 12, "bis"],
    ["12/3", 12, "3"],
    ["12-3", 12, "3"],
    ["12 3", 12, "3"],
    ["123", 123, null],
    ["99999", 99999, null],
    ["1 hs", 1, "hs"],
    ["221B", 221, "B"],
  ])("%j → %d + %j", (input, number, addition) => {
    expect(parseHouseNumber(input)).toEqual({ number, addition });
  });

  it.each(["", "a12", "0", "012", "100000", "1234567", "12 a b", "12abcdefg", "12--A", "-12", "12,5"])(
    "refuses %j",
    (input) => expect(parseHouseNumber(input)).toBeNull(),
  );
});
