// The builder's shop blocks (issue 15 point 1, the home page): the opening picture, the selling points and the
// category tiles. Their preview shows the block's text with a placeholder where the page shows the shop's data.
import { HeroBlock, UspsBlock } from "~/components/pages/shop-blocks";
import { adminPagesMessages as t } from "~/i18n/nl.admin-pages";
import { component, html, text } from "./puck-component";

const b = t.blocks;

export const shopBlocks = {
  Hero: component(
    b.Hero.label,
    {
      title: text(b.Hero.title),
      text: html(b.Hero.text),
      primaryLabel: text(b.Hero.primaryLabel),
      primaryHref: text(b.Hero.primaryHref),
      secondaryLabel: text(b.Hero.secondaryLabel),
      secondaryHref: text(b.Hero.secondaryHref),
      product: text(b.Hero.product),
    },
    {
      title: t.defaults.heading,
      text: "",
      primaryLabel: t.defaults.ctaButton,
      primaryHref: "/product/glazen-deur-op-maat",
      secondaryLabel: "",
      secondaryHref: "",
      product: "",
    },
    (p) => (
      <div>
        <HeroBlock
          props={{ ...p, id: String(p.id) } as Parameters<typeof HeroBlock>[0]["props"]}
          picture={null}
        />
        <p className="page-cta">
          {b.Hero.preview}: {p.product || "—"}
        </p>
      </div>
    ),
  ),
  ReviewsStrip: component(
    b.ReviewsStrip.label,
    {
      title: text(b.ReviewsStrip.title),
      product: text(b.ReviewsStrip.product),
      count: { type: "number", label: b.ReviewsStrip.count, min: 1, max: 12 },
    },
    { title: t.defaults.reviewsTitle, product: "", count: 3 },
    (p) => (
      <section className="page-section">
        {p.title ? <h2 className="section-title">{p.title}</h2> : null}
        <p className="page-cta">{b.ReviewsStrip.preview(p.count, p.product)}</p>
      </section>
    ),
  ),
  Usps: component(
    b.Usps.label,
    {
      items: {
        type: "array",
        label: b.Usps.items,
        min: 1,
        max: 8,
        arrayFields: { text: text(b.Usps.text) },
        defaultItemProps: { text: t.defaults.usp },
        getItemSummary: (item) => item.text,
      },
    },
    { items: [{ text: t.defaults.usp }] },
    (p) => <UspsBlock items={p.items} />,
  ),
  CategoryTiles: component(
    b.CategoryTiles.label,
    { title: text(b.CategoryTiles.title) },
    { title: "" },
    (p) => (
      <section className="page-cta">
        {p.title ? <h2 className="section-title">{p.title}</h2> : null}
        <p>{b.CategoryTiles.preview}</p>
      </section>
    ),
  ),
};
