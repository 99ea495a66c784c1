import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto.ts";

const APP = resolve(import.meta.dirname, "..");

/** Every source file under app/, tests aside. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

describe("mailtoHref", () => {
  it.each([
    ["hello@harmoniyoga.example", "mailto:hello@harmoniyoga.example"],
    ["hr+yoga@people.northwind.co.uk", "mailto:hr+yoga@people.northwind.co.uk"],
    ["o'connor@example.com", "mailto:o'connor@example.com"],
  ])("links %s as it is", (address, href) => {
    expect(mailtoHref(address)).toBe(href);
  });

  it.each([
    ["a@b.c?bcc=attacker%40evil.example", "mailto:a@b.c%3Fbcc%3Dattacker%2540evil.example"],
    ["q@q.co,victim", "mailto:q@q.co%2Cvictim"],
    ["a@b.c&cc=x@y.z", "mailto:a@b.c%26cc%3Dx@y.z"],
    ['"x"@y.z', "mailto:%22x%22@y.z"],
    ["a b@c.d", "mailto:a%20b@c.d"],
    ["a@b.c;x@y.z", "mailto:a@b.c%3Bx@y.z"],
    ["a@b.c#x", "mailto:a@b.c%23x"],
    ["a@b.c\r\nBcc: x@y.z", "mailto:a@b.c%0D%0ABcc%3A%20x@y.z"],
  ])("escapes a stored %j so that it adds no header", (address, href) => {
    expect(mailtoHref(address)).toBe(href);
    const url = new URL(href);
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
    expect(decodeURIComponent(url.pathname)).toBe(address);
  });

  it("is how every mailto: link in app/ is built", () => {
    const helper = join(APP, "lib/mailto.ts");
    const others = sources(APP).filter(
      (file) => file !== helper && readFileSync(file, "utf8").includes("mailto:"),
    );
    expect(others.map((file) => relative(APP, file))).toEqual([]);
  });
});
