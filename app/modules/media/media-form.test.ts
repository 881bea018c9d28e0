import { describe, expect, it } from "vitest";
import { formatBytes, libraryNameOf, libraryReference, parseMediaFields } from "./media-form";
import { mentions } from "./media-usage.server";

const form = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
const NAME = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("the media library's fields", () => {
  it("requires an alt text and keeps what was typed when refused", () => {
    expect(parseMediaFields(form({ alt: "  Glazen deur  ", title: "" }))).toEqual({
      ok: true,
      fields: { alt: "Glazen deur", title: "" },
    });
    expect(parseMediaFields(form({ alt: "   ", title: "Mijn titel" }))).toEqual({
      ok: false,
      errors: { alt: "altRequired" },
      fields: { alt: "", title: "Mijn titel" },
    });
    expect(parseMediaFields(form({ alt: "a".repeat(251), title: "t".repeat(201) }))).toMatchObject({
      ok: false,
      errors: { alt: "altTooLong", title: "titleTooLong" },
    });
  });

  it("recognises library file addresses only", () => {
    expect(libraryNameOf(`/media/library/${NAME}-640.jpg`)).toBe(NAME);
    expect(libraryNameOf(`/media/library/${NAME}-320.webp`)).toBe(NAME);
    expect(libraryNameOf(`/media/products/3/${NAME}-640.jpg`)).toBeNull();
    expect(libraryNameOf(`https://elders.example/media/library/${NAME}-640.jpg`)).toBeNull();
    expect(libraryNameOf(`/media/library/${NAME}-640.jpg?x=1`)).toBeNull();
    expect(libraryReference(NAME)).toBe(`/media/library/${NAME}-`);
  });

  it("finds an item's addresses in stored texts, not another item's", () => {
    const page = JSON.stringify({
      content: [{ type: "Image", props: { src: `/media/library/${NAME}-960.jpg` } }],
    });
    expect(mentions([null, page], NAME)).toBe(true);
    expect(mentions([page], "1f8fad5b-d9cb-469f-a165-70867728950e")).toBe(false);
    expect(mentions([null, ""], NAME)).toBe(false);
  });

  it("writes file sizes the Dutch way", () => {
    expect(formatBytes(300)).toBe("1 kB");
    expect(formatBytes(86_000)).toBe("84 kB");
    expect(formatBytes(1_300_000)).toBe("1,2 MB");
  });
});
