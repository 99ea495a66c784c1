import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { serverPackage } from "./write-server-package.ts";

const ROOT = resolve(import.meta.dirname, "..");

describe("serverPackage", () => {
  it("maps the project's extensionless aliases to the compiled .js files, as ES modules", () => {
    const project = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(serverPackage(project)).toEqual({
      private: true,
      type: "module",
      imports: { "#contracts/*": "./contracts/*.js", "#server/*": "./server/*.js" },
    });
  });

  it("leaves out aliases that keep their extension, which no compiled file uses", () => {
    expect(serverPackage({ imports: { "#app/*": "./app/*", "#lib/*": "./lib/*.ts" } }).imports).toEqual({
      "#lib/*": "./lib/*.js",
    });
  });
});
