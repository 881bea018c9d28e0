import { describe, expect, it } from "vitest";
import { productPageMeta } from "./product-meta";
import {
  absoluteUrl,
  availabilityOf,
  breadcrumbJsonLd,
  plainText,
  productJsonLd,
  schemaPrice,
  sharingMeta,
} from "./structured-data";

// biome-ignore lint/suspicious/noExplicitAny: the JSON-LD trees are read loosely here
type Ld = any;

const ORIGIN = "https://www.maatglas.nl";
const facts = {
  origin: ORIGIN,
  path: "/product/glazen-deur-op-maat",
  name: "Glazen deur op maat",
  descriptionHtml: "<p>Helder &amp; gehard <strong>glas</strong>&nbsp;van 8&#160;mm</p>",
  sku: "GD-1",
  images: ["/uploads/products/1/deur-1280.jpg"],
  priceCents: 123456,
  availability: "InStock" as const,
};

describe("productJsonLd", () => {
  it("is a Product with an Offer of the price incl. btw in EUR and the availability", () => {
    const ld = productJsonLd(facts, null) as Ld;
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Product");
    expect(ld.name).toBe("Glazen deur op maat");
    expect(ld.url).toBe(`${ORIGIN}/product/glazen-deur-op-maat`);
    expect(ld.description).toBe("Helder & gehard glas van 8 mm");
    expect(ld.sku).toBe("GD-1");
    expect(ld.image).toEqual([`${ORIGIN}/uploads/products/1/deur-1280.jpg`]);
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: "1234.56",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      priceSpecification: { valueAddedTaxIncluded: true, price: "1234.56" },
    });
    const soldOut = productJsonLd({ ...facts, availability: "OutOfStock" }, null) as Ld;
    expect(soldOut.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("has an AggregateRating only when a summary with reviews is given", () => {
    expect(productJsonLd(facts, null)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd(facts, { average: 0, count: 0 })).not.toHaveProperty("aggregateRating");
    const rated = productJsonLd(facts, { average: 4.3333333, count: 3 }) as Ld;
    expect(rated.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.33,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("leaves out an empty description, sku and images", () => {
    const ld = productJsonLd({ ...facts, descriptionHtml: "<p> </p>", sku: "", images: [] }, null);
    expect(ld).not.toHaveProperty("description");
    expect(ld).not.toHaveProperty("sku");
    expect(ld).not.toHaveProperty("image");
  });
});

describe("helpers", () => {
  it("prices are decimals with a point, rounded cents", () => {
    expect(schemaPrice(0)).toBe("0.00");
    expect(schemaPrice(5)).toBe("0.05");
    expect(schemaPrice(100000)).toBe("1000.00");
  });

  it("availability: untracked and in stock are InStock, zero or less OutOfStock", () => {
    expect(availabilityOf(null)).toBe("InStock");
    expect(availabilityOf(undefined)).toBe("InStock");
    expect(availabilityOf(3)).toBe("InStock");
    expect(availabilityOf(0)).toBe("OutOfStock");
    expect(availabilityOf(-1)).toBe("OutOfStock");
  });

  it("absolute URLs keep absolute ones and join paths to the origin", () => {
    expect(absoluteUrl(ORIGIN, "/winkel")).toBe(`${ORIGIN}/winkel`);
    expect(absoluteUrl(ORIGIN, "winkel")).toBe(`${ORIGIN}/winkel`);
    expect(absoluteUrl(ORIGIN, "https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
  });

  it("plain text drops tags and decodes entities, leaving unknown ones", () => {
    expect(plainText("<p>a</p><p>b &lt;c&gt; &#x41; &bogus;</p>")).toBe("a b <c> A &bogus;");
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists the trail with positions from 1 and absolute items", () => {
    const ld = breadcrumbJsonLd(ORIGIN, [
      { name: "Home", path: "/" },
      { name: "Winkel", path: "/winkel" },
    ]) as Ld;
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Winkel", item: `${ORIGIN}/winkel` },
    ]);
  });
});

describe("sharingMeta", () => {
  it("gives the canonical link and the Open Graph tags", () => {
    const tags = sharingMeta({
      origin: ORIGIN,
      path: "/winkel?page=2",
      title: "Winkel",
      description: "<b>Alles</b>",
      siteName: "Maatglas",
      image: "/x.jpg",
      priceCents: 1000,
      type: "product",
    });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/winkel?page=2` });
    expect(tags).toContainEqual({ property: "og:url", content: `${ORIGIN}/winkel?page=2` });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
    expect(tags).toContainEqual({ property: "og:description", content: "Alles" });
    expect(tags).toContainEqual({ property: "og:image", content: `${ORIGIN}/x.jpg` });
    expect(tags).toContainEqual({ property: "product:price:amount", content: "10.00" });
    const plain = sharingMeta({ origin: ORIGIN, path: "/", title: "Home", siteName: "Maatglas" });
    expect(plain.some((t) => "property" in t && t.property === "og:description")).toBe(false);
    expect(plain).toContainEqual({ property: "og:type", content: "website" });
  });
});

describe("productPageMeta", () => {
  const page = {
    origin: ORIGIN,
    product: {
      slug: "deur",
      name: "Deur",
      short_description: "<p>Kort</p>",
      description: "<p>Lang</p>",
      image: "/images/products/deur.svg",
      stock: 0,
      sku: "D1",
    },
    categories: [{ slug: "glazen-deuren", name: "Glazen deuren" }],
    priceCents: 2500,
  };
  const lds = (meta: ReturnType<typeof productPageMeta>) =>
    meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"] as Ld] : []));

  it("has the product and the breadcrumb trail through its first category", () => {
    const [product, crumbs] = lds(productPageMeta(page, { average: 5, count: 1 }));
    expect(product.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(product.image).toEqual([`${ORIGIN}/images/products/deur.svg`]);
    expect(product.aggregateRating.reviewCount).toBe(1);
    expect(crumbs.itemListElement.map((c: { item: string }) => c.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/winkel`,
      `${ORIGIN}/product-categorie/glazen-deuren`,
      `${ORIGIN}/product/deur`,
    ]);
  });

  it("prefers the uploaded picture, and leaves the category out of the trail when there is none", () => {
    const meta = productPageMeta({ ...page, categories: [], pictureSrc: "/uploads/p.jpg" }, null);
    const [product, crumbs] = lds(meta);
    expect(product.image).toEqual([`${ORIGIN}/uploads/p.jpg`]);
    expect(product).not.toHaveProperty("aggregateRating");
    expect(crumbs.itemListElement).toHaveLength(3);
    expect(meta).toContainEqual({ property: "og:image", content: `${ORIGIN}/uploads/p.jpg` });
  });
});
