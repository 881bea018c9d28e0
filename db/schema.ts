import type { Generated, Insertable, Selectable } from "kysely";
import type { LinePreviewsTable, UploadsTable } from "./schema-files";
import type {
  ContactMessagesTable,
  NewsletterSubscribersTable,
  PopupStatsTable,
  PopupsTable,
} from "./schema-marketing";
import type { MediaItemsTable, MenuItemsTable, PageRevisionsTable, PagesTable } from "./schema-pages";

// Tables of later features live in their own files and are re-exported here: db/schema is the one import.
export type * from "./schema-files";
export type * from "./schema-marketing";
export type * from "./schema-pages";

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
  sku: Generated<string>;
  /** The product's btw rate in percent: 21, 9 or 0. */
  vat_rate: Generated<number>;
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
  /** Who saved this version (e-mail address); null for seeded versions. */
  created_by: string | null;
  note: Generated<string>;
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
  /** The carrier's track & trace link or code, set when the order is shipped. */
  track_trace: string | null;
  /** Set when the customer's personal data was removed (GDPR); the figures stay. */
  anonymised_at: string | null;
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
  /** See app/modules/accounts/roles.ts. */
  role: "customer" | "administrator" | "shop_manager" | "editor";
  first_name: Generated<string>;
  last_name: Generated<string>;
  /** Saved billing/shipping addresses as JSON. */
  addresses: Generated<string>;
  created_at: string;
  /** 0: deactivated (cannot log in; its sessions no longer count). */
  active: Generated<number>;
  anonymised_at: string | null;
}

/** The single row (id 1) with the shop's content version (app/modules/cache/shop-version.server.ts). */
export interface ShopVersionTable {
  id: number;
  version: number;
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

/** An order's history: status changes, notes, refunds, resent e-mails — each with who and when. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  created_at: string;
  actor_user_id: number | null;
  /** Who: the user's e-mail address, or "systeem" for the shop itself (webhooks, checkout). */
  actor: string;
  kind: "status" | "note" | "customer_note" | "refund" | "email" | "tracking";
  from_status: string | null;
  to_status: string | null;
  text: Generated<string>;
}

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  provider: "mollie" | "test";
  provider_refund_id: string | null;
  amount_cents: number;
  /** The provider's refund status: queued, pending, processing, refunded, failed, canceled. */
  status: string;
  description: Generated<string>;
  actor_user_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Who changed what, when and from where (app/modules/audit). */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  actor_user_id: number | null;
  actor: string;
  ip: Generated<string>;
  /** e.g. "settings.update", "product.create", "definition.save", "order.status", "order.refund", "user.role". */
  action: string;
  entity_type: string;
  entity_id: Generated<string>;
  /** A Dutch one-line description shown in the log. */
  summary: string;
  /** JSON with the particulars (old and new values, version numbers). */
  details: Generated<string>;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  position: Generated<number>;
  alt: Generated<string>;
  /** Where the original sits in the upload store (outside the web root). */
  original_key: string;
  width: number;
  height: number;
  /** JSON list of the generated files: { format, width, height, url }. */
  variants: Generated<string>;
  created_at: string;
  /** The media library item whose files this picture shares (migration 019); null for the product's own upload. */
  media_id: number | null;
}

/** A product's former slug: `/product/{old_slug}` answers 301 with the current one. */
export interface ProductSlugRedirectsTable {
  old_slug: string;
  product_id: number;
}

/** A product review (`parent_id` null) or a reply to one (migration 011). */
export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  parent_id: number | null;
  /** "pending" (held for moderation), "approved" or "spam". */
  status: "pending" | "approved" | "spam";
  /** 1–5 on a review; null on a reply. */
  rating: number | null;
  author_name: string;
  /** Lower-cased. */
  author_email: string;
  content: string;
  /** 1: the address had bought the product when it wrote ("geverifieerde koper"). */
  verified: Generated<number>;
  /** 1: the shop's own reply, written in the back office. */
  shop_reply: Generated<number>;
  user_id: number | null;
  created_at: string;
}

/** A row of the product page's "Extra informatie" tab. */
export interface ProductAttributesTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  value: string;
  position: Generated<number>;
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
  shop_version: ShopVersionTable;
  password_resets: PasswordResetsTable;
  email_outbox: EmailOutboxTable;
  payments: PaymentsTable;
  order_events: OrderEventsTable;
  refunds: RefundsTable;
  audit_log: AuditLogTable;
  product_images: ProductImagesTable;
  product_slug_redirects: ProductSlugRedirectsTable;
  // product_search (migration 012, the search index) differs per engine (FTS5 table / tsvector table), is
  // written by triggers and read with raw SQL in app/modules/search/search.server.ts only: no type here.
  reviews: ReviewsTable;
  product_attributes: ProductAttributesTable;
  // colour (migration 014)
  line_previews: LinePreviewsTable;
  // pages (issue 15)
  pages: PagesTable;
  page_revisions: PageRevisionsTable;
  menu_items: MenuItemsTable;
  // media library (issue 15 point 8)
  media_items: MediaItemsTable;
  // popups (issue 14)
  popups: PopupsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
  popup_stats: PopupStatsTable;
  // uploads (migration 013)
  uploads: UploadsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
