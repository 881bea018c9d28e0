import type { Generated, Selectable } from "kysely";

// Files the shopper sends: option-form uploads (migration 013) and layered previews (migration 014).
// --- uploads (migration 013) ---
/** A file uploaded through an upload option (see db/migrations/013_uploads.ts). */
export interface UploadsTable {
  id: string;
  session_id: string;
  product_id: number;
  slug: string;
  file_name: string;
  mime: string;
  size_bytes: Generated<number>;
  chunks_total: number;
  chunks_received: Generated<number>;
  width: number | null;
  height: number | null;
  /** "uploading" (parts so far) or "ready" (one stored object). */
  status: string;
  order_id: number | null;
  created_at: string;
}
export type UploadRow = Selectable<UploadsTable>;
// --- end uploads ---

/** colour (migration 014): a cart line's layered preview image, named by `token` in the line's snapshot. */
export interface LinePreviewsTable {
  token: string;
  /** image/png, image/jpeg or image/webp, as read from the bytes. */
  mime: string;
  /** The image, base64. */
  data: string;
  width: number;
  height: number;
  bytes: number;
  /** 1 once an order line names it (kept for good). */
  ordered: Generated<number>;
  created_at: string;
}
