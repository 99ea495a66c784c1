import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes-list.ts";
import { earlyBookingTapScript } from "./app/features/lead-capture/early-booking-tap-script.ts";
import { BAD_REQUEST_PAGE_PATH } from "./contracts/error-pages.ts";
import { BUILT_SETTINGS_FILE, readStudioSettings } from "./contracts/studio-settings-file.ts";
import { enforceBudget } from "./scripts/check-budget.ts";
import { optimizePages } from "./scripts/optimize-pages.ts";
import { builtChunkFiles } from "./scripts/vite-chunk-files.ts";

export default {
  appDirectory: "app",
  // A separate BUILD_DIR lets several builds (parallel work, benchmarks) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    const leadModalFiles = await builtChunkFiles(
      reactRouterConfig.buildDirectory,
      join(viteConfig.root, "app/features/lead-capture/lead-modal.tsx"),
    );
    const earlyTapScript = await earlyBookingTapScript(leadModalFiles);
    const optimized = await optimizePages(clientDir, earlyTapScript, [BAD_REQUEST_PAGE_PATH]);
    console.log(
      `optimize-pages: inlined the stylesheet, deferred the modules and added the early booking tap script (${Buffer.byteLength(earlyTapScript)} B) to ${optimized} pages in ${clientDir}`,
    );
    // Weighs the pages as served, so after optimizePages; throwing here fails `npm run build`.
    await enforceBudget(clientDir, join(viteConfig.root, "budget.config.json"));
    // The pages now state these settings (the promise, the phone…): the server refuses to run them with others.
    await writeFile(
      join(reactRouterConfig.buildDirectory, BUILT_SETTINGS_FILE),
      `${JSON.stringify(readStudioSettings(process.env), null, 2)}\n`,
    );
  },
} satisfies Config;
