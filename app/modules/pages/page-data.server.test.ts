import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "./blocks.schema";
import { allBlocks, checkBlocks, cleanPageData, renderableBlocks } from "./page-data.server";

/** One valid block of every type. */
const VALID: Record<string, Record<string, unknown>> = {
  Heading: { text: "Titel", level: "h2" },
  RichText: { html: "<p>Tekst</p>" },
  Image: { src: "/images/deur.jpg", alt: "Een deur", width: 800, height: 600 },
  Button: { label: "Bestel", href: "/winkel" },
  Columns: { layout: "1-2", column1: [], column2: [], column3: [] },
  Spacer: { size: "lg" },
  ProductGrid: { source: "category", category: "deurgrepen", limit: 3 },
  ConfiguratorCta: { title: "Stel samen", label: "Start", product: "glazen-deur-op-maat" },
  Tabs: { items: [{ title: "Een", html: "<p>1</p>" }] },
  Accordion: { items: [{ title: "Vraag", html: "<p>Antwoord</p>" }], open: 1 },
  Counters: { items: [{ value: 12, label: "jaar" }] },
  Reveal: { content: [] },
  Hero: { title: "Glazen deuren", primaryLabel: "Start", primaryHref: "/product/glazen-deur-op-maat" },
  Usps: { items: [{ text: "Op maat" }] },
  CategoryTiles: { title: "Categorieën" },
  BackgroundVideo: { videoid: "aqz-KE-bpKQ", loop: true, audio: false, title: "Video", text: "", poster: "" },
  ReviewsStrip: { title: "Wat klanten zeggen", product: "glazen-deur-op-maat", count: 3 },
  Lightbox: { label: "Meer", html: "<p>Meer</p>" },
  Section: { anchor: "showroom", title: "Showroom", content: [] },
  ScrollNav: { style: "bullets" },
  Slider: {
    title: "Onze deuren",
    slides: [
      { kind: "image", src: "/images/deur.jpg", alt: "Een deur" },
      { kind: "video", src: "", video: "/media/montage.mp4", alt: "Montage", autoplay: true },
    ],
  },
};

const block = (type: string, props: Record<string, unknown> = VALID[type], id = `${type}-1`) => ({
  type,
  props: { id, ...props },
});

describe("block schemas", () => {
  it("has a valid example for every block type, and each passes", () => {
    expect(Object.keys(VALID).sort()).toEqual([...BLOCK_TYPES].sort());
    const { blocks, problems } = checkBlocks(BLOCK_TYPES.map((t) => block(t)));
    expect(problems).toEqual([]);
    expect(blocks.map((b) => b.type)).toEqual(BLOCK_TYPES);
  });

  it.each([
    ["Heading", { text: "" }, "text"],
    ["Heading", { level: "h7" }, "level"],
    ["Image", { src: "javascript:alert(1)" }, "src"],
    ["Image", { src: "//evil.example/x.png" }, "src"],
    ["Image", { src: "http://insecure.example/x.png" }, "src"],
    ["Button", { href: "javascript:alert(1)" }, "href"],
    ["Button", { href: "data:text/html,x" }, "href"],
    ["ProductGrid", { limit: 50 }, "limit"],
    ["ProductGrid", { category: "Geen Slug!" }, "category"],
    ["ConfiguratorCta", { product: "../etc" }, "product"],
    ["Tabs", { items: [] }, "items"],
    ["Accordion", { open: -1 }, "open"],
    ["Counters", { items: [{ value: -5, label: "x" }] }, "items"],
    ["ProductGrid", { source: "random" }, "source"],
    ["Hero", { title: "" }, "title"],
    ["Hero", { primaryHref: "javascript:alert(1)" }, "primaryHref"],
    ["Hero", { secondaryHref: "//evil.example" }, "secondaryHref"],
    ["Hero", { product: "../etc" }, "product"],
    ["Usps", { items: [] }, "items"],
    ["Usps", { items: Array.from({ length: 9 }, () => ({ text: "x" })) }, "items"],
    ["Lightbox", { kind: "iframe", iframe: "javascript:alert(1)" }, "iframe"],
    ["Lightbox", { kind: "video", video: "https://evil.example/v" }, "video"],
    ["Lightbox", { focus: "a, img[src=x]" }, "focus"],
    ["Slider", { slides: [] }, "slides"],
    [
      "Slider",
      {
        slides: Array.from({ length: 21 }, () => ({
          kind: "image",
          src: "/images/deur.jpg",
          alt: "Een deur",
        })),
      },
      "slides",
    ],
    ["Slider", { slides: [{ kind: "image", src: "" }] }, "slides"],
    ["Slider", { slides: [{ kind: "image", src: "https://evil.example/x.jpg", alt: "x" }] }, "slides"],
    ["Slider", { slides: [{ kind: "image", src: "javascript:alert(1)", alt: "x" }] }, "slides"],
    ["Slider", { slides: [{ kind: "video", video: "" }] }, "slides"],
    ["Slider", { slides: [{ kind: "video", video: "/media/montage.webm" }] }, "slides"],
    ["Slider", { slides: [{ kind: "video", video: "https://evil.example/x.mp4" }] }, "slides"],
  ])("refuses %s with %o (field %s)", (type, change, field) => {
    const { blocks, problems } = checkBlocks([block(type, { ...VALID[type], ...change })]);
    expect(blocks).toEqual([]);
    expect(problems).toEqual([{ path: "content[0]", type, field }]);
  });

  it("refuses an id that could break out of a DOM id, and an unknown type", () => {
    expect(checkBlocks([block("Spacer", VALID.Spacer, 'x" onclick="y')]).problems[0]?.field).toBe("id");
    expect(checkBlocks([{ type: "Script", props: { id: "s" } }]).problems).toEqual([
      { path: "content[0]", type: "Script", field: "type" },
    ]);
    expect(checkBlocks([null, "x"]).problems).toHaveLength(2);
  });

  it("checks blocks inside columns and reveal, and walks them all", () => {
    const tree = [
      block("Columns", {
        ...VALID.Columns,
        column1: [block("Heading"), { type: "Nope", props: {} }],
        column2: [block("Reveal", { content: [block("Counters")] }, "r")],
      }),
    ];
    const { blocks, problems } = checkBlocks(tree);
    expect(problems).toEqual([{ path: "content[0].column1[1]", type: "Nope", field: "type" }]);
    expect([...allBlocks(blocks)].map((b) => b.type)).toEqual(["Columns", "Heading", "Reveal", "Counters"]);
  });
});

describe("sanitising", () => {
  it("strips scripts, handlers and bad links from every rich-text field on save", () => {
    const evil =
      '<p onclick="x()">Hoi<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p><iframe src="x"></iframe>';
    const checked = cleanPageData({
      root: { props: {} },
      content: [
        block("RichText", { html: evil }),
        block("Tabs", { items: [{ title: "T", html: evil }] }),
        block("Accordion", { items: [{ title: "V", html: evil }] }),
        block("Columns", { ...VALID.Columns, column1: [block("RichText", { html: evil }, "inner")] }),
      ],
    });
    expect(checked.ok).toBe(true);
    const json = JSON.stringify(checked.ok ? checked.data : null);
    expect(json).not.toMatch(/script|onclick|javascript|iframe/);
    expect(json).toContain("<p>Hoi <a>link</a></p>");
  });

  it("refuses to save data with any invalid block, naming it", () => {
    const checked = cleanPageData({
      root: {},
      content: [block("Heading"), block("Button", { label: "x", href: "ftp://x" })],
    });
    expect(checked).toEqual({ ok: false, problems: [{ path: "content[1]", type: "Button", field: "href" }] });
    expect(cleanPageData({ content: "nope" })).toMatchObject({ ok: false });
  });
});

describe("renderableBlocks", () => {
  it("skips what does not pass and keeps the rest", () => {
    const json = JSON.stringify({
      root: {},
      content: [block("Heading"), { type: "Gone", props: {} }, block("Spacer")],
    });
    const { blocks, problems } = renderableBlocks(json);
    expect(blocks.map((b) => b.type)).toEqual(["Heading", "Spacer"]);
    expect(problems).toHaveLength(1);
  });

  it("shows an empty page for unreadable data", () => {
    expect(renderableBlocks("{not json").blocks).toEqual([]);
    expect(renderableBlocks(null).problems).toHaveLength(1);
    expect(renderableBlocks('{"content":{}}').blocks).toEqual([]);
  });
});
