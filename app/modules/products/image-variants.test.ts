import { describe, expect, it } from "vitest";
import { type ImageVariant, pictureOf, scaledHeight, srcsetOf, variantWidths } from "./image-variants";

describe("variantWidths", () => {
  it("never upscales", () => {
    expect(variantWidths(2000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 960]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
  it("keeps the aspect ratio", () => {
    expect(scaledHeight(1600, 1200, 320)).toBe(240);
    expect(scaledHeight(3000, 1, 320)).toBe(1);
  });
});

describe("pictureOf", () => {
  const v = (format: ImageVariant["format"], width: number): ImageVariant => ({
    format,
    width,
    height: width / 2,
    url: `/media/products/1/a-${width}.${format}`,
  });
  const variants = [
    v("jpeg", 640),
    v("avif", 320),
    v("jpeg", 320),
    v("webp", 640),
    v("avif", 640),
    v("webp", 320),
  ];

  it("offers AVIF and WebP sources and the largest JPEG as src, each srcset in ascending width", () => {
    const p = pictureOf({ alt: "Deur", width: 800, height: 400, variants });
    expect(p).toEqual({
      alt: "Deur",
      width: 640,
      height: 320,
      src: "/media/products/1/a-640.jpeg",
      srcset: "/media/products/1/a-320.jpeg 320w, /media/products/1/a-640.jpeg 640w",
      sources: [
        {
          type: "image/avif",
          srcset: "/media/products/1/a-320.avif 320w, /media/products/1/a-640.avif 640w",
        },
        {
          type: "image/webp",
          srcset: "/media/products/1/a-320.webp 320w, /media/products/1/a-640.webp 640w",
        },
      ],
    });
    expect(srcsetOf(variants, "webp")).toContain("320w");
  });

  it("is null without JPEG variants", () => {
    expect(pictureOf({ alt: "", width: 1, height: 1, variants: [v("webp", 320)] })).toBeNull();
  });
});
