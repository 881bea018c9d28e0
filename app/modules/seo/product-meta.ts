import type { MetaDescriptor } from "react-router";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { urls } from "~/utils/page-config";
import {
  availabilityOf,
  breadcrumbJsonLd,
  productJsonLd,
  type RatingSummary,
  sharingMeta,
} from "./structured-data";

export interface ProductPageFacts {
  origin: string;
  product: {
    slug: string;
    name: string;
    short_description: string;
    description: string;
    image: string;
    stock: number | null;
    sku?: string;
  };
  /** The product's categories; the first one is its place in the breadcrumb trail. */
  categories: { slug: string; name: string }[];
  /** The consumer price incl. btw in cents (a configurable product's starting price). */
  priceCents: number;
  /** The uploaded main image's URL, when there is one (else the product's `image`). */
  pictureSrc?: string;
}

/**
 * A product page's canonical link, Open Graph tags and JSON-LD (`Product` + `Offer` + optional `AggregateRating`,
 * and `BreadcrumbList`). `rating`: the product's review summary, or null to leave AggregateRating out.
 */
export function productPageMeta(facts: ProductPageFacts, rating: RatingSummary | null): MetaDescriptor[] {
  const { origin, product } = facts;
  const path = urls.product(product.slug);
  const image = facts.pictureSrc ?? product.image;
  const description = product.short_description || product.description;
  const category = facts.categories[0];
  const trail = [
    { name: nl.site.home, path: urls.home },
    { name: nl.shop.title, path: urls.shop },
    ...(category ? [{ name: category.name, path: urls.category(category.slug) }] : []),
    { name: product.name, path },
  ];
  return [
    ...sharingMeta({
      origin,
      path,
      title: product.name,
      description,
      siteName: nl.site.name,
      type: "product",
      image: image || undefined,
      priceCents: facts.priceCents,
    }),
    {
      "script:ld+json": productJsonLd(
        {
          origin,
          path,
          name: product.name,
          descriptionHtml: description,
          sku: product.sku,
          images: image ? [image] : [],
          priceCents: facts.priceCents,
          availability: availabilityOf(product.stock),
        },
        rating,
      ),
    },
    { "script:ld+json": breadcrumbJsonLd(origin, trail) },
  ];
}
