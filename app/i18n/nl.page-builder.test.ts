import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageBuilderDictionary } from "./nl.page-builder";

/** The keys of Puck's own English dictionary, read from the installed package's source. */
function puckKeys(): string[] {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve("@puckeditor/core"));
  const source = readFileSync(path.join(dist, "index.js"), "utf8");
  const body = /defaultDictionary = \{([\s\S]*?)\n {4}\};/.exec(source)?.[1] ?? "";
  return [...body.matchAll(/^\s*"([a-z0-9-]+)":/gm)].map((m) => m[1] as string);
}

describe("the page builder's Dutch dictionary", () => {
  it("translates every string of the installed Puck (an upgrade that adds one fails here)", () => {
    const keys = puckKeys();
    expect(keys.length).toBeGreaterThan(50);
    expect(Object.keys(pageBuilderDictionary).sort()).toEqual([...keys].sort());
  });

  it("keeps Puck's placeholders", () => {
    const english = {
      "drawer-category-collapse": "{title}",
      "field-external-result-plural": "{count}",
    } as const;
    for (const [key, placeholder] of Object.entries(english))
      expect(pageBuilderDictionary[key as keyof typeof english]).toContain(placeholder);
    expect(pageBuilderDictionary["viewport-switch"]).toContain("{label}");
    expect(pageBuilderDictionary["viewport-zoom-auto"]).toContain("{zoom}");
  });
});
