import { describe, expect, it } from "vitest";
import { addressLines, snapshotOptions } from "./order-view";

describe("order view", () => {
  it("prints an address the Dutch way", () => {
    const json = JSON.stringify({
      firstName: "Jan",
      lastName: "Jansen",
      company: "",
      street: "Kerkstraat",
      houseNumber: 12,
      houseNumberSuffix: "a",
      postcode: "1234 AB",
      city: "Utrecht",
      country: "NL",
      email: "jan@example.nl",
      phone: "06 12345678",
    });
    expect(addressLines(json)).toEqual([
      "Jan Jansen",
      "Kerkstraat 12 a",
      "1234 AB Utrecht",
      "Nederland",
      "06 12345678",
      "jan@example.nl",
    ]);
  });

  it("survives missing or broken JSON", () => {
    expect(addressLines("{}")).toEqual([]);
    expect(addressLines("not json")).toEqual([]);
    expect(addressLines(null)).toEqual([]);
    expect(snapshotOptions("[1,2]")).toEqual([]);
  });

  it("lists a line's chosen options from its snapshot", () => {
    const json = JSON.stringify({
      options: [
        { field: "uni_cpo_height", label: "Hoogte", value: "2000", valueLabel: "2000 mm" },
        { field: "uni_cpo_lock", label: "Slot", value: "geen", valueLabel: "" },
        { field: "x", label: "", value: "y" },
      ],
    });
    expect(snapshotOptions(json)).toEqual([
      { label: "Hoogte", value: "2000 mm" },
      { label: "Slot", value: "geen" },
    ]);
  });
});
