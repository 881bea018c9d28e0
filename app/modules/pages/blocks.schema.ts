// The builder's blocks (issue 15): one zod schema per block type, checked when a page is saved and again when it
// is rendered. The stored format is Puck's data (`{ root, content }`, each block `{ type, props }`).
import { z } from "zod";
import {
  ANCHOR_PATTERN,
  isHttpsUrl,
  isSafeSelector,
  LIGHTBOX_BGS,
  LIGHTBOX_COLORS,
  LIGHTBOX_KINDS,
  LIGHTBOX_POSITIONS,
  mapEmbedUrl,
  parseVideo,
  safeClassNames,
} from "./lightbox";
import {
  SCROLL_NAV_STYLES,
  SECTION_ANCHOR,
  SECTION_BACKGROUNDS,
  SECTION_IMAGE_MODES,
  STICKY_COLUMNS,
} from "./sections";

/** Puck gives every block an id; we use it in DOM ids, so only safe characters pass. */
const blockId = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);
const text = (max: number) => z.string().trim().max(max);
/** A link the shop may render: a site path, an anchor, http(s), mailto or tel. Nothing else (no javascript:). */
export const safeHref = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(v), "href");
/**
 * An image source: a path on the shop itself (the media library, product pictures, the build's images). Images of
 * other sites are refused: they would tell those sites who visits, and the CSP's img-src allows the shop only
 * (decision 031).
 */
const imageSrc = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?!\/)/.test(v), "src");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A video file of the shop itself (an .mp4 site path: the CSP's media-src allows the shop only). */
const mp4Src = imageSrc.refine((v) => /\.mp4$/i.test(v.split(/[?#]/)[0] ?? ""), "mp4");
/** A slider's slide: a picture, or a video with the picture shown before it plays. */
const slideSchema = z
  .object({
    kind: z.enum(["image", "video"]).default("image"),
    /** The picture, or the video's poster. */
    src: z.union([imageSrc, z.literal("")]).default(""),
    /** The picture's alt text, or the video's description (its accessible name). */
    alt: text(300).default(""),
    video: z.union([mp4Src, z.literal("")]).default(""),
    /** Plays by itself (muted) while its slide is the current one. */
    autoplay: z.boolean().default(false),
    caption: text(300).default(""),
  })
  .superRefine((s, ctx) => {
    if (s.kind === "image" && !s.src) ctx.addIssue({ code: "custom", path: ["src"], message: "src" });
    if (s.kind === "video" && !s.video) ctx.addIssue({ code: "custom", path: ["video"], message: "video" });
  });

/** A block's nested blocks (Puck slot): checked block by block like the page's own content. */
const slot = z.array(z.unknown()).max(100).default([]);

export const BLOCK_PROPS = {
  Heading: z.object({
    id: blockId,
    text: text(200).min(1),
    level: z.enum(["h1", "h2", "h3", "h4"]).default("h2"),
    align: z.enum(["left", "center"]).default("left"),
  }),
  RichText: z.object({ id: blockId, html: z.string().max(50_000) }),
  Image: z.object({
    id: blockId,
    src: imageSrc,
    alt: text(300),
    width: z.coerce.number().int().min(1).max(4000).default(1200),
    height: z.coerce.number().int().min(1).max(4000).default(800),
    caption: text(300).default(""),
  }),
  Button: z.object({
    id: blockId,
    label: text(100).min(1),
    href: safeHref,
    variant: z.enum(["primary", "light"]).default("primary"),
  }),
  Columns: z.object({
    id: blockId,
    layout: z.enum(["1-1", "1-2", "2-1", "1-1-1"]).default("1-1"),
    column1: slot,
    column2: slot,
    column3: slot,
    /** One column as a sticky sidebar (at widths of 850 px and more). */
    sticky: z.enum(STICKY_COLUMNS).default("none"),
  }),
  Spacer: z.object({ id: blockId, size: z.enum(["sm", "md", "lg"]).default("md") }),
  ProductGrid: z.object({
    id: blockId,
    /** A heading above the grid (a section title); empty: none. */
    title: text(200).default(""),
    /** A category's first products, hand-picked ones, or the shop's best sellers. */
    source: z.enum(["category", "picked", "popular"]).default("category"),
    category: z.union([slug, z.literal("")]).default(""),
    /** Hand-picked product slugs, comma separated, in the order shown. */
    products: text(1000).default(""),
    limit: z.coerce.number().int().min(1).max(12).default(3),
  }),
  ConfiguratorCta: z.object({
    id: blockId,
    title: text(200).min(1),
    text: text(1000).default(""),
    label: text(100).min(1),
    product: slug,
  }),
  Tabs: z.object({
    id: blockId,
    items: z
      .array(z.object({ title: text(100).min(1), html: z.string().max(50_000) }))
      .min(1)
      .max(12),
  }),
  Accordion: z.object({
    id: blockId,
    items: z
      .array(z.object({ title: text(300).min(1), html: z.string().max(50_000) }))
      .min(1)
      .max(50),
    /** The item open on arrival (1-based, the old theme's `rel`); 0: all closed. */
    open: z.coerce.number().int().min(0).max(50).default(0),
    /** The questions and answers are published as schema.org FAQPage. */
    faq: z.boolean().default(false),
  }),
  Counters: z.object({
    id: blockId,
    items: z
      .array(
        z.object({
          value: z.coerce.number().int().min(0).max(1_000_000_000),
          suffix: text(10).default(""),
          label: text(100).min(1),
        }),
      )
      .min(1)
      .max(8),
  }),
  Reveal: z.object({ id: blockId, content: slot }),
  // The home page's own blocks (issue 15 point 1: `/` is a builder page).
  Hero: z.object({
    id: blockId,
    title: text(200).min(1),
    text: text(1000).default(""),
    primaryLabel: text(100).default(""),
    primaryHref: z.union([safeHref, z.literal("")]).default(""),
    secondaryLabel: text(100).default(""),
    secondaryHref: z.union([safeHref, z.literal("")]).default(""),
    /** The picture of this product (its slug); empty: the first product in the shop's own order. */
    product: z.union([slug, z.literal("")]).default(""),
  }),
  Usps: z.object({
    id: blockId,
    items: z
      .array(z.object({ text: text(120).min(1) }))
      .min(1)
      .max(8),
  }),
  CategoryTiles: z.object({ id: blockId, title: text(200).default("") }),
  /**
   * A background video (spec §3.12): `videoid` is a YouTube or Vimeo id or URL; `audio` false plays it muted. It is
   * loaded only when the visitor clicks (no request to the provider before).
   */
  BackgroundVideo: z.object({
    id: blockId,
    videoid: text(300).refine((v) => parseVideo(v) !== null, "videoid"),
    loop: z.boolean().default(true),
    audio: z.boolean().default(false),
    title: text(200).default(""),
    text: text(500).default(""),
    poster: z.union([imageSrc, z.literal("")]).default(""),
  }),
  /**
   * A slider (carousel) of pictures and videos of the shop itself. Only the current slide's video plays; a video
   * set to autoplay starts (muted) when its slide becomes current.
   */
  Slider: z.object({
    id: blockId,
    /** The carousel's accessible name; empty: "Diavoorstelling". */
    title: text(200).default(""),
    slides: z.array(slideSchema).min(1).max(20),
  }),
  /** The shop's approved reviews: the latest of all products, or of one product (its slug). */
  ReviewsStrip: z.object({
    id: blockId,
    title: text(200).default(""),
    product: z.union([slug, z.literal("")]).default(""),
    count: z.coerce.number().int().min(1).max(12).default(3),
  }),
  Lightbox: z
    .object({
      id: blockId,
      kind: z.enum(LIGHTBOX_KINDS).default("inline"),
      /** The opener: its text and whether it looks like a link or a button. */
      label: text(100).min(1),
      look: z.enum(["link", "button"]).default("button"),
      /** The element's id (`#{anchor}` opens it from any link on the page); empty: `lightbox-{id}`. */
      anchor: z.union([z.string().regex(ANCHOR_PATTERN), z.literal("")]).default(""),
      /** Opens another lightbox of the page by its anchor instead of this block's own content ("open"). */
      open: z.union([z.string().regex(ANCHOR_PATTERN), z.literal("")]).default(""),
      color: z.enum(LIGHTBOX_COLORS).default("light"),
      bg: z.enum(LIGHTBOX_BGS).default("dark"),
      pos: z.enum(LIGHTBOX_POSITIONS).default("center"),
      /** Opens by itself after this many seconds (0: never). */
      visibleAfter: z.coerce.number().int().min(0).max(3600).default(0),
      className: z.string().max(200).default("").transform(safeClassNames),
      /** The element inside to focus when it opens (empty: the close button). */
      focus: z
        .string()
        .trim()
        .default("")
        .refine((v) => v === "" || isSafeSelector(v), "focus"),
      images: z
        .array(z.object({ src: imageSrc, alt: text(300) }))
        .max(50)
        .default([]),
      /** A YouTube or Vimeo id or URL. */
      video: text(300).default(""),
      /** An OpenStreetMap embed URL or coordinates "lat, lon". */
      map: text(500).default(""),
      /** An https URL. */
      iframe: text(500).default(""),
      /** Inline and off-canvas content (rich text). */
      html: z.string().max(50_000).default(""),
    })
    .superRefine((p, ctx) => {
      if (p.open) return;
      const need = (ok: boolean, path: string) => {
        if (!ok) ctx.addIssue({ code: "custom", path: [path], message: path });
      };
      if (p.kind === "image" || p.kind === "gallery") need(p.images.length > 0, "images");
      if (p.kind === "video") need(parseVideo(p.video) !== null, "video");
      if (p.kind === "map") need(mapEmbedUrl(p.map) !== null, "map");
      if (p.kind === "iframe") need(isHttpsUrl(p.iframe), "iframe");
    }),
  // Layout blocks (issue 15 point 3, part B): app/modules/pages/sections.ts.
  Section: z.object({
    id: blockId,
    /** The section's element id; with a title it is listed by the scroll-to navigation. */
    anchor: z.union([z.string().regex(SECTION_ANCHOR), z.literal("")]).default(""),
    title: text(100).default(""),
    background: z.enum(SECTION_BACKGROUNDS).default("none"),
    image: z.union([imageSrc, z.literal("")]).default(""),
    imageMode: z.enum(SECTION_IMAGE_MODES).default("none"),
    /** Sticks below the sticky header while its parent is in view. */
    sticky: z.boolean().default(false),
    content: slot,
  }),
  ScrollNav: z.object({
    id: blockId,
    style: z.enum(SCROLL_NAV_STYLES).default("bullets"),
  }),
} as const;

export type BlockType = keyof typeof BLOCK_PROPS;
export const BLOCK_TYPES = Object.keys(BLOCK_PROPS) as BlockType[];
/** Blocks holding other blocks, and the props that hold them. */
export const SLOTS: Partial<Record<BlockType, readonly string[]>> = {
  Columns: ["column1", "column2", "column3"],
  Reveal: ["content"],
  Section: ["content"],
};
/** Props holding rich text (HTML): sanitised on save. */
export const RICH_TEXT: Partial<Record<BlockType, "html" | "items">> = {
  RichText: "html",
  Tabs: "items",
  Accordion: "items",
  Lightbox: "html",
};

type PropsOf<T extends BlockType> = z.output<(typeof BLOCK_PROPS)[T]>;
/** A checked block; slot props hold checked blocks. */
export type Block = {
  [T in BlockType]: {
    type: T;
    props: T extends "Columns" | "Reveal" | "Section"
      ? Omit<PropsOf<T>, "column1" | "column2" | "column3" | "content"> & Record<string, Block[]>
      : PropsOf<T>;
  };
}[BlockType];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** A page's data as Puck stores it: root props and the top-level blocks (each checked on its own). */
export const pageDataSchema = z.object({
  root: z
    .object({ props: z.record(z.string(), z.unknown()).optional() })
    .passthrough()
    .default({}),
  content: z.array(z.unknown()).max(200),
  zones: z.record(z.string(), z.array(z.unknown())).optional(),
});
export type PageData = z.output<typeof pageDataSchema>;

export const EMPTY_PAGE_DATA: PageData = { root: { props: {} }, content: [] };
