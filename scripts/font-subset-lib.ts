// The shop's one web font, made from @fontsource-variable/inter's latin file (decision 030): the same characters,
// with the weight axis instanced to the weights the stylesheets use (400–900 of Inter's 100–900). Used by
// `npm run fonts` (scripts/font-subset.ts), which writes the file, and by tests/unit/font-subset.test.ts, which
// checks that the file in the repository is what this makes.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");

/** The font the subset is made from. */
export const SOURCE = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
/** The file the shop serves (bundled by Vite from app/app.css and app/root.tsx). */
export const OUTPUT = path.join(root, "app/fonts/inter-latin-wght-400-900.woff2");
/** The weights kept: `font-weight` in the @font-face of app/app.css. */
export const WEIGHTS = { min: 400, max: 900 } as const;
/** The characters kept: the latin file's `unicode-range`, as app/app.css declares it. */
export const UNICODE_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, " +
  "U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** Every code point a `unicode-range` value names. */
export function codePointsOf(range: string): number[] {
  return range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const first = Number.parseInt(from, 16);
    const last = Number.parseInt(to, 16);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/** The subset font's bytes (woff2). */
export async function interSubset(): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(UNICODE_RANGE));
  return subsetFont(fs.readFileSync(SOURCE), text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
  });
}
