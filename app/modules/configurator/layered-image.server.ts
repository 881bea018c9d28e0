import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { colourOfficeMessages as c } from "~/i18n/nl.colour";
import type { Database } from "../../../db/schema";

/**
 * The shopper's layered preview image (spec §3.7 `cpo_product_layered_image`, issue 13 point 4): a data URL the
 * browser combined from the product's layers. The server never trusts its declared type: the bytes must be PNG,
 * JPEG or WebP by their magic bytes, within MAX_PREVIEW_BYTES and MAX_PREVIEW_SIDE (read by sharp). A valid one
 * is kept in `line_previews` under a random token, which the cart line's snapshot names.
 */

/** Decoded bytes; the browser shrinks its image below this (the whole background call is capped at 64 KB). */
export const MAX_PREVIEW_BYTES = 40 * 1024;
/** The longest side in pixels. */
export const MAX_PREVIEW_SIDE = 1200;
const ALLOWED = new Set(["image/png", "image/jpeg", "image/webp"]);
const DATA_URL = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

export interface CheckedPreview {
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
}

export type PreviewCheck =
  | { kind: "empty" }
  | { kind: "ok"; image: CheckedPreview }
  | { kind: "error"; error: string };

/** Checks the posted value: "" or absent is empty (every layer excluded), anything else must be a valid image. */
export async function checkLayeredImage(raw: unknown): Promise<PreviewCheck> {
  if (raw === undefined || raw === null || raw === "") return { kind: "empty" };
  // Base64 grows 4/3; anything longer cannot decode to an allowed size.
  if (typeof raw !== "string" || raw.length > Math.ceil((MAX_PREVIEW_BYTES * 4) / 3) + 64)
    return typeof raw === "string"
      ? { kind: "error", error: c.preview.tooLarge(MAX_PREVIEW_BYTES / 1024) }
      : invalid();
  const match = DATA_URL.exec(raw);
  if (!match) return invalid();
  const bytes = Buffer.from(match[2], "base64");
  if (bytes.length === 0) return invalid();
  if (bytes.length > MAX_PREVIEW_BYTES)
    return { kind: "error", error: c.preview.tooLarge(MAX_PREVIEW_BYTES / 1024) };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED.has(type.mime)) return invalid();
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return invalid();
  }
  if (!meta.width || !meta.height) return invalid();
  if (meta.width > MAX_PREVIEW_SIDE || meta.height > MAX_PREVIEW_SIDE)
    return { kind: "error", error: c.preview.tooWide(MAX_PREVIEW_SIDE) };
  return { kind: "ok", image: { bytes, mime: type.mime, width: meta.width, height: meta.height } };
}

function invalid(): PreviewCheck {
  return { kind: "error", error: c.preview.invalid };
}

/** Keeps a checked preview; returns its token (named by the cart line's snapshot). */
export async function storePreview(
  db: Kysely<Database>,
  image: CheckedPreview,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  await db
    .insertInto("line_previews")
    .values({
      token,
      mime: image.mime,
      data: image.bytes.toString("base64"),
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export async function removePreview(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("line_previews").where("token", "=", token).execute();
}

export interface PreviewFile {
  mime: string;
  bytes: Buffer;
}

async function previewByToken(db: Kysely<Database>, token: string): Promise<PreviewFile | null> {
  const row = await db
    .selectFrom("line_previews")
    .select(["mime", "data"])
    .where("token", "=", token)
    .executeTakeFirst();
  return row ? { mime: row.mime, bytes: Buffer.from(row.data, "base64") } : null;
}

function tokenOf(snapshot: string): string | null {
  try {
    const s = JSON.parse(snapshot) as { preview?: { token?: unknown } };
    return typeof s.preview?.token === "string" ? s.preview.token : null;
  } catch {
    return null;
  }
}

/**
 * The preview of a cart line, only for the session whose cart holds that line (null otherwise: another
 * session, an unknown line or a line without a preview).
 */
export async function previewOfCartLine(
  db: Kysely<Database>,
  sessionId: string,
  lineId: number,
): Promise<PreviewFile | null> {
  const line = await db
    .selectFrom("cart_lines")
    .innerJoin("carts", "carts.id", "cart_lines.cart_id")
    .select("cart_lines.snapshot")
    .where("cart_lines.id", "=", lineId)
    .where("carts.session_id", "=", sessionId)
    .executeTakeFirst();
  const token = line ? tokenOf(line.snapshot) : null;
  return token ? previewByToken(db, token) : null;
}

/** The preview of an order line (for the back office; the caller checks the role). */
export async function previewOfOrderLine(
  db: Kysely<Database>,
  orderLineId: number,
): Promise<PreviewFile | null> {
  const line = await db
    .selectFrom("order_lines")
    .select("snapshot")
    .where("id", "=", orderLineId)
    .executeTakeFirst();
  const token = line ? tokenOf(line.snapshot) : null;
  return token ? previewByToken(db, token) : null;
}
