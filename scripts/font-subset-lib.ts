// The shop's one web font, made from @fontsource-variable/inter's latin file (decision 030), with the weight axis
// instanced to the weights the stylesheets use (400–900 of Inter's 100–900), in two files split by character: the
// core file holds what Dutch shop text uses (ASCII, the accented letters of Dutch, French and German, the euro sign,
// dashes, quotes, ×, ², …) and is preloaded; the rest file holds the other characters of the latin file, and the
// browser only fetches it for a page that shows one of them (its @font-face has the rest's `unicode-range`). Used
// by `npm run fonts` (scripts/font-subset.ts), which writes the files, and by tests/unit/font-subset.test.ts, which
// checks that the files in the repository are what this makes.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");

/** The font the subsets are made from. */
export const SOURCE = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
/** The weights kept: `font-weight` in the @font-face rules of app/app.css. */
export const WEIGHTS = { min: 400, max: 900 } as const;
/** The characters of the source file: its `unicode-range` in fontsource's CSS. */
export const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, " +
  "U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";
/** The core file's characters, as app/app.css declares them (the preloaded file). */
export const CORE_RANGE =
  "U+0000-007E, U+00A0, U+00A7, U+00A9, U+00AB, U+00AD-00AE, U+00B0, U+00B2-00B3, U+00B7, U+00BB, U+00BD, " +
  "U+00C4, U+00C9, U+00CB, U+00CF, U+00D6-00D7, U+00DC, U+00E0-00E2, U+00E4, U+00E7-00EB, U+00EE-00EF, " +
  "U+00F3-00F4, U+00F6, U+00FB-00FC, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2039-203A, " +
  "U+20AC, U+2122, U+2212";

/** The two files the shop serves (bundled by Vite from app/app.css; the core one also from app/root.tsx). */
export const FILES = {
  core: path.join(root, "app/fonts/inter-core-wght-400-900.woff2"),
  rest: path.join(root, "app/fonts/inter-rest-wght-400-900.woff2"),
} as const;

/** Every code point a `unicode-range` value names. */
export function codePointsOf(range: string): number[] {
  return range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const first = Number.parseInt(from, 16);
    const last = Number.parseInt(to, 16);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/** The code points of the latin file that are not in the core file, in order. */
export function restCodePoints(): number[] {
  const core = new Set(codePointsOf(CORE_RANGE));
  return codePointsOf(LATIN_RANGE).filter((c) => !core.has(c));
}

/** Code points as a `unicode-range` value: runs of consecutive points become ranges. */
export function rangeOf(codePoints: number[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  const parts: string[] = [];
  for (let i = 0; i < codePoints.length; ) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j++;
    parts.push(i === j ? `U+${hex(codePoints[i])}` : `U+${hex(codePoints[i])}-${hex(codePoints[j])}`);
    i = j + 1;
  }
  return parts.join(", ");
}

/**
 * The OpenType features kept: those browsers apply to Latin text by default (kerning, ligatures, contextual
 * alternates — Inter's raised hyphen between capitals, its × between digits —, mark positioning, the variable
 * font's required variation alternates) plus `tnum`, which the stylesheets ask for (`tabular-nums`). Stylistic sets,
 * character variants, fractions, superiors and the like are dropped: no stylesheet turns them on, and they are
 * a tenth of the file. tests/unit/font-subset.test.ts fails when a stylesheet asks for a feature not kept.
 */
export const FEATURES = [
  "kern",
  "liga",
  "clig",
  "calt",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rvrn",
  "rclt",
  "curs",
  "dist",
  "abvm",
  "blwm",
  "tnum",
] as const;

/** A subset's bytes (woff2): the given code points at the kept weights, with the kept features. */
function subset(codePoints: number[]): Promise<Buffer> {
  return subsetFont(fs.readFileSync(SOURCE), String.fromCodePoint(...codePoints), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
    keepFeatures: [...FEATURES],
  });
}

/** The core file's bytes. */
export const coreSubset = () => subset(codePointsOf(CORE_RANGE));
/** The rest file's bytes. */
export const restSubset = () => subset(restCodePoints());
