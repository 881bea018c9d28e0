// The builder's Puck configuration: one Puck component per block of app/modules/pages/blocks.schema.ts, with
// Dutch field labels, sensible starting props (each passes the block's schema) and the storefront's own block
// components as preview. Loaded only by the back office's page editor.
import type { Config } from "@puckeditor/core";
import type { ComponentType } from "react";
import {
  AccordionBlock,
  ButtonBlock,
  ColumnsBlock,
  ConfiguratorCtaBlock,
  CountersBlock,
  HeadingBlock,
  ImageBlock,
  LightboxBlock,
  RevealBlock,
  RichTextBlock,
  SpacerBlock,
  TabsBlock,
} from "~/components/pages/static-blocks";
import { adminPagesMessages as t } from "~/i18n/nl.admin-pages";
import { pagesMessages } from "~/i18n/nl.pages";
import { storefrontMessages } from "~/i18n/nl.storefront";
import {
  LIGHTBOX_BGS,
  LIGHTBOX_COLORS,
  LIGHTBOX_KINDS,
  LIGHTBOX_POSITIONS,
  lightboxSetup,
} from "~/modules/pages/lightbox";
import { applyMediaChoice, mediaField } from "./media-picker";
import { component, html, text } from "./puck-component";
import { layoutBlocks, stickyColumnField } from "./puck-layout-blocks";
import { mediaBlocks } from "./puck-media-blocks";
import { shopBlocks } from "./puck-shop-blocks";

const b = t.blocks;
const o = t.options;
const d = t.defaults;
const lb = b.Lightbox;
const choose = (label: string, values: readonly string[], names: Record<string, string>) => ({
  type: "select" as const,
  label,
  options: values.map((value) => ({ label: names[value] ?? value, value })),
});
type Slot = ComponentType;

export const puckConfig: Config = {
  /** The page's own fields (title, slug, SEO) are the form's, above the builder. */
  root: { fields: {} },
  components: {
    Heading: component(
      b.Heading.label,
      {
        text: text(b.Heading.text),
        level: {
          type: "select",
          label: b.Heading.level,
          options: ["h1", "h2", "h3", "h4"].map((v) => ({ label: v.toUpperCase(), value: v })),
        },
        align: {
          type: "radio",
          label: b.Heading.align,
          options: [
            { label: o.left, value: "left" },
            { label: o.center, value: "center" },
          ],
        },
      },
      { text: d.heading, level: "h2", align: "left" },
      (p) => <HeadingBlock text={p.text} level={p.level} align={p.align} />,
    ),
    RichText: component(b.RichText.label, { html: html(b.RichText.html) }, { html: d.text }, (p) => (
      <RichTextBlock html={p.html} />
    )),
    Image: {
      ...component(
        b.Image.label,
        {
          library: mediaField,
          src: text(b.Image.src),
          alt: text(b.Image.alt),
          width: { type: "number", label: b.Image.width, min: 1, max: 4000 },
          height: { type: "number", label: b.Image.height, min: 1, max: 4000 },
          caption: text(b.Image.caption),
        },
        { src: "/images/products/glazen-deur-op-maat.svg", alt: d.alt, width: 600, height: 600, caption: "" },
        (p) => <ImageBlock src={p.src} alt={p.alt} width={p.width} height={p.height} caption={p.caption} />,
      ),
      resolveData: (data, { changed }) => ({ ...data, props: applyMediaChoice(data.props, changed) }),
    },
    Button: component(
      b.Button.label,
      {
        label: text(b.Button.text),
        href: text(b.Button.href),
        variant: {
          type: "radio",
          label: b.Button.variant,
          options: [
            { label: o.primary, value: "primary" },
            { label: o.light, value: "light" },
          ],
        },
      },
      { label: d.button, href: "/winkel", variant: "primary" },
      (p) => <ButtonBlock label={p.label} href={p.href} variant={p.variant} />,
    ),
    Columns: component(
      b.Columns.label,
      {
        layout: {
          type: "select",
          label: b.Columns.layout,
          options: ["1-1", "1-2", "2-1", "1-1-1"].map((v) => ({ label: v.replaceAll("-", " : "), value: v })),
        },
        column1: { type: "slot", label: b.Columns.column1 },
        column2: { type: "slot", label: b.Columns.column2 },
        column3: { type: "slot", label: b.Columns.column3 },
        sticky: stickyColumnField,
      },
      { layout: "1-1", column1: [], column2: [], column3: [], sticky: "none" },
      (p) => {
        const [C1, C2, C3] = [p.column1, p.column2, p.column3] as Slot[];
        return (
          <ColumnsBlock
            layout={p.layout}
            sticky={p.sticky}
            columns={[<C1 key="1" />, <C2 key="2" />, <C3 key="3" />]}
          />
        );
      },
    ),
    Spacer: component(
      b.Spacer.label,
      {
        size: {
          type: "radio",
          label: b.Spacer.size,
          options: [
            { label: o.small, value: "sm" },
            { label: o.medium, value: "md" },
            { label: o.large, value: "lg" },
          ],
        },
      },
      { size: "md" },
      (p) => <SpacerBlock size={p.size} />,
    ),
    ProductGrid: component(
      b.ProductGrid.label,
      {
        title: text(b.ProductGrid.title),
        source: {
          type: "radio",
          label: b.ProductGrid.source,
          options: [
            { label: o.category, value: "category" },
            { label: o.picked, value: "picked" },
            { label: o.popular, value: "popular" },
          ],
        },
        category: text(b.ProductGrid.category),
        products: text(b.ProductGrid.products),
        limit: { type: "number", label: b.ProductGrid.limit, min: 1, max: 12 },
      },
      { title: "", source: "category", category: "deurgrepen", products: "", limit: 3 },
      (p) => (
        <p className="page-cta">
          {p.title ? `${p.title} · ` : ""}
          {b.ProductGrid.preview(
            p.source === "category" ? p.category : p.source === "picked" ? p.products : o.popular,
          )}{" "}
          ({p.limit})
        </p>
      ),
    ),
    ConfiguratorCta: component(
      b.ConfiguratorCta.label,
      {
        title: text(b.ConfiguratorCta.title),
        text: html(b.ConfiguratorCta.text),
        label: text(b.ConfiguratorCta.button),
        product: text(b.ConfiguratorCta.product),
      },
      { title: d.ctaTitle, text: "", label: d.ctaButton, product: "glazen-deur-op-maat" },
      (p) => <ConfiguratorCtaBlock title={p.title} text={p.text} label={p.label} product={p.product} />,
    ),
    Tabs: component(
      b.Tabs.label,
      {
        items: {
          type: "array",
          label: b.Tabs.items,
          min: 1,
          max: 12,
          arrayFields: { title: text(b.Tabs.title), html: html(b.Tabs.html) },
          defaultItemProps: { title: d.tab, html: d.text },
          getItemSummary: (item) => item.title,
        },
      },
      { items: [{ title: `${d.tab} 1`, html: d.text }] },
      (p) => <TabsBlock domId={`blok-${p.id}`} items={p.items} />,
    ),
    Accordion: component(
      b.Accordion.label,
      {
        items: {
          type: "array",
          label: b.Accordion.items,
          min: 1,
          max: 50,
          arrayFields: { title: text(b.Accordion.title), html: html(b.Accordion.html) },
          defaultItemProps: { title: d.item, html: d.text },
          getItemSummary: (item) => item.title,
        },
        open: { type: "number", label: b.Accordion.open, min: 0, max: 50 },
        faq: {
          type: "radio",
          label: b.Accordion.faq,
          options: [
            { label: o.yes, value: true },
            { label: o.no, value: false },
          ],
        },
      },
      { items: [{ title: `${d.item} 1`, html: d.text }], open: 1, faq: false },
      (p) => <AccordionBlock domId={`blok-${p.id}`} items={p.items} open={p.open} />,
    ),
    Counters: component(
      b.Counters.label,
      {
        items: {
          type: "array",
          label: b.Counters.items,
          min: 1,
          max: 8,
          arrayFields: {
            value: { type: "number", label: b.Counters.value, min: 0 },
            suffix: text(b.Counters.suffix),
            label: text(b.Counters.counterLabel),
          },
          defaultItemProps: { value: 10, suffix: "", label: d.counter },
          getItemSummary: (item) => `${item.value}${item.suffix} ${item.label}`,
        },
      },
      { items: [{ value: 10, suffix: "", label: d.counter }] },
      (p) => <CountersBlock domId={`blok-${p.id}`} items={p.items} label={b.Counters.label} />,
    ),
    Reveal: component(
      b.Reveal.label,
      { content: { type: "slot", label: b.Reveal.content } },
      { content: [] },
      (p) => {
        const Content = p.content as Slot;
        return (
          <RevealBlock domId={`blok-${p.id}`} animated>
            <Content />
          </RevealBlock>
        );
      },
    ),
    ...shopBlocks,
    Lightbox: component(
      lb.label,
      {
        kind: choose(lb.kind, LIGHTBOX_KINDS, lb.kinds),
        label: text(lb.text),
        look: choose(lb.look, ["button", "link"], o),
        anchor: text(lb.anchor),
        html: html(lb.html),
        images: {
          type: "array",
          label: lb.images,
          max: 50,
          arrayFields: { src: text(lb.src), alt: text(lb.alt) },
          defaultItemProps: { src: "/images/products/glazen-deur-op-maat.svg", alt: d.alt },
          getItemSummary: (item) => item.alt || item.src,
        },
        video: text(lb.video),
        map: text(lb.map),
        iframe: text(lb.iframe),
        open: text(lb.open),
        color: choose(lb.color, LIGHTBOX_COLORS, o),
        bg: choose(lb.bg, LIGHTBOX_BGS, o),
        pos: choose(lb.pos, LIGHTBOX_POSITIONS, o),
        visibleAfter: { type: "number", label: lb.visibleAfter, min: 0, max: 3600 },
        className: text(lb.className),
        focus: text(lb.focus),
      },
      {
        kind: "inline",
        label: d.lightbox,
        look: "button",
        anchor: "",
        html: d.text,
        images: [],
        video: "",
        map: "",
        iframe: "",
        open: "",
        color: "light",
        bg: "dark",
        pos: "center",
        visibleAfter: 0,
        className: "",
        focus: "",
      },
      (p) => (
        <LightboxBlock
          setup={lightboxSetup({ ...p, id: String(p.id) } as Parameters<typeof lightboxSetup>[0])}
          label={p.label}
          look={p.look}
          html={p.html}
          texts={{ ...pagesMessages.lightbox, closeInPlace: storefrontMessages.dialog.closeText }}
          preview
        />
      ),
    ),
    ...layoutBlocks,
    ...mediaBlocks,
  },
};
