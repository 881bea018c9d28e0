import { describe, expect, it } from "vitest";
import { layersToDraw } from "./layers";
import { optionDefinitionSchema } from "./options.schema";
import { slidingDoorDefinition } from "./sample-sliding-door";

const options = [
  { slug: "kleur", type: "colour_picker", label: "Kleur" },
  {
    slug: "decor",
    type: "radio",
    label: "Decor",
    suboptions: [
      { slug: "helder", label: "Helder", rate: "0" },
      { slug: "strepen", label: "Strepen", rate: "5" },
    ],
  },
  { slug: "maat", type: "text_input", label: "Maat" },
];
const parse = (layers: unknown[]) =>
  optionDefinitionSchema.safeParse({ basePrice: "1", mainFormula: "1", options, layers });

describe("layer definitions", () => {
  it("accepts base, tint and swap layers tied to the right option types", () => {
    const r = parse([
      { kind: "base", id: "muur", image: "/media/a.png" },
      { kind: "tint", id: "frame", image: "/media/b.png", option: "kleur" },
      { kind: "swap", id: "glas", option: "decor", images: { strepen: "/media/c.png" } },
    ]);
    expect(r.success).toBe(true);
    expect(r.success && r.data.layers.map((l) => l.excluded)).toEqual([false, false, false]);
  });

  it("refuses a tint on a non-colour option, a swap on a text option, unknown suboptions and foreign images", () => {
    const paths = (layers: unknown[]) => {
      const r = parse(layers);
      return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
    };
    expect(paths([{ kind: "tint", id: "t", image: "/a.png", option: "decor" }])).toEqual(["layers.0.option"]);
    expect(paths([{ kind: "swap", id: "s", option: "maat", images: {} }])).toEqual(["layers.0.option"]);
    expect(paths([{ kind: "swap", id: "s", option: "decor", images: { mat: "/a.png" } }])).toEqual([
      "layers.0.images",
    ]);
    expect(paths([{ kind: "base", id: "b", image: "https://evil.example/a.png" }])).toEqual([
      "layers.0.image",
    ]);
    expect(
      paths([
        { kind: "base", id: "b", image: "/a.png" },
        { kind: "base", id: "b", image: "/b.png" },
      ]),
    ).toEqual(["layers.1.id"]);
  });
});

describe("layersToDraw", () => {
  const def = slidingDoorDefinition;

  it("draws the base, the chosen decor and the profile tinted with the colour; never the excluded shadow", () => {
    const list = layersToDraw(def.layers, { uni_cpo_profielkleur: "#ff0000", uni_cpo_decor: "strepen" });
    expect(list.map((l) => l.id)).toEqual(["muur", "decor", "profiel"]);
    expect(list[1].image).toMatch(/decor-strepen\.png$/);
    expect(list[2].tint).toBe("#ff0000");
  });

  it("leaves out a tint layer without a (valid) colour and a swap layer whose choice has no image", () => {
    expect(layersToDraw(def.layers, { uni_cpo_decor: "helder" }).map((l) => l.id)).toEqual(["muur"]);
    expect(layersToDraw(def.layers, { uni_cpo_profielkleur: "rood" }).map((l) => l.id)).toEqual(["muur"]);
  });

  it("leaves out a tint layer whose colour option has imagify off", () => {
    const options = def.options.map((o) => (o.type === "colour_picker" ? { ...o, imagify: false } : o));
    const values = { uni_cpo_profielkleur: "#ff0000", uni_cpo_decor: "motief" };
    expect(layersToDraw(def.layers, values, options).map((l) => l.id)).toEqual(["muur", "decor"]);
    expect(layersToDraw(def.layers, values, def.options).map((l) => l.id)).toEqual([
      "muur",
      "decor",
      "profiel",
    ]);
  });

  it("is empty when every layer is excluded (the posted image is then empty)", () => {
    const all = def.layers.map((l) => ({ ...l, excluded: true }));
    expect(layersToDraw(all, { uni_cpo_profielkleur: "#ff0000", uni_cpo_decor: "motief" })).toEqual([]);
  });
});
