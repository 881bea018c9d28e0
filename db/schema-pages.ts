import type { Generated } from "kysely";

// --- pages (issue 15) ---
export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  status: "draft" | "published";
  /** The builder's working copy (Puck JSON). */
  data: string;
  /** What visitors see (Puck JSON); null until first published. */
  published_data: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  /** "draft" (saved), "published" or "restored". */
  kind: "draft" | "published" | "restored";
  slug: string;
  title: string;
  seo_title: string;
  seo_description: string;
  data: string;
  author_email: string | null;
  created_at: string;
}

// --- menus (issue 15 point 5) ---
export interface MenuItemsTable {
  id: Generated<number>;
  menu: "header" | "footer";
  item_key: string;
  parent_key: string | null;
  position: number;
  label: string;
  href: string;
  style: Generated<"link" | "toggle">;
  class_name: Generated<string>;
}

// --- media library (issue 15 point 8, migration 019) ---
export interface MediaItemsTable {
  id: Generated<number>;
  /** The random name of its files: `/media/library/{name}-{width}.{ext}`. */
  name: string;
  original_key: string;
  /** What the bytes are (jpg, png, webp, avif). */
  format: string;
  bytes: number;
  width: number;
  height: number;
  /** JSON list of the generated files: { format, width, height, url }. */
  variants: string;
  alt: string;
  title: Generated<string>;
  /** The e-mail address of who uploaded it. */
  uploaded_by: Generated<string>;
  created_at: string;
  updated_at: string;
}
