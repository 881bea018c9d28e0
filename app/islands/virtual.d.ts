declare module "virtual:islands-manifest" {
  /** Written by vite.config.ts's islands plugin: the islands entry and its static imports; null without a build. */
  const manifest: { src: string; preload: string[]; lazy: Record<string, string[]> } | null;
  export default manifest;
}
