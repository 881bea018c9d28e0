import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageBuilderDictionary } from "./nl.page-builder";

/** Puck's own English dictionary (key → text), read from the installed package's source. */
function puckDictionary(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve("@puckeditor/core"));
  const source = readFileSync(path.join(dist, "index.js"), "utf8");
  const body = /defaultDictionary = \{([\s\S]*?)\n {4}\};/.exec(source)?.[1] ?? "";
  return new Map(
    [...body.matchAll(/^\s*"([a-z0-9-]+)": "([^"]*)"/gm)].map((m) => [m[1], m[2]] as [string, string]),
  );
}

describe("the page builder's Dutch dictionary", () => {
  it("translates every string of the installed Puck (an upgrade that adds one fails here)", () => {
    const keys = [...puckDictionary().keys()];
    expect(keys.length).toBeGreaterThan(50);
    expect(Object.keys(pageBuilderDictionary).sort()).toEqual([...keys].sort());
  });

  it("keeps Puck's placeholders", () => {
    const dutch: Record<string, string> = pageBuilderDictionary;
    const withPlaceholders = [...puckDictionary()].filter(([, english]) => english.includes("{"));
    expect(withPlaceholders.length).toBeGreaterThanOrEqual(4);
    for (const [key, english] of withPlaceholders)
      for (const placeholder of english.match(/\{\w+\}/g) ?? [])
        expect(dutch[key], key).toContain(placeholder);
  });
});
