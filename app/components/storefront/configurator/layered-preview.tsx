import { useEffect, useRef, useState } from "react";
import { colourMessages as c } from "~/i18n/nl.colour";
import { type LayerToDraw, layersToDraw } from "~/modules/configurator/layers";
import type { Layer } from "~/modules/configurator/layers.schema";
import type { Option } from "~/modules/configurator/options.schema";

/**
 * The layered preview image (spec §2.5, §3.4, issue 13 point 4): the product's layers drawn in order onto one
 * canvas — tint layers multiplied with their colour option's colour (imagify), swap layers showing the chosen
 * suboption's image. After each drawing, `onImage` gets the combined image as a data URL for
 * `cpo_product_layered_image` (WebP, shrunk until it fits MAX_BYTES), or "" when every layer is left out.
 * Needs JavaScript; without it the form posts no preview.
 */

/** The longest side drawn, in pixels; the server accepts up to 1200. */
const MAX_SIDE = 400;
/** Stays below the server's 40 KB (layered-image.server.ts). */
const MAX_BYTES = 36 * 1024;
const QUALITIES = [0.85, 0.7, 0.5, 0.35];

const images = new Map<string, Promise<HTMLImageElement>>();
function loadImage(src: string): Promise<HTMLImageElement> {
  let p = images.get(src);
  if (!p) {
    p = new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error(`layer image ${src} did not load`));
      img.src = src;
    });
    images.set(src, p);
    p.catch(() => images.delete(src));
  }
  return p;
}

function tinted(img: HTMLImageElement, colour: string, w: number, h: number): HTMLCanvasElement {
  const off = document.createElement("canvas");
  off.width = w;
  off.height = h;
  const ctx = off.getContext("2d") as CanvasRenderingContext2D;
  ctx.drawImage(img, 0, 0, w, h);
  ctx.globalCompositeOperation = "multiply";
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, w, h);
  // Keep the layer's own transparency.
  ctx.globalCompositeOperation = "destination-in";
  ctx.drawImage(img, 0, 0, w, h);
  return off;
}

const decodedBytes = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(",") - 1) * 3) / 4);

async function draw(canvas: HTMLCanvasElement, list: LayerToDraw[]): Promise<string> {
  if (!list.length) {
    canvas.width = 0;
    canvas.height = 0;
    return "";
  }
  const loaded = await Promise.all(list.map((l) => loadImage(l.image).catch(() => null)));
  const first = loaded.find((x): x is HTMLImageElement => x !== null);
  if (!first) return "";
  const scale = Math.min(1, MAX_SIDE / Math.max(first.naturalWidth, first.naturalHeight));
  const w = Math.round(first.naturalWidth * scale);
  const h = Math.round(first.naturalHeight * scale);
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
  ctx.clearRect(0, 0, w, h);
  list.forEach((layer, i) => {
    const img = loaded[i];
    if (!img) return;
    ctx.drawImage(layer.tint ? tinted(img, layer.tint, w, h) : img, 0, 0, w, h);
  });
  for (const q of QUALITIES) {
    const url = canvas.toDataURL("image/webp", q);
    if (decodedBytes(url) <= MAX_BYTES) return url;
  }
  return "";
}

export function LayeredPreview({
  layers,
  options,
  values,
  onImage,
}: {
  layers: readonly Layer[];
  options: readonly Option[];
  values: Readonly<Record<string, string | string[] | undefined>>;
  onImage: (dataUrl: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string>("");
  const list = layersToDraw(layers, values, options);
  const key = list.map((l) => (l.tint ? `${l.id}:${l.tint}` : l.id)).join(" ");
  useEffect(() => {
    let current = true;
    if (!canvas.current) return;
    void draw(canvas.current, list).then((url) => {
      if (!current) return;
      setDrawn(key);
      onImage(url);
    });
    return () => {
      current = false;
    };
  }, [key]);
  if (!layers.length) return null;
  return (
    <figure className="layered-preview" data-drawn={drawn === key ? key || "-" : undefined}>
      <canvas ref={canvas} role="img" aria-label={c.preview.label} className="layered-preview__canvas" />
      <figcaption className="sr-only">{c.preview.label}</figcaption>
    </figure>
  );
}
