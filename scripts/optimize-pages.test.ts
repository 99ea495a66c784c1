import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeSuspenseBoundaries,
  deferModules,
  inlineStylesheets,
  optimizePages,
  withHeadScript,
  withoutScripts,
} from "./optimize-pages.ts";

const CSS = "body{margin:0}.hero{color:red}";
const PAGE = `<!DOCTYPE html><html lang="en"><head><title>Home</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/><link rel="stylesheet" href="/assets/root-3.css"/></head><body><h1>Home</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-6.js");</script></body></html>`;
const OPTIMIZED = `<!DOCTYPE html><html lang="en"><head><title>Home</title><style>${CSS}</style><link disabled rel="stylesheet" href="/assets/root-3.css"/></head><body><h1>Home</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">await new Promise((painted) => document.visibilityState === "hidden" ? painted() : requestAnimationFrame(() => setTimeout(painted)));
for (const href of ["/assets/manifest-1.js","/assets/framework-2.js"]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")]);
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-6.js");</script></body></html>`;
const SPA_FALLBACK = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-3.css"/></head><body></body></html>`;

describe("optimize-pages", () => {
  let clientDir: string;

  beforeAll(() => {
    clientDir = mkdtempSync(join(tmpdir(), "harmoni-optimize-"));
    mkdirSync(join(clientDir, "assets"));
    mkdirSync(join(clientDir, "blog"));
    mkdirSync(join(clientDir, "bad-request"));
    writeFileSync(join(clientDir, "assets/root-3.css"), `${CSS}\n`);
    writeFileSync(join(clientDir, "index.html"), PAGE);
    writeFileSync(join(clientDir, "blog/index.html"), PAGE.replaceAll("Home", "Blog"));
    writeFileSync(join(clientDir, "bad-request/index.html"), PAGE);
    writeFileSync(join(clientDir, "__spa-fallback.html"), SPA_FALLBACK);
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("inlines the stylesheet, disables its link and starts the modules after the first paint", () => {
    expect(deferModules(inlineStylesheets(PAGE, () => CSS))).toBe(OPTIMIZED);
  });

  it("keeps a stylesheet's closing-tag look-alike from ending the style element", () => {
    const html = inlineStylesheets(PAGE, () => '.a::after{content:"</style>"}');
    expect(html).toContain('<style>.a::after{content:"\\3c/style>"}</style><link disabled rel="stylesheet"');
  });

  it("refuses a boot script with an import it does not know how to defer", () => {
    const page = PAGE.replace(
      'import "/assets/manifest-1.js";',
      'import { a } from "/assets/manifest-1.js";',
    );
    expect(() => deferModules(page)).toThrow(
      'Unexpected import in the boot script: import { a } from "/assets/manifest-1.js";',
    );
    expect(() => deferModules(SPA_FALLBACK)).toThrow(
      'No React Router boot script (<script type="module" async>) in the page.',
    );
  });

  it("takes every script and module preload out of a static page", () => {
    const html = withoutScripts(PAGE);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>Home</title><link rel="stylesheet" href="/assets/root-3.css"/></head><body><h1>Home</h1></body></html>',
    );
  });

  it("puts the head script at the end of the page's head", () => {
    expect(withHeadScript("<html><head><title>Home</title></head><body></body></html>", "x()")).toBe(
      "<html><head><title>Home</title><script>x()</script></head><body></body></html>",
    );
    expect(() => withHeadScript("<p>fragment</p>", "x()")).toThrow("No </head> in the page");
  });

  it("rewrites every prerendered page of a build, the static page without scripts, and leaves the SPA fallback alone", async () => {
    const withScript = OPTIMIZED.replace("</head>", "<script>catchEarlyTaps()</script></head>");
    expect(await optimizePages(clientDir, "catchEarlyTaps()", ["/bad-request"])).toBe(3);
    expect(readFileSync(join(clientDir, "bad-request/index.html"), "utf8")).toBe(
      `<!DOCTYPE html><html lang="en"><head><title>Home</title><style>${CSS}</style><link disabled rel="stylesheet" href="/assets/root-3.css"/></head><body><h1>Home</h1></body></html>`,
    );
    expect(readFileSync(join(clientDir, "index.html"), "utf8")).toBe(withScript);
    expect(readFileSync(join(clientDir, "blog/index.html"), "utf8")).toBe(
      withScript.replaceAll("Home", "Blog"),
    );
    expect(readFileSync(join(clientDir, "__spa-fallback.html"), "utf8")).toBe(SPA_FALLBACK);
  });

  it("moves streamed segments into their boundaries, nested ones too, and drops the scripts that would", () => {
    const streamed = [
      '<main><h1>Home</h1><!--$?--><template id="B:0"></template><!--/$--></main>',
      '<!--$?--><template id="B:1"></template><!--/$-->',
      '<script>$RC=function(a,b){};$RC("B:0","S:0")</script>',
      '<div hidden id="S:0"><section><div>tabs</div><!--$?--><template id="B:2"></template><!--/$--></section></div>',
      '<script>$RC("B:2","S:2")</script>',
      '<div hidden id="S:2"><script>x("</div>")</script><div>faq</div></div>',
      '<script>$RC("B:1","S:1")</script>',
      '<div hidden id="S:1"><footer>foot</footer></div>',
    ].join("");
    expect(completeSuspenseBoundaries(streamed)).toBe(
      [
        '<main><h1>Home</h1><!--$--><section><div>tabs</div><!--$--><script>x("</div>")</script><div>faq</div><!--/$--></section><!--/$--></main>',
        "<!--$--><footer>foot</footer><!--/$-->",
        "<script>$RC=function(a,b){};</script>",
      ].join(""),
    );
    expect(completeSuspenseBoundaries(PAGE)).toBe(PAGE);
  });

  it("refuses a segment it cannot place", () => {
    expect(() => completeSuspenseBoundaries('<script>$RC("B:0","S:0")</script>')).toThrow(
      "Cannot find B:0 and S:0 in the page.",
    );
  });
});
