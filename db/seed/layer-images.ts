import { access, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { SLIDING_DOOR_LAYER_URL } from "~/modules/configurator/sample-sliding-door";
import { MEDIA_URL, mediaDirs } from "~/modules/products/image-store.server";

/**
 * The preview layers of the sample sliding door (spec §2.5, §3.4), drawn as SVG and rendered to PNG with sharp
 * at start-up: a wall with the glass (base), two glass decors (swap layers of the "decor" option), the aluminium
 * profile in light grey (the tint layer of "profielkleur": the browser multiplies it with the chosen colour) and
 * a shadow (excluded in the definition). Written once into the public media folder; existing files are kept.
 */

const W = 480;
const H = 600;
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;

export const SLIDING_DOOR_LAYERS: Record<string, string> = {
  "muur.png": svg(
    `<rect width="${W}" height="${H}" fill="#efe9e1"/><rect y="540" width="${W}" height="60" fill="#c9bfb2"/>` +
      `<rect x="110" y="60" width="260" height="480" fill="#cfe6ec"/><path d="M130 90 L200 90 L140 230 Z" fill="#fff" opacity="0.55"/>`,
  ),
  "decor-strepen.png": svg(
    Array.from(
      { length: 11 },
      (_, i) => `<rect x="110" y="${90 + i * 40}" width="260" height="14" fill="#ffffff" opacity="0.7"/>`,
    ).join(""),
  ),
  "decor-motief.png": svg(
    `<g fill="none" stroke="#ffffff" stroke-width="10" opacity="0.75"><circle cx="240" cy="300" r="90"/>` +
      `<circle cx="240" cy="300" r="50"/><path d="M150 300 H330 M240 210 V390"/></g>`,
  ),
  "profiel.png": svg(
    `<g fill="#e6e6e6"><rect x="96" y="46" width="288" height="18"/><rect x="96" y="536" width="288" height="18"/>` +
      `<rect x="96" y="46" width="18" height="508"/><rect x="366" y="46" width="18" height="508"/>` +
      `<rect x="40" y="28" width="400" height="12" rx="4"/><rect x="340" y="270" width="12" height="80" rx="6"/></g>`,
  ),
  "schaduw.png": svg(`<rect x="384" y="60" width="24" height="480" fill="#000000" opacity="0.12"/>`),
};

/** The folder the layers are written to, under the public media folder (served at MEDIA_URL). */
export function layerFolder(dataDir?: string): string {
  const sub = SLIDING_DOOR_LAYER_URL.slice(MEDIA_URL.length + 1);
  return path.join(mediaDirs(dataDir).media, sub);
}

/** Writes the layers that are missing; true when it wrote any. */
export async function seedLayerImages(dataDir?: string): Promise<boolean> {
  const folder = layerFolder(dataDir);
  await mkdir(folder, { recursive: true });
  let wrote = false;
  for (const [file, drawing] of Object.entries(SLIDING_DOOR_LAYERS)) {
    const target = path.join(folder, file);
    const exists = await access(target).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    await writeFile(target, await sharp(Buffer.from(drawing)).png({ compressionLevel: 9 }).toBuffer());
    wrote = true;
  }
  return wrote;
}
