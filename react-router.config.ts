import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes-list.ts";

export default {
  appDirectory: "app",
  // A separate BUILD_DIR lets several builds (parallel work, benchmarks) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
