import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { API_PREFIX } from "./contracts/endpoint.ts";
import { chunkFiles } from "./scripts/vite-chunk-files.ts";
import { studioSettingsPlugin } from "./scripts/vite-studio-settings.ts";
import { loadEnvFile } from "./server/env-file.ts";

// The build reads the same `.env` (or ENV_FILE) as the server, so the settings it writes into the pages and
// the ones the server checks them against come from one place (README.md, Configure).
loadEnvFile();

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup["name"], (...args: never) => unknown>
>[1];

/**
 * Public, build-time settings the browser may see (.env.example); nothing secret belongs here. The studio's
 * own facts come from studio.settings.yaml instead (scripts/vite-studio-settings.ts).
 */
const PUBLIC_ENV = ["SITE_URL"];

const LUCIDE_NAMED = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * Rewrites `import { Phone } from "lucide-react"` into one import per icon file. Through the barrel, every
 * icon the site uses looks imported by every module that imports any icon; per-file imports let chunking
 * see which module uses which icon.
 */
function lucideIconImports(): Plugin {
  const barrel = readFileSync(fromRoot("node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of barrel.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g,
  )) {
    for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return {
    name: "harmoni:lucide-icon-imports",
    transform(code, id) {
      if (id.includes("node_modules") || !code.includes("lucide-react")) return null;
      return code.replace(LUCIDE_NAMED, (_statement, keyword: string, list: string) =>
        list
          .split(",")
          .map((specifier) => specifier.trim())
          .filter(Boolean)
          .map((specifier) => {
            const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
            const file = files.get(imported);
            if (!file) return `${keyword} { ${specifier} } from "lucide-react";`;
            return keyword === "import"
              ? `import ${local} from "lucide-react/icons/${file}";`
              : `export { default as ${local} } from "lucide-react/icons/${file}";`;
          })
          .join("\n"),
      );
    },
  };
}

/**
 * The shell chunk holds what these modules import statically (not the two route modules themselves), so
 * what they load lazily (the footer, the dialogs) stays out of it.
 */
const SHELL_ROUTES = ["app/root.tsx", "app/routes/public-layout.tsx"].map(fromRoot);
/**
 * Every public route's `meta`, and the hero frame every public page but the payment result opens with:
 * on their own they were one more request each for a few hundred bytes.
 */
const SHELL_ROOTS = [
  ...SHELL_ROUTES,
  ...["app/lib/page-meta.ts", "app/components/layout/hero-frame.tsx"].map(fromRoot),
];

function fromRoot(path: string): string {
  return fileURLToPath(new URL(path, import.meta.url));
}
const shells = new WeakMap<ChunkingContext, Set<string>>();

function shellModules(context: ChunkingContext): Set<string> {
  let shell = shells.get(context);
  if (shell) return shell;
  shell = new Set();
  const queue = [...SHELL_ROOTS];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (shell.has(id)) continue;
    shell.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  shells.set(context, shell);
  return shell;
}

function shellChunk(moduleId: string, context: ChunkingContext): string | null {
  // Each route module stays an entry of its own; the site stylesheet stays the root route's.
  if (SHELL_ROUTES.includes(moduleId) || moduleId.endsWith(".css")) return null;
  return shellModules(context).has(moduleId) ? "shell" : null;
}

export default defineConfig({
  envPrefix: PUBLIC_ENV,
  plugins: [studioSettingsPlugin(), tailwindcss(), reactRouter(), lucideIconImports(), chunkFiles()],
  resolve: {
    // Only the bare "zod": app/lib/zod-jitless.ts itself imports "zod/v4", the same modules.
    alias: [{ find: /^zod$/, replacement: fromRoot("app/lib/zod-jitless.ts") }],
  },
  build: {
    rolldownOptions: {
      output: {
        // Every page loads the route manifest, which names each route's module and its imports: bare
        // content hashes keep it ~400 B gzipped smaller than "admin-dashboard-<hash>.js" names would.
        entryFileNames: "assets/[hash].js",
        chunkFileNames: "assets/[hash].js",
        // React, React DOM and React Router load on every page: one long-cached chunk instead of four
        // requests. The public shell (root, header, the lead-capture trigger) forms one more:
        // as a dozen tiny chunks it gzipped ~4 KB larger. Icons the shell does not use are left to the
        // default splitting: grouped into the shell, the icons of sections rendered lazily (home below
        // the fold) came back into every page's initial load (~2 KB gzipped on the home page).
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: shellChunk },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { [API_PREFIX]: "http://127.0.0.1:3000" },
  },
});
