import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes-list.ts";
import { optimizePages } from "./scripts/optimize-pages.ts";

export default {
  appDirectory: "app",
  // A separate BUILD_DIR lets several builds (parallel work, benchmarks) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    const optimized = await optimizePages(clientDir);
    console.log(
      `optimize-pages: inlined the stylesheet and deferred the modules of ${optimized} pages in ${clientDir}`,
    );
  },
} satisfies Config;
