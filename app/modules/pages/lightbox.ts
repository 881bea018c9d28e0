// The lightbox block's rules (issue 15 point 4; spec §2.2, §2.10, §3.12, §9.6), free of zod so the browser's
// lightbox behaviour can use them too: which options exist, safe class names and focus selectors, the privacy-
// friendly embed URLs of videos and maps, and the gallery's counter and preloading.

export const LIGHTBOX_KINDS = ["image", "gallery", "video", "map", "iframe", "inline", "offcanvas"] as const;
export type LightboxKind = (typeof LIGHTBOX_KINDS)[number];
/** The dialog's colour scheme (its panel and close button): theme tokens only, never free CSS. */
export const LIGHTBOX_COLORS = ["light", "dark"] as const;
/** The overlay behind the dialog: theme tokens only. */
export const LIGHTBOX_BGS = ["dark", "light", "brand"] as const;
/** Where it opens: a dialog in the centre or at the top; an off-canvas panel from the left or the right. */
export const LIGHTBOX_POSITIONS = ["center", "top", "left", "right"] as const;
export type LightboxPosition = (typeof LIGHTBOX_POSITIONS)[number];

/** §9.6: the closed lightbox fades out and is removed from the page after 300 ms. */
export const LIGHTBOX_REMOVAL_DELAY_MS = 300;
/** §9.6: the gallery preloads [before, after] the current image: none before it, the next one. */
export const GALLERY_PRELOAD: readonly [number, number] = [0, 1];

/** An id a lightbox element may have (its anchor, `#{id}` opens it). */
export const ANCHOR_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,79}$/;
const CLASS_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,39}$/;

/** The class names of `input` that are plain class names (letters, digits, `-`, `_`); at most five. */
export function safeClassNames(input: string): string {
  return input
    .split(/\s+/)
    .filter((name) => CLASS_NAME.test(name))
    .slice(0, 5)
    .join(" ");
}

// One compound selector: a tag, #id, .class or [attribute] / [attribute="plain value"] parts, and nothing else
// (no quotes to break out of, no :pseudo-classes, no commas).
const SIMPLE = String.raw`(?:[A-Za-z][A-Za-z0-9-]*|[#.][A-Za-z_][A-Za-z0-9_-]*|\[[a-z][a-z-]*(?:="[A-Za-z0-9 _-]*")?\])`;
const COMPOUND = `${SIMPLE}+`;
const SELECTOR = new RegExp(`^${COMPOUND}(?:\\s*>\\s*${COMPOUND}|\\s+${COMPOUND})*$`);

/** True for the selectors `focus` may hold: compounds of tag, #id, .class and [attr] joined by space or `>`. */
export function isSafeSelector(selector: string): boolean {
  return selector.length <= 100 && SELECTOR.test(selector);
}

/** The id of a lightbox block's element: its anchor, or one made from the block's id. */
export function lightboxAnchor(blockId: string, anchor: string): string {
  return anchor || `lightbox-${blockId}`;
}

export type VideoRef = { provider: "youtube" | "vimeo"; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** A YouTube or Vimeo video from its id or one of its usual URLs; null for anything else. */
export function parseVideo(input: string): VideoRef | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value) && !VIMEO_ID.test(value)) return { provider: "youtube", id: value };
  if (VIMEO_ID.test(value)) return { provider: "vimeo", id: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtu.be") id = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com")
    id =
      parts[0] === "watch"
        ? (url.searchParams.get("v") ?? undefined)
        : ["embed", "shorts"].includes(parts[0])
          ? parts[1]
          : undefined;
  if (id !== undefined) return YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const last = parts[parts[0] === "video" ? 1 : 0];
    return last && VIMEO_ID.test(last) ? { provider: "vimeo", id: last } : null;
  }
  return null;
}

/** The privacy-friendly player of a video (no tracking cookies), starting when it opens. */
export function videoEmbedUrl(video: VideoRef): string {
  return video.provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`;
}

const OSM_EMBED = "https://www.openstreetmap.org/export/embed.html";
const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * The OpenStreetMap embed of `input`: an OpenStreetMap embed URL as it is, or coordinates "lat, lon" (a map
 * around them with a marker). Null for anything else (a place name would need a geocoding call).
 */
export function mapEmbedUrl(input: string): string | null {
  const value = input.trim();
  const at = COORDINATES.exec(value);
  if (at) {
    const [lat, lon] = [Number(at[1]), Number(at[2])];
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
    const r = (n: number) => n.toFixed(5);
    const bbox = [lon - 0.01, lat - 0.006, lon + 0.01, lat + 0.006].map(r).join(",");
    return `${OSM_EMBED}?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${r(lat)},${r(lon)}`)}`;
  }
  return value.startsWith(`${OSM_EMBED}?`) && isHttpsUrl(value) ? value : null;
}

/** True for an absolute https URL (iframes load nothing else). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A text with `%curr%` (1-based position) and `%total%` filled in. */
export function fillCounter(template: string, current: number, total: number): string {
  return template.replaceAll("%curr%", String(current)).replaceAll("%total%", String(total));
}

/** The gallery's index after a step of `step` from `index` (wrapping round at both ends). */
export function galleryStep(index: number, step: number, total: number): number {
  return total > 0 ? (((index + step) % total) + total) % total : 0;
}

/** The indexes to preload around `index`: `before` images before it and `after` after it, without itself. */
export function preloadIndexes(index: number, total: number, [before, after] = GALLERY_PRELOAD): number[] {
  const found = new Set<number>();
  for (let i = 1; i <= Math.min(after, total - 1); i++) found.add(galleryStep(index, i, total));
  for (let i = 1; i <= Math.min(before, total - 1); i++) found.add(galleryStep(index, -i, total));
  found.delete(index);
  return [...found];
}

/** What the lightbox behaviour needs of a lightbox block (its island's props; also its server markup's). */
export interface LightboxSetup {
  anchor: string;
  /** The opener's id. */
  opener: string;
  /** The anchor of another lightbox this block's opener opens ("open"); empty: its own. */
  target: string;
  kind: LightboxKind;
  images: { src: string; alt: string }[];
  /** The embed URL of a video, map or iframe ("" for the other kinds). */
  src: string;
  color: (typeof LIGHTBOX_COLORS)[number];
  bg: (typeof LIGHTBOX_BGS)[number];
  pos: LightboxPosition;
  visibleAfter: number;
  className: string;
  focus: string;
}

type LightboxProps = Omit<LightboxSetup, "anchor" | "opener" | "target" | "src"> & {
  id: string;
  anchor: string;
  open: string;
  video: string;
  map: string;
  iframe: string;
};

/** The setup of a checked lightbox block: its element's id, its opener's id and the URL its dialog embeds. */
export function lightboxSetup(p: LightboxProps): LightboxSetup {
  const anchor = lightboxAnchor(p.id, p.anchor);
  const video = p.kind === "video" ? parseVideo(p.video) : null;
  const src = video
    ? videoEmbedUrl(video)
    : p.kind === "map"
      ? (mapEmbedUrl(p.map) ?? "")
      : p.kind === "iframe" && isHttpsUrl(p.iframe)
        ? p.iframe
        : "";
  return {
    anchor,
    opener: `${anchor}-opener`,
    target: p.open,
    kind: p.kind,
    images: p.kind === "image" ? p.images.slice(0, 1) : p.kind === "gallery" ? p.images : [],
    src,
    color: p.color,
    bg: p.bg,
    pos: p.pos,
    visibleAfter: p.visibleAfter,
    className: safeClassNames(p.className),
    focus: isSafeSelector(p.focus) ? p.focus : "",
  };
}
