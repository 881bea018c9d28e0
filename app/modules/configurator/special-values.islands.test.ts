import { describe, expect, it } from "vitest";
import { OPTION_TYPES } from "./option-types";
import { slidingDoorDefinition } from "./sample-sliding-door";
import * as server from "./special-values";
import * as islands from "./special-values.islands";

/**
 * The browser's island pages use special-values.islands.ts in place of special-values.ts: the same option types
 * are special, and once their checks are loaded the browser's answer is the server's.
 */

describe("special-values.islands matches the server's special-values", () => {
  it("names the same option types typed and geo", () => {
    for (const type of OPTION_TYPES) {
      expect(islands.isTypedOption({ type }), type).toBe(server.isTypedOption({ type }));
      expect(islands.isGeoOption({ type }), type).toBe(server.isGeoOption({ type }));
    }
  });

  const special = slidingDoorDefinition.options.filter(
    (o) => server.isTypedOption(o) || server.isGeoOption(o),
  );
  const wrong: Record<string, unknown> = Object.fromEntries(
    special.map((o) => [`uni_cpo_${o.slug}`, "onzin"]),
  );

  it("before its checks are loaded, a value is passed on unchecked (the server checks it)", () => {
    expect(special.length).toBeGreaterThan(0);
    for (const o of special) {
      const r = server.isTypedOption(o)
        ? islands.checkTypedOption(o, wrong)
        : islands.checkGeoOption(o as never, wrong);
      expect(r).toEqual({ value: "onzin", extra: {} });
    }
  });

  it("once loaded, every typed and geo option of the sliding door is checked exactly as on the server", async () => {
    for (const o of special) await islands.loadValueChecks(o.type);
    for (const data of [wrong, {}]) {
      for (const o of special) {
        const mine = server.isTypedOption(o)
          ? islands.checkTypedOption(o, data)
          : islands.checkGeoOption(o as never, data);
        const theirs = server.isTypedOption(o)
          ? server.checkTypedOption(o, data)
          : server.checkGeoOption(o as never, data);
        expect(mine, o.slug).toEqual(theirs);
      }
    }
    expect(
      special.some(
        (o) =>
          (server.isTypedOption(o)
            ? islands.checkTypedOption(o, wrong)
            : islands.checkGeoOption(o as never, wrong)
          ).error,
      ),
    ).toBe(true);
  });
});
