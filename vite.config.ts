import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin } from "vite";

const app = path.resolve(import.meta.dirname, "app");
const ISLANDS_ENTRY = "app/islands/entry.tsx";
const VIRTUAL = "virtual:islands-manifest";

/**
 * docs/decisions/014: after the client build, builds app/islands/entry.tsx on its own into assets/islands/, with
 * app/islands/router-shim.tsx in place of React Router (so none of the router ships) and component CSS left out
 * (the page links it already). The server imports the entry's URL and its chunks from `virtual:islands-manifest`
 * (null in development, where every page hydrates).
 */
function islands(): Plugin {
  let assets: { src: string; preload: string[]; lazy: Record<string, string[]> } | null = null;
  return {
    name: "maatglas-islands",
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    load(id) {
      return id === `\0${VIRTUAL}` ? `export default ${JSON.stringify(assets)};` : undefined;
    },
    async writeBundle() {
      if (this.environment.name !== "client") return;
      const outDir = path.join(this.environment.config.build.outDir, "assets/islands");
      await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: "warn",
        publicDir: false,
        // Relative URLs: an asset a chunk imports (the lightbox's stylesheet) resolves next to the chunk.
        base: "./",
        resolve: {
          alias: [
            { find: "~", replacement: app },
            { find: "react-router", replacement: path.join(app, "islands/router-shim.tsx") },
            // Islands run on Preact's React-compatible layer, not react-dom (docs/decisions/032).
            { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
            { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
            { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
            { find: /^react(-dom)?$/, replacement: "preact/compat" },
            // The option widgets only some products have are lazy chunks on island pages (optional-widgets.tsx).
            {
              find: /^\.\/optional-widgets$/,
              replacement: path.join(app, "components/storefront/configurator/optional-widgets.islands.tsx"),
            },
            // And the checks of those options' values come with them (special-values.islands.ts).
            {
              find: /^\.\/special-values$/,
              replacement: path.join(app, "modules/configurator/special-values.islands.ts"),
            },
          ],
        },
        plugins: [
          {
            name: "maatglas-islands-no-css",
            enforce: "pre",
            resolveId: (id) => (id.endsWith(".css") ? "\0islands-empty-css" : undefined),
            load: (id) => (id === "\0islands-empty-css" ? "export {};" : undefined),
          },
        ],
        build: {
          outDir,
          assetsDir: "",
          emptyOutDir: true,
          manifest: true,
          rollupOptions: { input: ISLANDS_ENTRY },
        },
      });
      type Chunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] };
      const manifest: Record<string, Chunk> = JSON.parse(
        fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"),
      );
      const url = (file: string) => `/assets/islands/${file}`;
      // A chunk's static imports, followed to the end (what the browser fetches before it runs the chunk).
      const importsOf = (key: string, seen = new Set<string>()): Set<string> => {
        for (const dep of manifest[key]?.imports ?? []) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          importsOf(dep, seen);
        }
        return seen;
      };
      const entryImports = importsOf(ISLANDS_ENTRY);
      const lazy: Record<string, string[]> = {};
      for (const key of manifest[ISLANDS_ENTRY].dynamicImports ?? []) {
        const files = [key, ...importsOf(key)].filter((k) => k !== ISLANDS_ENTRY && !entryImports.has(k));
        lazy[manifest[key].name ?? key] = files.map((k) => url(manifest[k].file));
      }
      assets = {
        src: url(manifest[ISLANDS_ENTRY].file),
        preload: [...entryImports].map((k) => url(manifest[k].file)),
        lazy,
      };
    },
  };
}

export default defineConfig({
  resolve: { alias: { "~": app } },
  // The server bundle's entry is our Express app (server/app.ts), which imports the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  ssr: { external: ["better-sqlite3", "pg", "pino", "pino-http"] },
  plugins: [tailwindcss(), reactRouter(), islands()],
});
