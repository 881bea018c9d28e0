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
  /** How many are in stock; null: not tracked (always available). Taken by orders, see catalog/stock.server.ts. */
  stock: number | null;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface ProductDefinitionsTable {
  id: Generated<number>;
  product_id: number;
  version: number;
  /** The option definition as JSON, validated by the configurator's zod schema. */
  definition: string;
  created_at: string;
}

export interface CartsTable {
  id: Generated<number>;
  session_id: string | null;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CartLinesTable {
  id: Generated<number>;
  cart_id: number;
  /** Identifies the configuration: the same product + options again adds to this line (cart_item_key). */
  line_key: string;
  product_id: number;
  definition_version: number | null;
  quantity: number;
  unit_excl_cents: number;
  unit_incl_cents: number;
  /** What was chosen and how it was priced (values, labels, rates, version), frozen at add time. */
  snapshot: string;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  number: string | null;
  order_key: string;
  /** One order per checkout attempt: a double click, a resubmit or a second tab finds the same key. */
  idempotency_key: string;
  status: string;
  session_id: string | null;
  user_id: number | null;
  email: string;
  billing: string;
  shipping: string;
  shipping_method: string;
  payment_method: string;
  customer_note: Generated<string>;
  subtotal_incl_cents: number;
  shipping_incl_cents: number;
  fee_incl_cents: Generated<number>;
  total_incl_cents: number;
  vat_cents: number;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** Set when a second payment was reported paid for this already paid order ("dubbele betaling"). */
  double_payment_at: string | null;
  /** 1 while the order holds the stock of its product lines (taken once, given back once). */
  stock_taken: Generated<number>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  kind: "product" | "shipping" | "fee";
  product_id: number | null;
  name: string;
  quantity: number;
  unit_excl_cents: number;
  unit_incl_cents: number;
  total_incl_cents: number;
  /** The cart line's snapshot, copied: changing a product later never changes an order. */
  snapshot: Generated<string>;
}

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  /** argon2id. */
  password_hash: string;
  role: "customer" | "administrator";
  first_name: Generated<string>;
  last_name: Generated<string>;
  /** Saved billing/shipping addresses as JSON. */
  addresses: Generated<string>;
  created_at: string;
}

/** A token bucket of a rate limit (app/utils/rate-limit.server.ts). */
export interface RateLimitsTable {
  /** "{limit name}:{subject}", e.g. "login-pair:{email}|{ip}" or "price:{session id}". */
  key: string;
  tokens: number;
  /** Epoch milliseconds of the last change. */
  updated_ms: number;
}

export interface PasswordResetsTable {
  /** sha256 of the e-mailed token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: Generated<string>;
  kind: Generated<string>;
  reference: string | null;
  created_at: string;
  sent_at: string | null;
  /** The last delivery error (kept when the sender gives up). */
  error: string | null;
  /** Delivery attempts so far (counted when a sender claims the row). */
  attempts: Generated<number>;
  /** When the sender may (re)try; set on enqueue and pushed back after a failure. */
  next_attempt_at: string | null;
  /** A sender's claim: no other sender takes the row before this moment. */
  locked_until: string | null;
  /** When the sender gave up after its last attempt (the row keeps its error). */
  failed_at: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: "mollie" | "test";
  provider_payment_id: string;
  method: string;
  amount_cents: number;
  status: string;
  checkout_url: Generated<string>;
  created_at: string;
  updated_at: string;
  /** An open payment replaced by a newer one for the same order (another method); null otherwise. */
  superseded_at: string | null;
}

export interface Database {
  settings: SettingsTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_definitions: ProductDefinitionsTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  users: UsersTable;
  rate_limits: RateLimitsTable;
  password_resets: PasswordResetsTable;
  email_outbox: EmailOutboxTable;
  payments: PaymentsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
