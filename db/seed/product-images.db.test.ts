import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { listProductImages } from "~/modules/products/images.server";
import { describeEachEngine } from "../../tests/helpers/databases";
import { SLIDING_DOOR_SLUG, seedSampleShop, seedSlidingDoor } from "./index";
import { ART_HEIGHT, ART_WIDTH, productArt } from "./product-art";
import { SAMPLE_PRODUCT_ART, seedProductImages } from "./product-images";
import { sampleProducts } from "./sample-shop";

// Issue 16 point 1: every sample product has a rendered picture of its own (the door's gallery: door-images).
describe("the sample products' art", () => {
  it("covers every sample product but the door, which has a gallery of its own", () => {
    const slugs = [...sampleProducts.map((p) => p.slug), SLIDING_DOOR_SLUG].filter(
      (s) => s !== "glazen-deur-op-maat",
    );
    expect(Object.keys(SAMPLE_PRODUCT_ART).sort()).toEqual([...new Set(slugs)].sort());
  });

  it("draws each product differently, in the gallery's 4:5 shape, and sharp renders it", async () => {
    const drawings = Object.values(SAMPLE_PRODUCT_ART).map(({ art }) => productArt(art));
    expect(new Set(drawings).size).toBe(drawings.length);
    const meta = await sharp(Buffer.from(drawings[0])).metadata();
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(ART_WIDTH / ART_HEIGHT, 2);
  });
});

describeEachEngine("the sample products' pictures", (db) => {
  let dataDir = "";
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("seeds one picture per sample product once, in AVIF, WebP and JPEG; a product with its own images is left alone", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "maatglas-product-images-"));
    await seedSampleShop(db());
    await seedSlidingDoor(db());
    const own = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "scharnierset-rvs")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("product_images")
      .values({
        product_id: own.id,
        position: 0,
        alt: "De eigen foto van de winkel",
        original_key: "products/own.jpg",
        width: 10,
        height: 10,
        variants: "[]",
        created_at: new Date().toISOString(),
      })
      .execute();

    expect(await seedProductImages(db(), dataDir)).toBe(true);
    expect(await seedProductImages(db(), dataDir)).toBe(false);

    for (const [slug, { alt }] of Object.entries(SAMPLE_PRODUCT_ART)) {
      const product = await db()
        .selectFrom("products")
        .select("id")
        .where("slug", "=", slug)
        .executeTakeFirstOrThrow();
      const images = await listProductImages(db(), product.id);
      expect(images, slug).toHaveLength(1);
      const { image } = await db()
        .selectFrom("products")
        .select("image")
        .where("id", "=", product.id)
        .executeTakeFirstOrThrow();
      if (slug === "scharnierset-rvs") {
        expect(images[0].alt).toBe("De eigen foto van de winkel");
        expect(image).toBe("/images/products/scharnierset-rvs.svg");
        continue;
      }
      // The cart's thumbnail: the picture's smallest JPEG.
      expect(image).toMatch(/^\/media\/products\/\d+\/[\w-]+-320\.jpg$/);
      expect(images[0].alt).toBe(alt);
      expect(new Set(images[0].variants.map((v) => v.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
      for (const v of images[0].variants)
        expect(existsSync(path.join(dataDir, "media", v.url.slice("/media/".length)))).toBe(true);
    }
  }, 120_000);
});
