import type { Kysely } from "kysely";
import sharp from "sharp";
import { parseOptionDefinition } from "~/modules/configurator/options.schema";
import {
  removeFiles,
  type StoredImage,
  sniffImage,
  storeProductImage,
} from "~/modules/products/image-store.server";
import type { Database } from "../schema";

const DOOR_IMAGES_KEY = "seeded_door_images_at";
const DOOR = "glazen-deur-op-maat";

/** How the sample door's handles look: colour and length in mm (spec §3.4). */
const HANDLES: Record<string, { colour: string; length: number; round?: boolean; label: string }> = {
  "rvs-32": { colour: "#9aa4ab", length: 320, label: "RVS 32 cm" },
  "rvs-40": { colour: "#9aa4ab", length: 400, label: "RVS 40 cm" },
  "zwart-32": { colour: "#1f2326", length: 320, label: "zwart 32 cm" },
  "zwart-40": { colour: "#1f2326", length: 400, label: "zwart 40 cm" },
  "mat-rvs-32": { colour: "#c3c9cc", length: 320, label: "mat RVS 32 cm" },
  "mat-rvs-40": { colour: "#c3c9cc", length: 400, label: "mat RVS 40 cm" },
  "rvs-rond-180": { colour: "#9aa4ab", length: 1800, round: true, label: "RVS rond 180 cm" },
  "zwart-rond-180": { colour: "#1f2326", length: 1800, round: true, label: "zwart rond 180 cm" },
};

// The drawing: 960 × 1200 units (a door of 2015 mm drawn 1040 high), rendered at 640 × 800 px (sizes 320 and
// 640 px wide: a quick seed).
const W = 960;
const H = 1200;
const RENDER_WIDTH = 640;
const PX_PER_MM = 1040 / 2015;

// A fine grain over the first picture (like a photo's): without it the flat drawing is too plain for the browser to
// count it as the page's largest contentful paint (Chromium skips images of very few bits per pixel). Only the first
// picture is shown at first paint, and the grain makes rendering slower, so the others go without.
const TEXTURE =
  '<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.6" numOctaves="3" seed="7"/>' +
  '<feColorMatrix values="0 0 0 0 0.35 0 0 0 0 0.4 0 0 0 0 0.42 0 0 0 0.3 0"/></filter>';

function handleShape(h: { colour: string; length: number; round?: boolean }): string {
  const len = Math.round(h.length * PX_PER_MM);
  const top = Math.round(600 - len / 2);
  const bar = h.round ? 22 : 16;
  const x = 610;
  return [
    `<rect x="${x}" y="${top}" width="${bar}" height="${len}" rx="${bar / 2}" fill="${h.colour}"/>`,
    `<rect x="${x - 34}" y="${top + 24}" width="40" height="12" rx="4" fill="${h.colour}"/>`,
    `<rect x="${x - 34}" y="${top + len - 36}" width="40" height="12" rx="4" fill="${h.colour}"/>`,
  ].join("");
}

/** The sample door drawn as SVG, with a handle or none; `detail` draws the hinge side up close. */
export function doorSvg(
  handle?: { colour: string; length: number; round?: boolean },
  detail = false,
  grain = false,
): string {
  const body = detail
    ? `<rect x="180" y="0" width="600" height="${H}" fill="#cfe6ec" stroke="#8fb3bd" stroke-width="6"/>` +
      `<rect x="150" y="260" width="90" height="170" rx="10" fill="#9aa4ab"/>` +
      `<rect x="150" y="770" width="90" height="170" rx="10" fill="#9aa4ab"/>`
    : `<rect x="300" y="80" width="360" height="1040" fill="#cfe6ec" stroke="#8fb3bd" stroke-width="6"/>` +
      `<path d="M330 120 L420 120 L340 300 Z" fill="#ffffff" opacity="0.5"/>` +
      `<rect x="288" y="230" width="24" height="70" rx="4" fill="#9aa4ab"/>` +
      `<rect x="288" y="900" width="24" height="70" rx="4" fill="#9aa4ab"/>` +
      (handle ? handleShape(handle) : "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${RENDER_WIDTH}" height="${(RENDER_WIDTH * H) / W}">${grain ? `<defs>${TEXTURE}</defs>` : ""}<rect width="${W}" height="${H}" fill="#eef3f4"/>${body}${grain ? `<rect width="${W}" height="${H}" filter="url(#grain)"/>` : ""}<rect x="0" y="1120" width="${W}" height="80" fill="#d9dfe1"/></svg>`;
}

/**
 * Gives the sample door its images once (rendered with sharp, like an upload): a front view and a detail for the
 * gallery, and one picture per handle, which the door's handle suboptions show as image changers (spec §2.5)
 * in a new version of its option definition. Skipped when the door has images already (the shop's own).
 */
export async function seedDoorImages(
  db: Kysely<Database>,
  dataDir?: string,
  now = new Date(),
): Promise<boolean> {
  const door = await db.selectFrom("products").select(["id"]).where("slug", "=", DOOR).executeTakeFirst();
  if (!door) return false;
  const done = await db
    .selectFrom("settings")
    .select("key")
    .where("key", "=", DOOR_IMAGES_KEY)
    .executeTakeFirst();
  if (done) return false;
  const hasImages = await db
    .selectFrom("product_images")
    .select("id")
    .where("product_id", "=", door.id)
    .executeTakeFirst();
  if (hasImages) return false;
  const pictures = [
    { slug: null, alt: "Glazen deur op maat, vooraanzicht", svg: doorSvg(undefined, false, true) },
    { slug: null, alt: "Glazen deur op maat, scharnierzijde van dichtbij", svg: doorSvg(undefined, true) },
    ...Object.entries(HANDLES).map(([slug, h]) => ({
      slug,
      alt: `Glazen deur op maat met greep ${h.label}`,
      svg: doorSvg(h),
    })),
  ];
  const stored: ((typeof pictures)[number] & { file: StoredImage })[] = [];
  for (const p of pictures) {
    const bytes = await sharp(Buffer.from(p.svg)).png().toBuffer();
    const sniffed = await sniffImage(bytes);
    if (!sniffed.ok) throw new Error("the seeded door image could not be read");
    stored.push({ ...p, file: await storeProductImage(door.id, bytes, sniffed, dataDir) });
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("settings")
        .values({ key: DOOR_IMAGES_KEY, value: JSON.stringify(now.toISOString()) })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) throw new AlreadySeeded();
      const existing = await trx
        .selectFrom("product_images")
        .select("id")
        .where("product_id", "=", door.id)
        .executeTakeFirst();
      if (existing) throw new AlreadySeeded();
      const imageOf = new Map<string, number>();
      for (const [position, s] of stored.entries()) {
        const row = await trx
          .insertInto("product_images")
          .values({
            product_id: door.id,
            position,
            alt: s.alt,
            original_key: s.file.originalKey,
            width: s.file.width,
            height: s.file.height,
            variants: JSON.stringify(s.file.variants),
            created_at: now.toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (s.slug) imageOf.set(s.slug, row.id);
      }
      const current = await trx
        .selectFrom("product_definitions")
        .select(["version", "definition"])
        .where("product_id", "=", door.id)
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirst();
      if (current) {
        const definition = parseOptionDefinition(JSON.parse(current.definition));
        for (const option of definition.options)
          if (option.slug === "handle" && "suboptions" in option)
            for (const s of option.suboptions) {
              const id = imageOf.get(s.slug);
              if (id !== undefined) s.galleryImage = id;
            }
        await trx
          .insertInto("product_definitions")
          .values({
            product_id: door.id,
            version: current.version + 1,
            definition: JSON.stringify(definition),
            created_at: now.toISOString(),
          })
          .execute();
      }
      return true;
    });
  } catch (error) {
    await removeFiles(stored.flatMap((s) => s.file.files));
    if (error instanceof AlreadySeeded) return false;
    throw error;
  }
}

class AlreadySeeded extends Error {}
