import { describe, expect, it } from "vitest";
import { GEO_DEFAULTS, isTileUrl, tileOrigin } from "./geo-settings";
import { settingsSchema } from "./settings.schema";
import { geoFormSchema, settingsFormValues } from "./settings-form";

describe("geo settings", () => {
  it("derives the CSP source from the tile URL, {s} as a wildcard label", () => {
    expect(tileOrigin(GEO_DEFAULTS.tile_url)).toBe("https://tile.openstreetmap.org");
    expect(tileOrigin("https://{s}.tile.example.org:8443/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.example.org:8443",
    );
    expect(tileOrigin("http://tile.example.org/{z}/{x}/{y}.png")).toBeNull();
    expect(tileOrigin("not a url")).toBeNull();
  });

  it("accepts only https tile templates with {z}, {x} and {y}", () => {
    expect(isTileUrl(GEO_DEFAULTS.tile_url)).toBe(true);
    expect(isTileUrl("https://tiles.example.nl/{z}/{x}.png")).toBe(false);
    expect(isTileUrl("http://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(false);
    expect(isTileUrl("https://evil.example/{z}/{x}/{y}.png' 'unsafe-inline")).toBe(false);
    expect(isTileUrl("javascript:alert(1)//{z}{x}{y}")).toBe(false);
  });

  it("the form normalises the origin postcode and refuses bad values with Dutch messages", () => {
    const ok = geoFormSchema.safeParse({
      origin_postcode: "3011ad",
      tile_url: GEO_DEFAULTS.tile_url,
      tile_attribution: "© OSM",
    });
    expect(ok.success && ok.data.origin_postcode).toBe("3011 AD");
    const bad = geoFormSchema.safeParse({
      origin_postcode: "B-1000",
      tile_url: "http://x/{z}",
      tile_attribution: "",
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages.origin_postcode).toMatch(/Nederlandse postcode/);
    expect(messages.tile_url).toMatch(/https/);
    expect(messages.tile_attribution).toBe("Vul dit veld in.");
  });

  it("defaults apply to a shop that never saved them, and the form shows them", () => {
    const settings = settingsSchema.parse({});
    expect(settings.geo).toEqual(GEO_DEFAULTS);
    expect(settingsFormValues(settings).geo).toEqual(GEO_DEFAULTS);
  });
});
