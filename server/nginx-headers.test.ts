import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { testConfig } from "#tests/support/config.ts";
import {
  type ManifestEntry,
  NGINX_OWN_HEADERS,
  NginxHeadersError,
  nginxHeaderLines,
  nginxManifest,
  nginxMaps,
} from "./nginx-headers.ts";

let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "harmoni-nginx-headers-"));
  mkdirSync(join(clientDir, "assets"));
  mkdirSync(join(clientDir, "offerings"));
  mkdirSync(join(clientDir, "bad-request"));
  writeFileSync(join(clientDir, "index.html"), "<h1>home</h1><script>window.home = 1;</script>");
  writeFileSync(
    join(clientDir, "offerings", "index.html"),
    "<h1>offerings</h1><script>window.o = 2;</script>",
  );
  writeFileSync(join(clientDir, "bad-request", "index.html"), "<h1>400</h1>");
  writeFileSync(join(clientDir, "__spa-fallback.html"), "<h1>fallback</h1>");
  writeFileSync(join(clientDir, "assets", "app-abc123.js"), "console.log(1);");
  writeFileSync(join(clientDir, "assets", "app-abc123.js.gz"), "not served as a file");
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("the nginx header manifest", () => {
  it("holds, for every URL the server answers with a file, exactly the headers the whole server sends", async () => {
    const config = testConfig({ clientDir, trustProxy: "loopback", publicUrl: "https://yoga.example.com" });
    const entries = await nginxManifest(config);
    const app = await buildApp(config);
    try {
      for (const entry of entries) {
        for (const url of entry.urls) {
          const answer = await app.inject({
            url,
            headers: { "accept-encoding": "identity", "x-forwarded-proto": "https" },
          });
          const decided = Object.entries(answer.headers).filter(([name]) => !NGINX_OWN_HEADERS.has(name));
          expect(Object.fromEntries(decided), url).toEqual(entry.headers);
        }
      }
    } finally {
      await app.close();
    }
    const offerings = entries.find((entry) => entry.file === "/offerings/index.html");
    expect(offerings?.urls).toEqual(["/offerings/index.html", "/offerings/", "/offerings"]);
    expect(offerings?.headers["content-security-policy"]).toMatch(/'sha256-/);
    expect(offerings?.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(offerings?.headers).not.toHaveProperty("etag");
    // The server answers /bad-request itself (400), and never serves a precompressed variant as a file.
    expect(entries.find((entry) => entry.file === "/bad-request/index.html")?.urls).not.toContain(
      "/bad-request",
    );
    expect(entries.map((entry) => entry.file)).not.toContain("/assets/app-abc123.js.gz");
  });

  it("leaves HSTS out when the server would not send it to a visitor who came over HTTPS through nginx", async () => {
    const entries = await nginxManifest(testConfig({ clientDir, trustProxy: false }));
    expect(entries[0]?.headers).not.toHaveProperty("strict-transport-security");
  });

  it("writes the maps with the exceptions only, and an add_header for every header", () => {
    const entries: ManifestEntry[] = [
      { file: "/a.js", urls: ["/a.js"], headers: { "cache-control": "immutable", vary: "Accept-Encoding" } },
      { file: "/b.js", urls: ["/b.js"], headers: { "cache-control": "immutable", vary: "Accept-Encoding" } },
      { file: "/index.html", urls: ["/index.html", "/"], headers: { "cache-control": 'no-cache, "x"' } },
    ];
    const maps = nginxMaps(entries, "test");
    expect(maps).toContain('map $uri $hy_file {\n  default "";\n  "/a.js" "/a.js";');
    expect(maps).toContain('  "/" "/index.html";');
    expect(maps).toContain(
      'map $hy_file $hy_cache_control {\n  default "immutable";\n  "/index.html" "no-cache, \\"x\\"";\n}',
    );
    expect(maps).toContain('map $hy_file $hy_vary {\n  default "Accept-Encoding";\n  "/index.html" "";\n}');
    expect(nginxHeaderLines(entries, "test")).toContain(
      "add_header cache-control $hy_cache_control;\nadd_header vary $hy_vary;",
    );
    const dollar = [{ file: "/$x", urls: ["/$x"], headers: {} }];
    expect(() => nginxMaps(dollar, "test")).toThrow(NginxHeadersError);
  });
});
