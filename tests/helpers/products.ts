import sharp from "sharp";

/** A small real PNG (a coloured gradient-free block) made with sharp, `width` × `height` px. */
export async function samplePng(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 180 } } })
    .png()
    .toBuffer();
}

/** A unique product name for one test run (the e2e database is shared by the specs of a run). */
export function uniqueName(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 8)}`;
}
