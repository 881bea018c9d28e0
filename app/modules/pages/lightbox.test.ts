import { describe, expect, it } from "vitest";
import { pagesMessages } from "~/i18n/nl.pages";
import { storefrontMessages } from "~/i18n/nl.storefront";
import { BLOCK_PROPS } from "./blocks.schema";
import {
  fillCounter,
  GALLERY_PRELOAD,
  galleryStep,
  isHttpsUrl,
  isSafeSelector,
  LIGHTBOX_REMOVAL_DELAY_MS,
  lightboxSetup,
  mapEmbedUrl,
  parseVideo,
  preloadIndexes,
  safeClassNames,
  videoEmbedUrl,
} from "./lightbox";
import { checkBlocks } from "./page-data.server";

const schema = BLOCK_PROPS.Lightbox;
const base = { id: "lb1", label: "Meer" };

describe("lightbox block schema", () => {
  it("takes an inline lightbox with its defaults", () => {
    const p = schema.parse({ ...base, html: "<p>Hallo</p>" });
    expect(p).toMatchObject({ kind: "inline", look: "button", color: "light", bg: "dark", pos: "center" });
    expect(p.visibleAfter).toBe(0);
  });

  it("needs the content of its kind", () => {
    expect(schema.safeParse({ ...base, kind: "gallery" }).success).toBe(false);
    expect(schema.safeParse({ ...base, kind: "video", video: "not a video" }).success).toBe(false);
    expect(schema.safeParse({ ...base, kind: "map", map: "Amsterdam" }).success).toBe(false);
    expect(schema.safeParse({ ...base, kind: "iframe", iframe: "http://example.com/" }).success).toBe(false);
    expect(schema.safeParse({ ...base, kind: "iframe", iframe: "https://example.com/x" }).success).toBe(true);
  });

  it("takes images from the shop's own paths only (decision 031)", () => {
    const image = (src: string) => schema.safeParse({ ...base, kind: "image", images: [{ src, alt: "a" }] });
    expect(image("/images/a.svg").success).toBe(true);
    expect(image("https://cdn.example.com/a.jpg").success).toBe(false);
    expect(image("javascript:alert(1)").success).toBe(false);
    expect(image("http://example.com/a.jpg").success).toBe(false);
    expect(image("//evil.example/a.jpg").success).toBe(false);
  });

  it("keeps only safe class names and refuses unsafe focus selectors and anchors", () => {
    expect(schema.parse({ ...base, className: 'wide "><script> dark x:y' }).className).toBe("wide dark");
    expect(schema.safeParse({ ...base, focus: "input[name=x]" }).success).toBe(false);
    expect(schema.safeParse({ ...base, focus: "a:not(x)" }).success).toBe(false);
    expect(schema.parse({ ...base, focus: "form > input.email" }).focus).toBe("form > input.email");
    expect(schema.safeParse({ ...base, anchor: "a b" }).success).toBe(false);
    expect(schema.safeParse({ ...base, color: "red; background:url(x)" }).success).toBe(false);
    expect(schema.safeParse({ ...base, bg: "#fff" }).success).toBe(false);
  });

  it("sanitises its rich text like the other blocks", () => {
    const { blocks } = checkBlocks([
      { type: "Lightbox", props: { ...base, html: '<p onclick="x()">Hoi<script>alert(1)</script></p>' } },
    ]);
    expect((blocks[0].props as { html: string }).html).toBe("<p>Hoi</p>");
  });
});

describe("lightbox rules", () => {
  it("reads YouTube and Vimeo ids and URLs into privacy-friendly embed URLs", () => {
    const yt = { provider: "youtube", id: "dQw4w9WgXcQ" };
    expect(parseVideo("dQw4w9WgXcQ")).toEqual(yt);
    expect(parseVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3")).toEqual(yt);
    expect(parseVideo("https://youtu.be/dQw4w9WgXcQ")).toEqual(yt);
    expect(parseVideo("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toEqual(yt);
    expect(parseVideo("https://vimeo.com/76979871")).toEqual({ provider: "vimeo", id: "76979871" });
    expect(parseVideo("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(parseVideo("javascript:alert(1)")).toBeNull();
    expect(videoEmbedUrl(yt as never)).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    expect(videoEmbedUrl({ provider: "vimeo", id: "1" })).toBe(
      "https://player.vimeo.com/video/1?autoplay=1&dnt=1",
    );
  });

  it("builds an OpenStreetMap embed from coordinates and keeps only OpenStreetMap embed URLs", () => {
    const url = mapEmbedUrl("52.37, 4.89");
    expect(url).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(decodeURIComponent(url ?? "")).toContain("marker=52.37000,4.89000");
    expect(mapEmbedUrl("https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4")).toContain(
      "bbox=1,2,3,4",
    );
    expect(mapEmbedUrl("https://evil.example/export/embed.html?x")).toBeNull();
    expect(mapEmbedUrl("95, 4")).toBeNull();
  });

  it("allows iframes from https only", () => {
    expect(isHttpsUrl("https://example.com/")).toBe(true);
    expect(isHttpsUrl("http://example.com/")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpsUrl("https://user:pw@example.com/")).toBe(false);
  });

  it("sanitises class names and selectors", () => {
    expect(safeClassNames("  a  b-c _d 1x e<f g h i")).toBe("a b-c _d g h");
    expect(isSafeSelector("#email")).toBe(true);
    expect(isSafeSelector('input[type="email"]')).toBe(true);
    expect(isSafeSelector("a, b")).toBe(false);
    expect(isSafeSelector('[x="a"] ] y')).toBe(false);
    expect(isSafeSelector("x".repeat(101))).toBe(false);
  });

  it("steps round the gallery and preloads [0,1]: the next image only", () => {
    expect(GALLERY_PRELOAD).toEqual([0, 1]);
    expect(galleryStep(2, 1, 3)).toBe(0);
    expect(galleryStep(0, -1, 3)).toBe(2);
    expect(preloadIndexes(0, 3)).toEqual([1]);
    expect(preloadIndexes(2, 3)).toEqual([0]);
    expect(preloadIndexes(0, 1)).toEqual([]);
    expect(preloadIndexes(1, 5, [1, 2])).toEqual([2, 3, 0]);
  });

  it("makes the setup the browser needs: anchor, opener and embed URL", () => {
    const p = schema.parse({ ...base, kind: "video", video: "https://youtu.be/dQw4w9WgXcQ" });
    const setup = lightboxSetup(p);
    expect(setup).toMatchObject({ anchor: "lightbox-lb1", opener: "lightbox-lb1-opener", target: "" });
    expect(setup.src).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(lightboxSetup(schema.parse({ ...base, anchor: "garantie" })).anchor).toBe("garantie");
  });
});

describe("lightbox texts (spec §2.2, §8, §9.6)", () => {
  it("names the dialog and its close button in Dutch", () => {
    expect(storefrontMessages.dialog.label).toBe("Dialoogvenster (druk op Escape om te sluiten)");
    expect(storefrontMessages.dialog.close).toBe("Sluiten (druk op Escape om te sluiten)");
  });

  it("fills the failure texts and the counter", () => {
    const t = pagesMessages.lightbox;
    expect(fillCounter(t.imageError, 2, 3)).toBe("De afbeelding #2 kon niet worden geladen.");
    expect(fillCounter(t.counter, 2, 3)).toBe("2 / 3");
    expect(t.notFound).toBe("Inhoud niet gevonden");
    expect(t.contentError).toBe("De inhoud kon niet worden geladen.");
    expect(LIGHTBOX_REMOVAL_DELAY_MS).toBe(300);
  });
});
