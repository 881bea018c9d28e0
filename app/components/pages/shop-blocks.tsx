// The blocks that show the shop itself (issue 15 point 1: `/` is a builder page): the opening picture, the
// selling points, a product grid and the category tiles. Server markup, with the data the page's loader read
// (app/modules/pages/shop-blocks.server.ts); the same markup the coded home page had.
import { ProductCard } from "~/components/storefront/product-card";
import { ProductPicture } from "~/components/storefront/product-picture";
import { pagesMessages as t } from "~/i18n/nl.pages";
import type { BlockOf } from "~/modules/pages/blocks.schema";
import type { GridProducts } from "~/modules/pages/product-grids.server";
import type { ShopBlockData } from "~/modules/pages/shop-blocks.server";
import { urls } from "~/utils/page-config";

type P<T extends "Hero" | "Usps" | "CategoryTiles" | "ProductGrid"> = BlockOf<T>["props"];

export function HeroBlock({
  props,
  picture,
}: {
  props: P<"Hero">;
  picture: ShopBlockData["heroes"][string];
}) {
  return (
    <section className="hero">
      <div className="hero__text">
        <h1>{props.title}</h1>
        {props.text ? <p>{props.text}</p> : null}
        {props.primaryLabel || props.secondaryLabel ? (
          <p className="hero__actions">
            {props.primaryLabel && props.primaryHref ? (
              <a href={props.primaryHref} className="btn btn-primary">
                {props.primaryLabel}
              </a>
            ) : null}
            {props.secondaryLabel && props.secondaryHref ? (
              <a href={props.secondaryHref} className="btn btn-light">
                {props.secondaryLabel}
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
      {picture ? (
        // The page's largest image (its LCP element): fetched at high priority, never lazily.
        <ProductPicture
          picture={picture}
          alt=""
          sizes="(min-width: 768px) 400px, 100vw"
          priority
          className="hero__image"
        />
      ) : null}
    </section>
  );
}

export function UspsBlock({ items }: Pick<P<"Usps">, "items">) {
  return (
    <ul className="usps">
      {items.map((usp) => (
        <li key={usp.text}>{usp.text}</li>
      ))}
    </ul>
  );
}

/** A section with an optional title (`aria-labelledby` it), as the coded home page's sections were. */
export function Section({
  domId,
  title,
  children,
}: {
  domId: string;
  title: string;
  children: React.ReactNode;
}) {
  if (!title) return children;
  const headingId = `${domId}-titel`;
  return (
    <section aria-labelledby={headingId} className="page-section">
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProductGridBlock({
  domId,
  title,
  list,
}: {
  domId: string;
  title: string;
  list: GridProducts[string];
}) {
  return (
    <Section domId={domId} title={title}>
      {list.length ? (
        <ul className="products page-products">
          {list.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      ) : (
        <p className="page-products-empty">{t.productGridEmpty}</p>
      )}
    </Section>
  );
}

export function CategoryTilesBlock({
  domId,
  title,
  tiles,
}: {
  domId: string;
  title: string;
  tiles: ShopBlockData["categories"];
}) {
  return (
    <Section domId={domId} title={title}>
      <ul className="category-grid">
        {tiles.map((c) => (
          <li key={c.id}>
            <a href={urls.category(c.slug)}>
              <span className="category-tile__media" aria-hidden="true">
                {c.picture ? (
                  <ProductPicture picture={c.picture} alt="" sizes="(min-width: 550px) 50vw, 100vw" lazy />
                ) : c.image ? (
                  <img src={c.image} alt="" width={600} height={600} loading="lazy" decoding="async" />
                ) : null}
              </span>
              <strong>{c.name}</strong>
              <span>{c.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
