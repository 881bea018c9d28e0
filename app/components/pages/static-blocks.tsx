// The builder's blocks as server markup (issue 15), shared by the public page and the builder's preview. Each
// takes checked props (app/modules/pages/blocks.schema.ts); rich text arrives sanitised (stored so on save).
import { createElement, type ReactNode } from "react";
import type { BlockOf, BlockType } from "~/modules/pages/blocks.schema";
import type { LightboxSetup } from "~/modules/pages/lightbox";
import type { PictureData } from "~/modules/products/image-variants";
import { ProductPicture } from "../storefront/product-picture";

type P<T extends BlockType> = BlockOf<T>["props"];

export function HeadingBlock({ text, level, align }: Pick<P<"Heading">, "text" | "level" | "align">) {
  return createElement(level, { className: `page-heading page-heading--${level} text-${align}` }, text);
}

export function RichTextBlock({ html }: { html: string }) {
  return <div className="rich-text page-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A builder image; a media library file is served as <picture> with every variant (issue 15 point 8). */
export function ImageBlock({
  src,
  alt,
  width,
  height,
  caption,
  picture,
}: Omit<P<"Image">, "id"> & { picture?: PictureData }) {
  const img = picture ? (
    <ProductPicture
      picture={picture}
      alt={alt || picture.alt}
      sizes="(min-width: 1024px) 960px, 100vw"
      lazy
      className="page-image"
    />
  ) : (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className="page-image"
    />
  );
  return caption ? (
    <figure className="page-figure">
      {img}
      <figcaption>{caption}</figcaption>
    </figure>
  ) : (
    img
  );
}

export function ButtonBlock({ label, href, variant }: Omit<P<"Button">, "id">) {
  return (
    <p className="page-button">
      <a href={href} className={`btn ${variant === "light" ? "btn-light" : "btn-primary"}`}>
        {label}
      </a>
    </p>
  );
}

export function SpacerBlock({ size }: { size: "sm" | "md" | "lg" }) {
  return <div className={`page-spacer page-spacer--${size}`} aria-hidden="true" />;
}

export function ColumnsBlock({
  layout,
  columns,
  sticky = "none",
}: {
  layout: string;
  columns: ReactNode[];
  /** The column that is a sticky sidebar (layout-blocks.css), or "none". */
  sticky?: string;
}) {
  const count = layout === "1-1-1" ? 3 : 2;
  const stickyClass = sticky === "none" ? "" : ` page-columns--sticky-${sticky.replace("column", "")}`;
  return (
    <div className={`page-columns page-columns--${layout}${stickyClass}`}>
      {columns.slice(0, count).map((column, i) => (
        <div key={i} className="page-column">
          {column}
        </div>
      ))}
    </div>
  );
}

/** The on-scroll animation's wrapper: `data-animated` turns true once it has been in view (reveal behaviour). */
export function RevealBlock({
  domId,
  children,
  animated = false,
}: {
  domId: string;
  children: ReactNode;
  /** True in the builder's preview, where the content shows at once. */
  animated?: boolean;
}) {
  return (
    <div id={domId} className="page-reveal" data-animated={String(animated)}>
      {children}
    </div>
  );
}

export function ConfiguratorCtaBlock({ title, text, label, product }: Omit<P<"ConfiguratorCta">, "id">) {
  return (
    <section className="page-cta">
      <h2 className="page-cta__title">{title}</h2>
      {text ? <p>{text}</p> : null}
      <p>
        <a href={`/product/${product}`} className="btn btn-primary">
          {label}
        </a>
      </p>
    </section>
  );
}

/**
 * Tabs: without JS a list of links to the sections, each shown under its heading; the tabs behaviour turns them
 * into ARIA tabs (as the product page's tabs).
 */
export function TabsBlock({ domId, items }: { domId: string; items: P<"Tabs">["items"] }) {
  return (
    <div id={domId} className="page-tabs" data-page-tabs>
      <ul className="page-tabs__list" data-tablist>
        {items.map((item, i) => (
          <li key={i}>
            <a href={`#${domId}-${i + 1}`} id={`${domId}-tab-${i + 1}`} data-tab={i}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
      {items.map((item, i) => (
        <section
          key={i}
          id={`${domId}-${i + 1}`}
          data-panel={i}
          className="page-tabs__panel"
          aria-labelledby={`${domId}-tab-${i + 1}`}
        >
          <h3 className="page-tabs__heading">{item.title}</h3>
          <RichTextBlock html={item.html} />
        </section>
      ))}
    </div>
  );
}

/**
 * Accordion: `<details>` sharing one name, so one item is open at a time also without JS; `open` (1-based, the
 * old theme's `rel`) is the item open on arrival. The accordion behaviour adds the 200 ms slide.
 */
export function AccordionBlock({
  domId,
  items,
  open,
}: {
  domId: string;
  items: P<"Accordion">["items"];
  open: number;
}) {
  return (
    <div id={domId} className="page-accordion" data-page-accordion>
      {items.map((item, i) => (
        <details
          key={i}
          name={domId}
          open={open === i + 1}
          className="page-accordion__item"
          id={`${domId}-${i + 1}`}
        >
          <summary className="page-accordion__title">{item.title}</summary>
          <div className="page-accordion__body">
            <RichTextBlock html={item.html} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** Counters show their final value; the counters behaviour counts up to it once, when they come into view. */
export function CountersBlock({
  domId,
  items,
  label,
}: {
  domId: string;
  items: P<"Counters">["items"];
  label: string;
}) {
  return (
    <ul id={domId} className="page-counters" aria-label={label}>
      {items.map((item, i) => (
        <li key={i} className="page-counter">
          <span className="page-counter__value">
            <span data-count={item.value}>{item.value.toLocaleString("nl-NL")}</span>
            {item.suffix}
          </span>
          <span className="page-counter__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A lightbox: an opener (a link to `#{anchor}`, looking like a link or a button) and the content. Without JS the
 * content shows in place under the opener while it is the location's target (`:target`), with a close link back
 * to the opener; the lightbox behaviour opens it in a dialog instead. Videos, maps and iframes are links here:
 * nothing is fetched from their providers before the visitor opens them.
 */
export function LightboxBlock({
  setup,
  label,
  look,
  html,
  texts,
  preview = false,
}: {
  setup: LightboxSetup;
  label: string;
  look: "link" | "button";
  html: string;
  texts: { closeInPlace: string; video: string; map: string; iframe: string };
  /** The builder's preview: the content shows under the opener. */
  preview?: boolean;
}) {
  const { anchor, kind, images, src } = setup;
  const opens = setup.target || anchor;
  let body: ReactNode;
  if (kind === "image" || kind === "gallery")
    body = (
      <ul className="page-lightbox__images">
        {(kind === "image" ? images.slice(0, 1) : images).map((image, i) => (
          <li key={i}>
            <img src={image.src} alt={image.alt} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    );
  else if (kind === "video" || kind === "map" || kind === "iframe")
    body = (
      <p>
        <a href={src} rel="noopener noreferrer" target="_blank">
          {texts[kind]}
        </a>
      </p>
    );
  else body = <RichTextBlock html={html} />;
  return (
    <div className="page-lightbox">
      <a
        href={`#${opens}`}
        id={setup.opener}
        className={look === "button" ? "btn btn-primary" : "btn btn-link"}
        data-lightbox-opener={opens}
      >
        {label}
      </a>
      {setup.target ? null : (
        <div
          id={anchor}
          className={`page-lightbox__panel page-lightbox__panel--${kind}${preview ? " is-preview" : ""}`}
          data-lightbox={kind}
        >
          <div className="page-lightbox__body">{body}</div>
          <p className="page-lightbox__back">
            <a href={`#${setup.opener}`}>{texts.closeInPlace}</a>
          </p>
        </div>
      )}
    </div>
  );
}
