// The part of subset-font's API (v2, no types of its own) that scripts/font-subset-lib.ts uses.
declare module "subset-font" {
  interface Options {
    targetFormat?: "sfnt" | "woff" | "woff2";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The OpenType feature tags whose lookups are kept (all of them when absent). */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
