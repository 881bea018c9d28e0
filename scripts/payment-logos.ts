// Draws the payment-method logos as PNG (`node scripts/payment-logos.ts`): scripts/payment-logos/{id}.svg →
// public/payment-logos/{id}.png at three times their 48×32 box, so they stay sharp on a 3× phone screen. The shop
// serves the PNGs: every SVG image a page shows costs the browser a document of its own (style, layout and a font
// lookup for the SVG's text) on the main thread, and the footer shows seven (docs/decisions/034).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const source = path.resolve(import.meta.dirname, "payment-logos");
const out = path.resolve(import.meta.dirname, "../public/payment-logos");
fs.mkdirSync(out, { recursive: true });
for (const file of fs.readdirSync(source).filter((f) => f.endsWith(".svg"))) {
  const target = path.join(out, file.replace(/\.svg$/, ".png"));
  await sharp(path.join(source, file), { density: 72 * 3 })
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
  console.log(`${path.relative(process.cwd(), target)}: ${fs.statSync(target).size} bytes`);
}
