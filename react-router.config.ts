import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes-list.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
