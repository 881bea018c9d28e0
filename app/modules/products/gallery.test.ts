import { describe, expect, it } from "vitest";
import { chosenImage, galleryItems, imageChangers, largeOf, placeholderItem, shownItems } from "./gallery";
import type { PictureData } from "./image-variants";

const picture = (alt: string, n: number): PictureData => ({
  alt,
  width: 1280,
  height: 960,
  src: `/media/products/1/${n}-1280.jpg`,
  srcset: `/media/products/1/${n}-640.jpg 640w, /media/products/1/${n}-1280.jpg 1280w`,
  sources: [
    { type: "image/avif", srcset: `/media/products/1/${n}-640.avif 640w` },
    {
      type: "image/webp",
      srcset: `/media/products/1/${n}-640.webp 640w, /media/products/1/${n}-1280.webp 1280w`,
    },
  ],
});
const field = (slug: string) => `uni_cpo_${slug}`;

describe("galleryItems", () => {
  it("titles an item by its caption (alt text), or by the product name without one (§3.10)", () => {
    const items = galleryItems(
      [
        { id: 4, picture: picture("Deur met greep", 4) },
        { id: 5, picture: picture("  ", 5) },
      ],
      "Glazen deur",
    );
    expect(items.map((i) => i.title)).toEqual(["Deur met greep", "Glazen deur"]);
  });

  it("gives the lightbox the largest JPEG with its size and the WebP srcset", () => {
    const [item] = galleryItems([{ id: 4, picture: picture("x", 4) }], "Deur");
    expect(largeOf(item)).toEqual({
      src: "/media/products/1/4-1280.jpg",
      srcset: "/media/products/1/4-640.webp 640w, /media/products/1/4-1280.webp 1280w",
      width: 1280,
      height: 960,
    });
  });

  it("falls back to the JPEG srcset when there is no WebP", () => {
    const p = { ...picture("x", 4), sources: [] };
    expect(largeOf(galleryItems([{ id: 4, picture: p }], "Deur")[0]).srcset).toBe(p.srcset);
  });

  it("makes a 600 × 600 placeholder item of a product without uploads", () => {
    const item = placeholderItem("/images/products/deur.svg", "Deur");
    expect(item).toMatchObject({ id: 0, title: "Deur" });
    expect(largeOf(item)).toMatchObject({
      src: "/images/products/deur.svg",
      srcset: "",
      width: 600,
      height: 600,
    });
    expect(item.picture.alt).toBe("Deur");
  });
});

describe("image changers", () => {
  const options = [
    { slug: "height" },
    {
      slug: "handle",
      suboptions: [
        { slug: "rvs-40", galleryImage: 7 },
        { slug: "zwart-40", galleryImage: 8 },
        { slug: "geen" },
      ],
    },
    { slug: "lock", suboptions: [{ slug: "slot", galleryImage: 9 }] },
    { slug: "hinges", suboptions: [{ slug: "rvs", galleryImage: 99 }] },
  ];
  const changers = imageChangers(options, new Set([1, 7, 8, 9]), field);

  it("maps each choice field's suboptions to their images, skipping images the product no longer has", () => {
    expect(changers).toEqual([
      ["uni_cpo_handle", { "rvs-40": 7, "zwart-40": 8 }],
      ["uni_cpo_lock", { slot: 9 }],
    ]);
  });

  it("shows the image of the chosen suboption; no choice or a choice without image shows none", () => {
    expect(chosenImage(changers, { uni_cpo_handle: "zwart-40" })).toBe(8);
    expect(chosenImage(changers, { uni_cpo_handle: "geen" })).toBeNull();
    expect(chosenImage(changers, { uni_cpo_handle: "" })).toBeNull();
    expect(chosenImage(changers, {})).toBeNull();
  });

  it("lets the first option (in option order) with an image win; a checkbox by its first value with one", () => {
    expect(chosenImage(changers, { uni_cpo_lock: "slot", uni_cpo_handle: "rvs-40" })).toBe(7);
    expect(chosenImage(changers, { uni_cpo_lock: "slot", uni_cpo_handle: "geen" })).toBe(9);
    expect(chosenImage(changers, { uni_cpo_lock: ["x", "slot"] })).toBe(9);
  });
});

describe("shownItems", () => {
  const items = galleryItems(
    [1, 2, 7, 8].map((id) => ({ id, picture: picture(`b${id}`, id) })),
    "Deur",
  );
  const changers: [string, Record<string, number>][] = [["uni_cpo_handle", { a: 7, b: 8 }]];

  it("keeps changer images out of the strip", () => {
    expect(shownItems(items, changers, null).map((i) => i.id)).toEqual([1, 2]);
  });

  it("swaps the first (main) image for the chosen one and restores it without a choice", () => {
    expect(shownItems(items, changers, 8).map((i) => i.id)).toEqual([8, 2]);
    expect(shownItems(items, changers, null).map((i) => i.id)).toEqual([1, 2]);
  });

  it("shows every image when changers use them all, and ignores an unknown chosen id", () => {
    const all: [string, Record<string, number>][] = [["f", { a: 1, b: 2, c: 7, d: 8 }]];
    expect(shownItems(items, all, null).map((i) => i.id)).toEqual([1, 2, 7, 8]);
    expect(shownItems(items, all, 8).map((i) => i.id)).toEqual([8, 2, 7, 8]);
    expect(shownItems(items, changers, 42).map((i) => i.id)).toEqual([1, 2]);
  });

  it("shows nothing for a product without items", () => {
    expect(shownItems([], changers, 7)).toEqual([]);
  });
});
