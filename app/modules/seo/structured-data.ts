// Structured data (schema.org JSON-LD) and sharing tags of the storefront's pages (pure: no DB, no React).
// React Router's `meta` renders a `script:ld+json` descriptor with <, >, & and U+2028/9 escaped, so text from
// product names and descriptions cannot end the script element.
import type { MetaDescriptor } from "react-router";

/** A product's review summary; null when it has no approved reviews (then no AggregateRating is given). */
export interface RatingSummary {
  average: number;
  count: number;
}

export type Availability = "InStock" | "OutOfStock";

export interface ProductFacts {
  /** The shop's public origin (PUBLIC_URL), without a trailing slash. */
  origin: string;
  path: string;
  name: string;
  /** Stored HTML; the structured data carries its plain text. */
  descriptionHtml: string;
  sku?: string;
  /** Image URLs, absolute or relative to the origin. */
  images: string[];
  /** The consumer price incl. btw in cents (for a configurable product: its starting price). */
  priceCents: number;
  availability: Availability;
}

export interface Crumb {
  name: string;
  path: string;
}

/** An absolute URL of a path (or the URL itself when it already is one). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of stored HTML: tags dropped, the common entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== "#") return ENTITIES[code.toLowerCase()] ?? whole;
      const n =
        code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Cents as schema.org wants a price: a decimal with a point ("1234.50"). */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function availabilityOf(stock: number | null | undefined): Availability {
  return stock !== null && stock !== undefined && stock <= 0 ? "OutOfStock" : "InStock";
}

/**
 * The product's `Product` with its `Offer` (price incl. btw in EUR, availability) and, when `rating` is given
 * and has at least one review, its `AggregateRating` (1–5).
 */
export function productJsonLd(facts: ProductFacts, rating: RatingSummary | null): Record<string, unknown> {
  const url = absoluteUrl(facts.origin, facts.path);
  const price = schemaPrice(facts.priceCents);
  const description = plainText(facts.descriptionHtml);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: facts.name,
    url,
    ...(description ? { description } : {}),
    ...(facts.sku ? { sku: facts.sku } : {}),
    ...(facts.images.length ? { image: facts.images.map((i) => absoluteUrl(facts.origin, i)) } : {}),
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "PriceSpecification",
        price,
        priceCurrency: "EUR",
        valueAddedTaxIncluded: true,
      },
      availability: `https://schema.org/${facts.availability}`,
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(rating.average.toFixed(2)),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A `BreadcrumbList` of the trail, positions from 1. */
export function breadcrumbJsonLd(origin: string, trail: Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(origin, c.path),
    })),
  };
}

export interface PageFacts {
  origin: string;
  /** The page's canonical path (with its page number, without sort or tracking parameters). */
  path: string;
  title: string;
  description?: string;
  siteName: string;
  /** og:type: "website" for most pages, "product" for a product page. */
  type?: "website" | "product";
  image?: string;
  /** A product's price incl. btw in cents (product:price:amount). */
  priceCents?: number;
}

/** The canonical link and the Open Graph tags of a page. */
export function sharingMeta(page: PageFacts): MetaDescriptor[] {
  const url = absoluteUrl(page.origin, page.path);
  const description = page.description ? plainText(page.description) : "";
  const tags: MetaDescriptor[] = [
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: page.siteName },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:title", content: page.title },
    { property: "og:url", content: url },
  ];
  if (description) tags.push({ property: "og:description", content: description });
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(page.origin, page.image) });
  if (page.priceCents !== undefined) {
    tags.push(
      { property: "product:price:amount", content: schemaPrice(page.priceCents) },
      { property: "product:price:currency", content: "EUR" },
    );
  }
  return tags;
}

/** The shop's origin from the root route's loader data (as a route's `meta` sees its matches). */
export function originOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}
