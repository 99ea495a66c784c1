// Reports what the home page loads before it is interactive: the JS and CSS that build/client/index.html
// references (module scripts, modulepreload links, stylesheets), raw and gzipped, plus the total of all JS.
// Usage: `node scripts/measure-bundle.mjs [buildDir]` (default: build). `--json` prints machine-readable output.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const buildDir = args.find((arg) => !arg.startsWith("--")) ?? "build";
const clientDir = join(buildDir, "client");

/** Attribute values of every tag `name` in the HTML, e.g. tagAttributes(html, "link"). */
function tagAttributes(html, name) {
  const tags = html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
  return tags.map((tag) => {
    const attributes = {};
    for (const [, key, double, single, bare] of tag.matchAll(
      /([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attributes[key.toLowerCase()] = double ?? single ?? bare ?? true;
    }
    return attributes;
  });
}

function isLocalAsset(href) {
  return typeof href === "string" && href.startsWith("/") && !href.startsWith("//");
}

async function sizeOf(relativePath) {
  const bytes = await readFile(join(clientDir, relativePath.replace(/^\//, "")));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

async function sumSizes(paths) {
  const files = await Promise.all(paths.map(async (path) => ({ path, ...(await sizeOf(path)) })));
  return {
    files,
    raw: files.reduce((total, file) => total + file.raw, 0),
    gzip: files.reduce((total, file) => total + file.gzip, 0),
  };
}

async function allFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const html = await readFile(join(clientDir, "index.html"), "utf8");
const scripts = tagAttributes(html, "script")
  .filter((tag) => tag.type === "module")
  .map((tag) => tag.src);
const links = tagAttributes(html, "link");
const preloads = links.filter((tag) => tag.rel === "modulepreload").map((tag) => tag.href);
const stylesheets = links.filter((tag) => tag.rel === "stylesheet").map((tag) => tag.href);

const homeJs = await sumSizes([...new Set([...scripts, ...preloads].filter(isLocalAsset))]);
const homeCss = await sumSizes([...new Set(stylesheets.filter(isLocalAsset))]);
const jsFiles = (await allFiles(clientDir))
  .filter((file) => file.endsWith(".js"))
  .map((file) => file.slice(clientDir.length));
const allJs = await sumSizes(jsFiles);

const report = {
  buildDir,
  homeJs,
  homeCss,
  homeTotal: { raw: homeJs.raw + homeCss.raw, gzip: homeJs.gzip + homeCss.gzip },
  allJs: { count: allJs.files.length, raw: allJs.raw, gzip: allJs.gzip },
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const line = (label, { raw, gzip }) =>
  `${label.padEnd(34)} ${String(raw).padStart(9)} B (${kb(raw)})  gzip ${String(gzip).padStart(8)} B (${kb(gzip)})`;

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`Home page (${join(clientDir, "index.html")})`);
  for (const file of homeJs.files) console.log(line(`  ${file.path}`, file));
  for (const file of homeCss.files) console.log(line(`  ${file.path}`, file));
  console.log(line(`Initial JS (${homeJs.files.length} files)`, homeJs));
  console.log(line(`Initial CSS (${homeCss.files.length} files)`, homeCss));
  console.log(line("Initial JS + CSS", report.homeTotal));
  console.log(line(`All JS in the build (${allJs.files.length} files)`, allJs));
}
