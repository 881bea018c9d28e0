import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets parallel checkouts/test runs build side by side (server/index.ts reads the same variable).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
