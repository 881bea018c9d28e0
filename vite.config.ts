import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server bundle's entry is our Express app (server/app.ts), which imports the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  ssr: { external: ["better-sqlite3", "pg", "pino", "pino-http"] },
  plugins: [tailwindcss(), reactRouter()],
});
