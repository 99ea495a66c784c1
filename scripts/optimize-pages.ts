// Rewrites each prerendered page so that it paints before any other request completes; on a slow phone network
// the first paint used to wait for the stylesheet, and the app's modules competed with it for the bandwidth:
// - the site stylesheet is copied into <head> as a <style>. The <link> stays, for React to hydrate against,
//   but `disabled`: the browser neither fetches nor applies it, and React neither compares nor touches that
//   attribute. Client-side navigations keep the inline copy, since every route shares the one root stylesheet.
// - the app's modules are requested once the first frame has painted instead of from <head>: React Router's
//   modulepreload links leave the HTML and the boot script adds them back, then imports what it imported
//   statically before. Hydration starts a frame later; the prerendered page is on screen all along.
// - a script the page runs first goes at the end of <head>: the one that catches a tap on a booking control
//   before the app has hydrated, for the app to open the lead modal when it has (ADR 028).
// The SPA fallback page (staff area, unknown paths) is left as it is: it shows nothing until its modules run.
// react-router.config.ts runs it when the build ends, before scripts/compress-client.mjs.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const SPA_FALLBACK = "__spa-fallback.html";
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/;
/** Resolves once the next frame has painted; at once in a background tab, where frames do not run. */
const AFTER_FIRST_PAINT =
  'await new Promise((painted) => document.visibilityState === "hidden" ? painted() : requestAnimationFrame(() => setTimeout(painted)));';

/** The page with each local stylesheet link disabled and preceded by the stylesheet's text. */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    // A "</style" inside the CSS (only possible in a string) would end the element early.
    const css = readStylesheet(href).replaceAll("</style", "\\3c/style");
    return `<style>${css}</style>${link.replace("<link ", "<link disabled ")}`;
  });
}

/** The page with its modulepreload links and its boot script's static imports moved after the first paint. */
export function deferModules(html: string): string {
  const boot = html.match(BOOT_SCRIPT);
  if (!boot) throw new Error('No React Router boot script (<script type="module" async>) in the page.');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const names: string[] = [];
  const imports: string[] = [];
  const rest: string[] = [];
  for (const line of (boot[1] ?? "").split("\n")) {
    const staticImport = line.trim().match(STATIC_IMPORT);
    if (staticImport) {
      names.push(staticImport[1] ?? "");
      imports.push(`import(${staticImport[2]})`);
    } else if (/^\s*import\s/.test(line)) {
      throw new Error(`Unexpected import in the boot script: ${line}`);
    } else rest.push(line);
  }
  const script = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names.join(", ")}] = await Promise.all([${imports.join(", ")}]);`,
    ...rest,
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOT_SCRIPT, () => `<script type="module" async="">${script}</script>`);
}

/** The page with `script` as an inline script at the end of its <head>, where it runs before anything shows. */
export function withHeadScript(html: string, script: string): string {
  if (!html.includes("</head>")) throw new Error("No </head> in the page for its inline script.");
  return html.replace("</head>", () => `<script>${script}</script></head>`);
}

async function* pages(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* pages(path);
    else if (entry.isFile() && entry.name.endsWith(".html") && entry.name !== SPA_FALLBACK) yield path;
  }
}

/**
 * Optimizes every prerendered page under the client build directory and adds `headScript` to each; returns
 * how many it rewrote.
 */
export async function optimizePages(clientDir: string, headScript: string): Promise<number> {
  const stylesheets = new Map<string, string>();
  let optimized = 0;
  for await (const path of pages(clientDir)) {
    const html = await readFile(path, "utf8");
    for (const [, href = ""] of html.matchAll(STYLESHEET_LINK)) {
      if (!stylesheets.has(href))
        stylesheets.set(href, (await readFile(join(clientDir, href), "utf8")).trim());
    }
    const styled = inlineStylesheets(html, (href) => stylesheets.get(href) ?? "");
    await writeFile(path, withHeadScript(deferModules(styled), headScript));
    optimized += 1;
  }
  return optimized;
}
