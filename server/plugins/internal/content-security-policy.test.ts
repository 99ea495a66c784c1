import { describe, expect, it } from "vitest";
import { inlineScripts, pagePolicy, scriptHash } from "./content-security-policy.ts";

describe("inlineScripts", () => {
  it("finds the scripts a browser runs and skips data blocks and external scripts", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/app.js";</script>',
      '<script src="/assets/app.js"></script>',
      '<SCRIPT id="_R_">b()</SCRIPT >',
      "<script type='text/javascript'>c()</script>",
      '<script data-src="x" type=application/json>{"d":1}</script>',
      '<script type="text/x-template"><p>e</p></script>',
      "<script></script>",
    ].join("\n");
    expect(inlineScripts(html)).toEqual(["window.a = 1;", 'import "/assets/app.js";', "b()", "c()", ""]);
  });
});

describe("scriptHash", () => {
  it("is the CSP spec's SHA-256 source of the script's text", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("hashes line breaks as the HTML parser hands them to the browser", () => {
    expect(scriptHash("doWork();\r\n")).toBe(scriptHash("doWork();\n"));
    expect(scriptHash("doWork();\r")).toBe(scriptHash("doWork();\n"));
  });
});

describe("pagePolicy", () => {
  it("allows each inline script once by hash, and never 'unsafe-inline' for scripts", () => {
    const policy = pagePolicy("<script>a()</script><script>a()</script><script>b()</script>", {
      googleTag: true,
    });
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe(
      `script-src 'self' 'strict-dynamic' ${scriptHash("a()")} ${scriptHash("b()")} https://www.googletagmanager.com`,
    );
    expect(policy).not.toContain("unsafe-eval");
  });

  it("names no Google origin when the site is built without the ads tag", () => {
    expect(pagePolicy("<script>a()</script>", { googleTag: false })).toBe(
      [
        "default-src 'self'",
        "base-uri 'none'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        `script-src 'self' 'strict-dynamic' ${scriptHash("a()")}`,
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
      ].join("; "),
    );
  });
});
