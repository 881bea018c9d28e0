import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/databases";
import type { AuditActor } from "../audit/audit.server";
import { addLibraryImage, deleteImage, listProductImages } from "../products/images.server";
import { createProduct, deleteProduct } from "../products/products.server";
import { deleteMedia, getMedia, libraryPictures, listMedia, updateMedia, uploadMedia } from "./media.server";
import { mediaUsage } from "./media-usage.server";

const actor: AuditActor = { userId: null, email: "redacteur@maatglas.test", ip: "127.0.0.1" };
const log = pino({ level: "silent" });
const file = (bytes: Buffer, name = "foto.png") =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });

let dataRoot: string;
beforeAll(async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), "maatglas-media-"));
});
afterAll(async () => {
  await rm(dataRoot, { recursive: true, force: true });
});

describeEachEngine("media library", (getDb, engine) => {
  it("uploads by content (variants in /media/library), refuses what is not an image, lists newest first", async () => {
    const db = getDb();
    const dataDir = path.join(dataRoot, `${engine}-upload`);
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const first = await uploadMedia(db, actor, file(png), { alt: "Blauw vlak", title: "Blauw" }, dataDir);
    if (!first.ok) throw new Error("not uploaded");
    // A text file named .png is refused: the bytes decide.
    expect(
      await uploadMedia(db, actor, file(Buffer.from("geen afbeelding")), { alt: "x", title: "" }, dataDir),
    ).toEqual({ ok: false, error: "fileType" });
    expect(await uploadMedia(db, actor, null, { alt: "x", title: "" }, dataDir)).toEqual({
      ok: false,
      error: "fileRequired",
    });
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#993366" } })
      .jpeg()
      .toBuffer();
    const second = await uploadMedia(db, actor, file(jpeg, "x.gif"), { alt: "Roze", title: "" }, dataDir);
    if (!second.ok) throw new Error("not uploaded");

    const items = await listMedia(db);
    expect(items.map((i) => [i.id, i.alt, i.format, i.width, i.height])).toEqual([
      [second.id, "Roze", "jpg", 300, 300],
      [first.id, "Blauw vlak", "png", 800, 400],
    ]);
    const blue = items[1];
    expect(blue.uploadedBy).toBe("redacteur@maatglas.test");
    expect(blue.bytes).toBe(png.length);
    expect(blue.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
      ["avif@320", "avif@640", "jpeg@320", "jpeg@640", "webp@320", "webp@640"].sort(),
    );
    expect(blue.url).toMatch(/^\/media\/library\/[0-9a-f-]{36}-640\.jpg$/);
    expect(blue.thumbnail).toMatch(/-320\.webp$/);
    const files = await readdir(path.join(dataDir, "media", "library"));
    expect(files.filter((f) => f.startsWith(blue.name)).length).toBe(6);
    const audit = await db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "media")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["media.add", "media.add"]);
  });

  it("knows where an item is used (product, page, popup), refuses to delete it then, and deletes it when free", async () => {
    const db = getDb();
    const dataDir = path.join(dataRoot, `${engine}-usage`);
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#ffcc00" } })
      .png()
      .toBuffer();
    const up = await uploadMedia(db, actor, file(png), { alt: "Geel", title: "Geel vlak" }, dataDir);
    if (!up.ok) throw new Error("not uploaded");
    const item = (await getMedia(db, up.id)) ?? { id: 0, name: "", url: "" };

    const made = await createProduct(db, actor, {
      name: "Met bibliotheekfoto",
      slug: "",
      type: "simple",
      short_description: "",
      description: "",
      price_cents: 1000,
      vat_rate: 21,
      stock: null,
      sku: "",
      category_ids: [],
      menu_order: 0,
      status: "draft",
      attributes: [],
    });
    if (!made.ok) throw new Error("no product");
    const product = { id: made.id, name: "Met bibliotheekfoto" };
    const linked = await addLibraryImage(db, actor, product, item.id);
    if (!linked.ok) throw new Error("not linked");
    expect(await addLibraryImage(db, actor, product, 999_999)).toEqual({ ok: false });
    const now = new Date().toISOString();
    const page = await db
      .insertInto("pages")
      .values({
        slug: "met-foto",
        title: "Met foto",
        status: "draft",
        data: JSON.stringify({
          root: { props: {} },
          content: [
            { type: "Image", props: { id: "img-1", src: item.url, alt: "Geel", width: 400, height: 400 } },
          ],
        }),
        published_data: null,
        published_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const popup = await db
      .insertInto("popups")
      .values({
        slug: "met-foto",
        title: "Pop-up met foto",
        content: `<p><img src="${item.url}" alt="Geel"></p>`,
        settings: "{}",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const places = (await mediaUsage(db, [item])).get(item.id);
    expect(places?.map((p) => [p.kind, p.name, p.href])).toEqual([
      ["product", "Met bibliotheekfoto", `/beheer/producten/${made.id}/afbeeldingen`],
      ["page", "Met foto", `/beheer/paginas/${page.id}`],
      ["popup", "Pop-up met foto", `/beheer/popups/${popup.id}`],
    ]);
    // The product's picture shares the item's files and alt text; a new alt text reaches it and the shop version.
    const [picture] = await listProductImages(db, made.id);
    expect(picture.thumbnail).toBe(item.url.replace(/-\d+\.jpg$/, "-320.webp"));
    const version = async () =>
      (await db.selectFrom("shop_version").select("version").executeTakeFirstOrThrow()).version;
    const before = await version();
    expect(await updateMedia(db, actor, item.id, { alt: "Gele glasplaat", title: "Geel" })).toBe(true);
    expect((await listProductImages(db, made.id))[0].alt).toBe("Gele glasplaat");
    expect(Number(await version())).toBeGreaterThan(Number(before));
    // The public page gets <picture> data for the library address only.
    const pictures = await libraryPictures(db, [item.url, "/images/products/glazen-deur-op-maat.svg"]);
    expect(Object.keys(pictures)).toEqual([item.url]);
    expect(pictures[item.url].sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);

    expect(await deleteMedia(db, actor, item.id, log, dataDir)).toEqual({
      ok: false,
      reason: "in_use",
      places: 3,
    });
    // Removing the product's picture and deleting the product keep the library's files.
    await deleteImage(db, actor, product, linked.id, log, dataDir);
    expect(await deleteProduct(db, actor, made.id)).toMatchObject({ ok: true, imageKeys: [] });
    expect((await readdir(path.join(dataDir, "media", "library"))).length).toBe(3);
    await db.deleteFrom("pages").where("id", "=", page.id).execute();
    await db.deleteFrom("popups").where("id", "=", popup.id).execute();
    expect(await deleteMedia(db, actor, item.id, log, dataDir)).toEqual({ ok: true });
    expect(await getMedia(db, item.id)).toBeUndefined();
    expect(await readdir(path.join(dataDir, "media", "library"))).toEqual([]);
    expect(await deleteMedia(db, actor, item.id, log, dataDir)).toEqual({ ok: false, reason: "not_found" });
  });
});
