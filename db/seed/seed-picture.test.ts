import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { filesOf } from "~/modules/products/image-store.server";
import { productArt } from "./product-art";
import { storeSeedPicture } from "./seed-picture";

let root = "";
let before: string | undefined;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "maatglas-seed-picture-"));
  before = process.env.MAATGLAS_SEED_CACHE;
  process.env.MAATGLAS_SEED_CACHE = path.join(root, "cache");
});
afterAll(async () => {
  if (before === undefined) delete process.env.MAATGLAS_SEED_CACHE;
  else process.env.MAATGLAS_SEED_CACHE = before;
  await rm(root, { recursive: true, force: true });
});

it("renders a picture once; a second data folder gets a copy of the same files under its own names", async () => {
  const svg = productArt({ kind: "hinges", finish: "rvs" });
  const a = await storeSeedPicture(7, svg, path.join(root, "a"));
  const b = await storeSeedPicture(9, svg, path.join(root, "b"));
  expect(a.variants.map((v) => [v.format, v.width])).toEqual(b.variants.map((v) => [v.format, v.width]));
  expect(b.originalKey).toMatch(/^products\/9\/[\w-]+\.png$/);
  expect(b.variants.every((v) => v.url.startsWith("/media/products/9/"))).toBe(true);
  expect(new Set([...a.variants, ...b.variants].map((v) => v.url)).size).toBe(a.variants.length * 2);
  const filesA = filesOf(a.originalKey, a.variants, path.join(root, "a"));
  const filesB = filesOf(b.originalKey, b.variants, path.join(root, "b"));
  expect(b.files).toEqual(filesB);
  for (const [i, f] of filesB.entries()) {
    expect(existsSync(f)).toBe(true);
    expect(readFileSync(f).equals(readFileSync(filesA[i]))).toBe(true);
  }
  expect(existsSync(path.join(root, "cache"))).toBe(true);
}, 60_000);

it("a cached manifest that names files outside its own image is not followed: the picture is rendered", async () => {
  const svg = productArt({ kind: "rail", finish: "black" });
  await storeSeedPicture(3, svg, path.join(root, "c"));
  // Point every manifest at a file outside the cache.
  for (const d of readdirSync(path.join(root, "cache"))) {
    const m = path.join(root, "cache", d, "image.json");
    const image = JSON.parse(readFileSync(m, "utf8"));
    image.originalKey = "../../../../etc/hostname";
    writeFileSync(m, JSON.stringify(image));
  }
  const d = await storeSeedPicture(4, svg, path.join(root, "d"));
  expect(d.originalKey).toMatch(/^products\/4\/[\w-]+\.png$/);
  const original = filesOf(d.originalKey, d.variants, path.join(root, "d"))[0];
  expect(readFileSync(original).subarray(1, 4).toString()).toBe("PNG");
}, 60_000);
