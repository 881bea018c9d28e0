// Draws the sample shop's product images as SVG (no external images): `node scripts/generate-images.ts`.
import fs from "node:fs";
import path from "node:path";
import { sampleProducts } from "../db/seed/sample-shop.ts";

const out = path.resolve(import.meta.dirname, "../public/images/products");
fs.mkdirSync(out, { recursive: true });

const BG = "#eef3f4";
function frame(body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img"><title>${title}</title><rect width="600" height="600" fill="${BG}"/>${body}</svg>\n`;
}
const metal = (slug: string) =>
  slug.includes("zwart") ? "#1f2326" : slug.includes("goud") ? "#c8a24a" : "#9aa4ab";

function door(slug: string, frosted: boolean): string {
  const glass = frosted ? "#dfe8ea" : "#cfe6ee";
  return `<rect x="190" y="60" width="220" height="480" rx="4" fill="${glass}" stroke="#7f9aa3" stroke-width="4"/>
<path d="M215 90 L260 90 L215 180Z M385 470 L330 510 L385 510Z" fill="#ffffff" opacity="${frosted ? 0.2 : 0.6}"/>
<rect x="375" y="230" width="10" height="140" rx="5" fill="${metal(slug)}"/>
<rect x="186" y="120" width="14" height="40" rx="3" fill="${metal(slug)}"/><rect x="186" y="440" width="14" height="40" rx="3" fill="${metal(slug)}"/>
<line x1="140" y1="550" x2="460" y2="550" stroke="#b9c6ca" stroke-width="6"/>`;
}
function handle(slug: string): string {
  const long = slug.includes("180");
  const h = long ? 420 : slug.includes("40") ? 260 : 210;
  const y = 300 - h / 2;
  return `<rect x="285" y="${y}" width="30" height="${h}" rx="15" fill="${metal(slug)}"/>
<rect x="240" y="${y + 30}" width="50" height="16" rx="6" fill="${metal(slug)}"/><rect x="240" y="${y + h - 46}" width="50" height="16" rx="6" fill="${metal(slug)}"/>`;
}
function hinges(slug: string): string {
  const c = metal(slug);
  return [160, 340]
    .map(
      (y) =>
        `<rect x="200" y="${y}" width="200" height="100" rx="10" fill="${c}"/><circle cx="250" cy="${y + 50}" r="10" fill="${BG}"/><circle cx="350" cy="${y + 50}" r="10" fill="${BG}"/>`,
    )
    .join("");
}
function lock(slug: string): string {
  const cyl = slug.includes("cilinder");
  return `<rect x="200" y="180" width="200" height="240" rx="18" fill="#9aa4ab"/><rect x="225" y="205" width="150" height="190" rx="12" fill="#c3cbd0"/>
${cyl ? `<circle cx="300" cy="300" r="34" fill="#6d777d"/><rect x="294" y="280" width="12" height="40" rx="4" fill="${BG}"/>` : `<rect x="270" y="285" width="60" height="30" rx="8" fill="#6d777d"/>`}`;
}
function rail(slug: string): string {
  const c = metal(slug);
  return `<rect x="60" y="140" width="480" height="26" rx="13" fill="${c}"/><circle cx="200" cy="176" r="22" fill="${c}"/><circle cx="400" cy="176" r="22" fill="${c}"/>
<rect x="160" y="196" width="280" height="340" fill="#cfe6ee" stroke="#7f9aa3" stroke-width="4"/>`;
}

for (const p of sampleProducts) {
  const s = p.slug;
  const body = s.includes("deur-")
    ? door(s, s.includes("matglas"))
    : s.includes("greep")
      ? handle(s)
      : s.includes("scharnier")
        ? hinges(s)
        : s.includes("slot")
          ? lock(s)
          : rail(s);
  fs.writeFileSync(path.join(out, `${s}.svg`), frame(body, p.name));
}
console.log(`wrote ${sampleProducts.length} images to ${out}`);
