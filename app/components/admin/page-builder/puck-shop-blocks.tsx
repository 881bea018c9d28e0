// The builder's shop blocks (issue 15 point 1, the home page): the opening picture, the selling points and the
// category tiles. Their preview shows the block's text with a placeholder where the page shows the shop's data.
import type { Fields } from "@puckeditor/core";
import { HeroBlock, UspsBlock } from "~/components/pages/shop-blocks";
import { adminPagesMessages as t } from "~/i18n/nl.admin-pages";

const b = t.blocks;
const text = (label: string) => ({ type: "text" as const, label });
// biome-ignore lint/suspicious/noExplicitAny: Puck's render props are typed per component
type Props = Record<string, any>;

function component(
  label: string,
  fields: Fields<Props>,
  defaultProps: Props,
  render: (props: Props) => React.ReactElement,
) {
  return { label, fields, defaultProps, render };
}

export const shopBlocks = {
  Hero: component(
    b.Hero.label,
    {
      title: text(b.Hero.title),
      text: { type: "textarea", label: b.Hero.text },
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
