import type { Generated, Insertable, Selectable } from "kysely";

export interface SettingsTable {
  key: string;
  value: string;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  data: string;
  created_at: string;
  expires_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: Generated<string>;
  position: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  type: Generated<"simple" | "configurable">;
  short_description: Generated<string>;
  description: Generated<string>;
  /** Price excl. btw in cents; for configurable products the formula's base price (e.g. € per m²). */
  price_cents: number;
  /** For configurable products: the lowest possible price excl. btw, shown as "Vanaf …" in listings. */
  from_price_cents: number | null;
  image: Generated<string>;
  gallery: Generated<string>;
  menu_order: Generated<number>;
  total_sales: Generated<number>;
  rating_average: Generated<number>;
  rating_count: Generated<number>;
  published: Generated<number>;
  created_at: string;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface Database {
  settings: SettingsTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
