import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Issue 16 point 1 (decision 030): every colour in the stylesheets is a theme token; a hex value appears only where
// the token is defined, in app/app.css's @theme block.
const appDir = path.resolve(import.meta.dirname, "..");

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? stylesheets(path.join(dir, e.name))
      : e.name.endsWith(".css")
        ? [path.join(dir, e.name)]
        : [],
  );
}

it("no stylesheet has a hard-coded hex colour outside the theme's token definitions", () => {
  const files = stylesheets(appDir);
  expect(files.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const file of files) {
    let css = readFileSync(file, "utf8");
    if (file.endsWith(`${path.sep}app.css`)) css = css.replace(/@theme static \{[\s\S]*?\n\}/, "");
    for (const [i, line] of css.split("\n").entries())
      if (/(^|[\s:,(])#[0-9a-fA-F]{3,8}\b/.test(line))
        found.push(`${path.relative(appDir, file)}:${i + 1}: ${line.trim()}`);
  }
  expect(found).toEqual([]);
});

it("the theme defines every colour token the stylesheets use", () => {
  const theme =
    readFileSync(path.join(appDir, "app.css"), "utf8").match(/@theme static \{[\s\S]*?\n\}/)?.[0] ?? "";
  const defined = new Set([...theme.matchAll(/(--color-[a-z0-9-]+):/g)].map((m) => m[1]));
  const used = new Set(
    stylesheets(appDir).flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/var\((--color-[a-z0-9-]+)\)/g)].map((m) => m[1]),
    ),
  );
  const tailwindPalette = /^--color-(slate|gray|white|black|amber|red|green|teal|blue)(-\d+)?$/;
  expect([...used].filter((t) => !defined.has(t) && !tailwindPalette.test(t))).toEqual([]);
});

it("every border-radius is a radius token (or 0)", () => {
  const found: string[] = [];
  for (const file of stylesheets(appDir))
    for (const m of readFileSync(file, "utf8").matchAll(/border-radius:\s*([^;]+);/g))
      if (m[1].split(/\s+/).some((v) => v !== "0" && !/^var\(--radius-[a-z]+\)$/.test(v)))
        found.push(`${path.relative(appDir, file)}: ${m[0]}`);
  expect(found).toEqual([]);
});
