import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  codePointsOf,
  interSubset,
  OUTPUT,
  SOURCE,
  UNICODE_RANGE,
  WEIGHTS,
} from "../../scripts/font-subset-lib";

const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/app.css"), "utf8");
/** The body of app.css's @font-face for the shop's font. */
const face = /@font-face\s*\{[^}]*font-family:\s*"Inter Variable"[^}]*\}/.exec(css)?.[0] ?? "";

describe("the shop's web font (decision 030)", () => {
  it("is in the repository as `npm run fonts` makes it from the installed Inter", async () => {
    const made = await interSubset();
    expect(made.equals(fs.readFileSync(OUTPUT)), "run `npm run fonts` and commit the file").toBe(true);
    expect(made.length).toBeLessThan(fs.statSync(SOURCE).size * 0.75);
  });

  it("is declared in app.css with the weights and characters it was made with", () => {
    expect(face).not.toBe("");
    expect(face).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
    expect(face).toContain(`url("./fonts/${path.basename(OUTPUT)}")`);
    const declared = /unicode-range:([^;]*);/.exec(face)?.[1] ?? "";
    expect(codePointsOf(declared.replace(/\s+/g, " "))).toEqual(codePointsOf(UNICODE_RANGE));
  });

  it("reads a unicode-range as the code points it names", () => {
    expect(codePointsOf("U+0041-0043, U+20AC")).toEqual([0x41, 0x42, 0x43, 0x20ac]);
  });
});
