import { describe, expect, it } from "vitest";
import { answerKeyParts } from "./price-answer.server";
import { sampleDoorDefinition } from "./sample-door";
import { slidingDoorDefinition } from "./sample-sliding-door";

describe("which definitions' price answers are kept", () => {
  const only = (types: string[]) =>
    slidingDoorDefinition.options.filter((o) => types.includes(o.type) || o.type === "select");
  it.each([
    ["the door (sizes and choices)", sampleDoorDefinition.options, { cacheable: true, byDay: false }],
    ["with a date option: kept per day", only(["date"]), { cacheable: true, byDay: true }],
    ["with an upload (the session's file): computed each call", only(["file_upload"]), { cacheable: false }],
    ["with a distance (the geocoder): computed each call", only(["postcode_distance"]), { cacheable: false }],
    ["with a map address (the geocoder): computed each call", only(["map"]), { cacheable: false }],
    ["the sliding door (all of them)", slidingDoorDefinition.options, { cacheable: false }],
  ])("%s", (_name, options, expected) => {
    expect(answerKeyParts({ ...sampleDoorDefinition, options })).toMatchObject(expected);
  });
  it("the sample sliding door has every option type the rule looks at", () => {
    const types = new Set(slidingDoorDefinition.options.map((o) => o.type));
    for (const t of ["date", "file_upload", "postcode_distance", "map"])
      expect(types.has(t as never)).toBe(true);
  });
});
