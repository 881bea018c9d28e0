// Which `/{slug}` a content page may have. Pure: read by the page form, the content route and the page cache.

/** A page slug: lower case letters, digits and single dashes, 1–80 characters. */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * First path segments the shop's own routes use (app/routes.ts; a test keeps the two in step), plus the
 * static folders and names the server answers itself. A page may not take one of them.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "winkel",
  "product-categorie",
  "product",
  "zoeken",
  "api",
  "winkelmand",
  "melding-sluiten",
  "mijn-account",
  "beheer",
  "afrekenen",
  "betaling",
  "algemene-voorwaarden",
  "privacybeleid",
  "herroepingsrecht-en-retourneren",
  "verzending-en-levering",
  "nieuwsbrief",
  "contact",
  "sitemap",
  "assets",
  "images",
  "media",
  "favicon",
  "robots",
  "wp-admin",
  "wp-json",
  "wp-content",
  "feed",
]);

export function isPageSlug(slug: string): boolean {
  return slug.length <= 80 && PAGE_SLUG.test(slug) && !RESERVED_SLUGS.has(slug);
}
