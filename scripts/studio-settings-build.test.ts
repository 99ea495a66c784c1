/**
 * The built site states the studio settings it was built with (docs/decisions/040-studio-settings-and-facts-once.md):
 * built with another studio's file, its pages show that studio's phone, e-mail, addresses and promise, and nothing
 * of the sample studio's; a broken file stops the build with a message naming the field.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { readStudioSettings } from "../contracts/studio-settings-file.ts";

const ROOT = resolve(import.meta.dirname, "..");
const BUILD_DIR = "build-settings-test";
const OTHER_STUDIO = "tests/support/other-studio.settings.yaml";
/** The client build alone: prerendering runs in it, and the server's compile has nothing to do with settings. */
const BUILD_TIMEOUT_MS = 900_000;

/** `npm run build:client`'s build, as from a shell: not in Vitest's test mode, which would build React's development code. */
function build(env: Record<string, string>) {
  const { RESPONSE_PROMISE_HOURS: _promise, NODE_ENV: _mode, VITEST: _vitest, ...rest } = process.env;
  return promisify(execFile)("npx", ["react-router", "build"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...rest, BUILD_DIR, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(extension))
    .map((path) => join(dir, path));
}

afterAll(() => {
  rmSync(join(ROOT, BUILD_DIR), { recursive: true, force: true });
});

describe("a build with another studio's settings file", () => {
  it(
    "shows that studio's phone, e-mail, addresses and 6-hour promise, and none of the sample studio's",
    async () => {
      await build({ STUDIO_SETTINGS: OTHER_STUDIO });
      const client = join(ROOT, BUILD_DIR, "client");
      const page = (path: string) => readFileSync(join(client, path, "index.html"), "utf8");

      const contact = page("contact-us");
      expect(contact).toContain('href="tel:+493023456789"');
      expect(contact).toContain("+49 30 2345 6789");
      expect(contact).toContain('href="mailto:hallo@lotus-atelier.example"');
      expect(contact).toContain("Kastanienallee 12, 10435 Berlin, Germany");
      expect(contact).toMatch(/We typically respond within (<!-- -->)?6 hours/);
      expect(contact).toContain("<title>Contact Us: Office in Berlin | Harmoni Yoga</title>");
      expect(page("")).toContain('href="tel:+493023456789"');
      expect(page("for-businesses")).toContain("firmen@lotus-atelier.example");

      const pages = filesUnder(client, ".html").map((path) => readFileSync(path, "utf8"));
      const scripts = filesUnder(join(client, "assets"), ".js").map((path) => readFileSync(path, "utf8"));
      const everything = [...pages, ...scripts].join("\n");
      // The sample studio's numbers, offices and mailboxes (its story on the About page is content, and the
      // site's own address is SITE_URL, not a setting).
      expect(
        everything.match(/555[- ]01\d\d|Sector 62|Market St|Offices in Noida|@harmoniyoga\.example/g),
      ).toBeNull();
      // Every promise ("within …") follows the setting; the 24 hours' notice to reschedule is the cancellation policy.
      expect(everything.match(/within (<!-- -->)?24 hours/g)).toBeNull();
      expect(page("")).toContain('href="https://pay.lotus-atelier.example/link/LA-TRIAL-1"');
      expect(page("")).toContain('href="https://pay.lotus-atelier.example/link/LA-SOLO"');
      expect(JSON.parse(readFileSync(join(ROOT, BUILD_DIR, "studio-settings.json"), "utf8"))).toEqual(
        readStudioSettings({ STUDIO_SETTINGS: OTHER_STUDIO }),
      );
    },
    BUILD_TIMEOUT_MS,
  );
});

describe("a build with a broken settings file", () => {
  it("stops before building, naming the file, each wrong field and its problem", async () => {
    const dir = mkdtempSync(join(tmpdir(), "studio-settings-"));
    const file = join(dir, "studio.settings.yaml");
    writeFileSync(
      file,
      readFileSync(join(ROOT, OTHER_STUDIO), "utf8")
        .replace('phone: "+49 30 2345 6789"', 'phone: "ring us"')
        .replace("responsePromiseHours: 6", "responsePromiseHours: soon"),
    );
    try {
      const failed = await build({ STUDIO_SETTINGS: file }).then(
        () => undefined,
        (error: { stderr: string }) => error,
      );
      expect(failed?.stderr).toContain(
        `${file} cannot be used:\n` +
          "  - responsePromiseHours: must be a whole number of hours from 1 to 720\n" +
          '  - phone: must be a phone number in international format, such as "+1 (415) 555-0142"\n',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
