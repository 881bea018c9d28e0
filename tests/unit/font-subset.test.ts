import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CORE_RANGE,
  codePointsOf,
  coreSubset,
  FEATURES,
  FILES,
  LATIN_RANGE,
  rangeOf,
  restCodePoints,
  restSubset,
  SOURCE,
  WEIGHTS,
} from "../../scripts/font-subset-lib";

const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/app.css"), "utf8");
const root = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/root.tsx"), "utf8");
/** The bodies of app.css's @font-face rules for the shop's font. */
const faces = [...css.matchAll(/@font-face\s*\{[^}]*font-family:\s*"Inter Variable"[^}]*\}/g)].map(
  (m) => m[0],
);
const faceOf = (file: string) => faces.find((f) => f.includes(`url("./fonts/${path.basename(file)}")`)) ?? "";
const declaredRange = (face: string) =>
  codePointsOf((/unicode-range:([^;]*);/.exec(face)?.[1] ?? "").replace(/\s+/g, " "));

describe("the shop's web font (decision 030)", () => {
  it("is in the repository as `npm run fonts` makes it from the installed Inter", async () => {
    const core = await coreSubset();
    const rest = await restSubset();
    expect(core.equals(fs.readFileSync(FILES.core)), "run `npm run fonts` and commit the files").toBe(true);
    expect(rest.equals(fs.readFileSync(FILES.rest)), "run `npm run fonts` and commit the files").toBe(true);
    // The preloaded file is about half of Inter's latin file.
    expect(core.length).toBeLessThan(fs.statSync(SOURCE).size * 0.6);
  });

  it("is declared in app.css as two files with the weights and characters they were made with", () => {
    expect(faces).toHaveLength(2);
    for (const face of faces) expect(face).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
    expect(declaredRange(faceOf(FILES.core))).toEqual(codePointsOf(CORE_RANGE));
    expect(declaredRange(faceOf(FILES.rest))).toEqual(restCodePoints());
  });

  it("covers every character of Inter's latin file once between the two files", () => {
    const core = codePointsOf(CORE_RANGE);
    const rest = restCodePoints();
    expect(core.filter((c) => rest.includes(c))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(codePointsOf(LATIN_RANGE).sort((a, b) => a - b));
    // What Dutch shop text needs is in the core file.
    for (const c of "€ëéïöüàèç–—‘’“”…×²·©") expect(core, c).toContain(c.codePointAt(0));
  });

  it("keeps every OpenType feature a stylesheet asks for", () => {
    // What a CSS value turns on, by feature tag; a value not listed here fails the test until it is added (and the
    // feature kept in FEATURES, and `npm run fonts` run).
    const FEATURE_OF: Record<string, string | null> = {
      normal: null,
      inherit: null,
      "tabular-nums": "tnum",
    };
    const dir = path.resolve(import.meta.dirname, "../../app");
    const sheets = fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".css"))
      .map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
    const values = sheets.flatMap((css) =>
      [...css.matchAll(/font-(?:variant[\w-]*|feature-settings)\s*:\s*([^;}]+)/g)].map((m) => m[1].trim()),
    );
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(Object.keys(FEATURE_OF), `a stylesheet asks for "${value}"`).toContain(value);
      const tag = FEATURE_OF[value];
      if (tag) expect(FEATURES).toContain(tag);
    }
  });

  it("preloads the core file only", () => {
    expect(root).toContain(`./fonts/${path.basename(FILES.core)}?url`);
    expect(root).not.toContain(path.basename(FILES.rest));
  });

  it("reads and writes a unicode-range as the code points it names", () => {
    expect(codePointsOf("U+0041-0043, U+20AC")).toEqual([0x41, 0x42, 0x43, 0x20ac]);
    expect(rangeOf([0x41, 0x42, 0x43, 0xe9, 0x20ac])).toBe("U+0041-0043, U+00E9, U+20AC");
  });
});
