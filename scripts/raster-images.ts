// Draws the shop's small fixed images as PNG from their SVG sources in scripts/images/ (`node scripts/raster-images.ts`):
// - the payment-method logos, payment-logos/{id}.svg → public/payment-logos/{id}.png, at three times their 48×32 box
//   so they stay sharp on a 3× phone screen;
// - the favicon, favicon.svg → public/favicon.png, 192×192 (browsers scale it down for the tab).
// The shop serves the PNGs: every SVG image a page shows costs the browser a document of its own (style, layout and
// a font lookup for the SVG's text) on the main thread (docs/decisions/034).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const source = path.resolve(import.meta.dirname, "images");
const publicDir = path.resolve(import.meta.dirname, "../public");

async function draw(from: string, to: string, density: number) {
  const target = path.join(publicDir, to);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(path.join(source, from), { density })
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
  console.log(`public/${to}: ${fs.statSync(target).size} bytes`);
}

for (const file of fs.readdirSync(path.join(source, "payment-logos")).filter((f) => f.endsWith(".svg"))) {
  await draw(`payment-logos/${file}`, `payment-logos/${file.replace(/\.svg$/, ".png")}`, 72 * 3);
}
// The favicon's viewBox is 32×32: 6× gives 192×192.
await draw("favicon.svg", "favicon.png", 72 * 6);
