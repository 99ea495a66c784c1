import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferModules, inlineStylesheets, optimizePages, withHeadScript } from "./optimize-pages.ts";

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
    writeFileSync(join(clientDir, "assets/root-3.css"), `${CSS}\n`);
    writeFileSync(join(clientDir, "index.html"), PAGE);
    writeFileSync(join(clientDir, "blog/index.html"), PAGE.replaceAll("Home", "Blog"));
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

  it("puts the head script at the end of the page's head", () => {
    expect(withHeadScript("<html><head><title>Home</title></head><body></body></html>", "x()")).toBe(
      "<html><head><title>Home</title><script>x()</script></head><body></body></html>",
    );
    expect(() => withHeadScript("<p>fragment</p>", "x()")).toThrow("No </head> in the page");
  });

  it("rewrites every prerendered page of a build and leaves the SPA fallback alone", async () => {
    const withScript = OPTIMIZED.replace("</head>", "<script>catchEarlyTaps()</script></head>");
    expect(await optimizePages(clientDir, "catchEarlyTaps()")).toBe(2);
    expect(readFileSync(join(clientDir, "index.html"), "utf8")).toBe(withScript);
    expect(readFileSync(join(clientDir, "blog/index.html"), "utf8")).toBe(
      withScript.replaceAll("Home", "Blog"),
    );
    expect(readFileSync(join(clientDir, "__spa-fallback.html"), "utf8")).toBe(SPA_FALLBACK);
  });
});
