import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { getCurrentDefinition } from "~/modules/configurator/definitions.server";
import { galleryOfProduct } from "~/modules/products/gallery.server";
import { listProductImages } from "~/modules/products/images.server";
import { describeEachEngine } from "../../tests/helpers/databases";
import { seedDoorImages } from "./door-images";
import { seedDoorOptions, seedSampleShop } from "./index";

describeEachEngine("the sample door's images", (db) => {
  let dataDir = "";
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("seeds a front view, a detail and one picture per handle once, rendered in AVIF, WebP and JPEG", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "maatglas-door-images-"));
    await seedSampleShop(db());
    await seedDoorOptions(db());
    expect(await seedDoorImages(db(), dataDir)).toBe(true);
    expect(await seedDoorImages(db(), dataDir)).toBe(false);
    const door = await db()
      .selectFrom("products")
      .select(["id", "name", "image"])
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirstOrThrow();
    const images = await listProductImages(db(), door.id);
    expect(images).toHaveLength(10);
    expect(images[0].alt).toBe("Glazen deur op maat, vooraanzicht");
    for (const image of images) {
      expect(new Set(image.variants.map((v) => v.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
      expect([...new Set(image.variants.map((v) => v.width))].sort((a, b) => a - b)).toEqual([320, 640]);
      for (const v of image.variants)
        expect(existsSync(path.join(dataDir, "media", v.url.slice("/media/".length)))).toBe(true);
    }
  }, 60_000);

  it("gives every handle suboption its picture in a new definition version; the gallery strip leaves them out", async () => {
    const door = await db()
      .selectFrom("products")
      .select(["id", "name", "image"])
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirstOrThrow();
    const stored = await getCurrentDefinition(db(), door.id);
    expect(stored?.version).toBe(2);
    const images = await listProductImages(db(), door.id);
    const altOf = new Map(images.map((i) => [i.id, i.alt]));
    const handle = stored?.definition.options.find((o) => o.slug === "handle");
    if (!handle || !("suboptions" in handle)) throw new Error("the door has no handle option");
    for (const s of handle.suboptions) {
      expect(s.galleryImage).toBeDefined();
      expect(altOf.get(s.galleryImage ?? 0)).toMatch(/^Glazen deur op maat met greep /);
    }
    expect(altOf.get(handle.suboptions.find((s) => s.slug === "zwart-40")?.galleryImage ?? 0)).toBe(
      "Glazen deur op maat met greep zwart 40 cm",
    );
    const gallery = await galleryOfProduct(db(), door, stored?.definition.options ?? []);
    expect(gallery.items).toHaveLength(10);
    expect(gallery.changers).toHaveLength(1);
    expect(gallery.changers[0][0]).toBe("uni_cpo_handle");
    expect(Object.keys(gallery.changers[0][1])).toHaveLength(8);
  });

  it("leaves a door that has images of its own alone", async () => {
    await db().deleteFrom("settings").where("key", "=", "seeded_door_images_at").execute();
    expect(await seedDoorImages(db(), dataDir)).toBe(false);
    const door = await db()
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "glazen-deur-op-maat")
      .executeTakeFirstOrThrow();
    expect(await listProductImages(db(), door.id)).toHaveLength(10);
  });
});
