// Rewrites each prerendered page so that it paints before any other request completes; on a slow phone network
// the first paint used to wait for the stylesheet, and the app's modules competed with it for the bandwidth:
// - the site stylesheet is copied into <head> as a <style>. The <link> stays, for React to hydrate against,
//   but `disabled`: the browser neither fetches nor applies it, and React neither compares nor touches that
//   attribute. Client-side navigations keep the inline copy, since every route shares the one root stylesheet.
// - the app's modules are requested once the first frame has painted instead of from <head>: React Router's
//   modulepreload links leave the HTML and the boot script adds them back, then imports what it imported
//   statically before. Hydration starts a frame later; the prerendered page is on screen all along.
// - React streams the parts of a page that waited on lazy code (the home page below the fold, the footer) after
//   the rest, as hidden segments an inline script moves into place, batched into a later frame. The build has them
//   all, so they are moved into place here: the page reads the same without scripts, a phone paints it in one go,
//   and React hydrates the boundaries as already complete, as it would after that script.
// - a script the page runs first goes at the end of <head>: the one that catches a tap on a booking control
//   before the app has hydrated, for the app to open the lead modal when it has (ADR 028).
// The SPA fallback page (staff area, unknown paths) is left as it is: it shows nothing until its modules run.
// Static pages (the bad-request page, contracts/error-pages.ts) are served at addresses other than their own, where
// the app would hydrate into a different route; they keep the inline stylesheet and lose every script.
// react-router.config.ts runs it when the build ends, before scripts/compress-client.mjs.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const SPA_FALLBACK = "__spa-fallback.html";
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ANY_SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
/** React's call that moves segment S:n into boundary B:n; alone in its script, or last in the one defining it. */
const COMPLETE_BOUNDARY = /\$RC\("(B:\d+)","(S:\d+)"\)/;
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

/** The index just past the `</div>` that closes the element whose content starts at `from`; scripts are skipped. */
function endOfDiv(html: string, from: number): number {
  const tag = /<script\b[\s\S]*?<\/script>|<div[\s>]|<\/div>/g;
  tag.lastIndex = from;
  let depth = 1;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[0].startsWith("<div")) depth += 1;
    else if (match[0] === "</div>" && --depth === 0) return tag.lastIndex;
  }
  throw new Error("A streamed segment is not closed.");
}

/** The page with each streamed Suspense segment moved into its boundary and the scripts that would move it gone. */
export function completeSuspenseBoundaries(html: string): string {
  let page = html;
  for (let call = page.match(COMPLETE_BOUNDARY); call; call = page.match(COMPLETE_BOUNDARY)) {
    const [text, boundaryId = "", segmentId = ""] = call;
    const open = `<div hidden id="${segmentId}">`;
    const segmentStart = page.indexOf(open);
    const pending = `<!--$?--><template id="${boundaryId}"></template>`;
    const boundaryStart = page.indexOf(pending);
    const boundaryEnd = page.indexOf("<!--/$-->", boundaryStart);
    if (boundaryStart === -1 || boundaryEnd === -1 || segmentStart < boundaryEnd)
      throw new Error(`Cannot find ${boundaryId} and ${segmentId} in the page.`);
    if (page.slice(boundaryStart + pending.length, boundaryEnd).includes("<!--$"))
      throw new Error(`The fallback of ${boundaryId} holds another boundary.`);
    const segmentEnd = endOfDiv(page, segmentStart + open.length);
    const content = page.slice(segmentStart + open.length, segmentEnd - "</div>".length);
    // The segment comes after its boundary in the stream, so cutting it first leaves the boundary where it was.
    page = page.slice(0, segmentStart) + page.slice(segmentEnd);
    page = `${page.slice(0, boundaryStart)}<!--$-->${content}${page.slice(boundaryEnd)}`;
    page = page.replace(text, "").replace("<script></script>", "");
  }
  return page;
}

/** The page without its scripts and modulepreload links: it never hydrates. */
export function withoutScripts(html: string): string {
  return html.replace(MODULE_PRELOAD, "").replace(ANY_SCRIPT, "");
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
 * Optimizes every prerendered page under the client build directory and adds `headScript` to each; returns how
 * many it rewrote. `staticPaths` (URL paths such as "/bad-request") name the pages that are served without scripts,
 * the head script included.
 */
export async function optimizePages(
  clientDir: string,
  headScript: string,
  staticPaths: readonly string[] = [],
): Promise<number> {
  const staticFiles = new Set(staticPaths.map((path) => join(clientDir, path, "index.html")));
  const stylesheets = new Map<string, string>();
  let optimized = 0;
  for await (const path of pages(clientDir)) {
    const html = await readFile(path, "utf8");
    for (const [, href = ""] of html.matchAll(STYLESHEET_LINK)) {
      if (!stylesheets.has(href))
        stylesheets.set(href, (await readFile(join(clientDir, href), "utf8")).trim());
    }
    const inlined = inlineStylesheets(
      completeSuspenseBoundaries(html),
      (href) => stylesheets.get(href) ?? "",
    );
    await writeFile(
      path,
      staticFiles.has(path) ? withoutScripts(inlined) : withHeadScript(deferModules(inlined), headScript),
    );
    optimized += 1;
  }
  return optimized;
}
