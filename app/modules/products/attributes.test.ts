import { describe, expect, it } from "vitest";
import { ATTRIBUTES_MAX_ROWS, attributeLines, parseAttributeLines } from "./attributes";

describe("the 'Extra informatie' rows as lines", () => {
  it("reads one row per line, split at the first colon, blank lines skipped", () => {
    expect(
      parseAttributeLines("Glassoort: gehard veiligheidsglas\r\n\n  Levertijd :  ca. 3 weken \nMaat: 20:30"),
    ).toEqual([
      { name: "Glassoort", value: "gehard veiligheidsglas" },
      { name: "Levertijd", value: "ca. 3 weken" },
      { name: "Maat", value: "20:30" },
    ]);
    expect(parseAttributeLines("   \n")).toEqual([]);
  });

  it("names the first wrong line", () => {
    expect(parseAttributeLines("Glassoort: helder\nDikte 8 mm")).toEqual({ kind: "no_colon", line: 2 });
    expect(parseAttributeLines(": waarde")).toEqual({ kind: "empty", line: 1 });
    expect(parseAttributeLines("Naam:")).toEqual({ kind: "empty", line: 1 });
    expect(parseAttributeLines(`${"x".repeat(101)}: y`)).toEqual({ kind: "too_long", line: 1 });
    expect(parseAttributeLines(`x: ${"y".repeat(501)}`)).toEqual({ kind: "too_long", line: 1 });
    const many = Array.from({ length: ATTRIBUTES_MAX_ROWS + 1 }, (_, i) => `R${i}: ${i}`).join("\n");
    expect(parseAttributeLines(many)).toEqual({ kind: "too_many" });
  });

  it("writes stored rows back as the lines it reads", () => {
    const rows = [
      { name: "Glasdikte", value: "8 mm" },
      { name: "Maximale hoogte", value: "2.600 mm" },
    ];
    expect(parseAttributeLines(attributeLines(rows))).toEqual(rows);
  });
});
