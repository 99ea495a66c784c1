// Writes every blog-cover pose at a few times of day, with varied props, as SVG files and one contact sheet
// (index.html, alt text under each), so the house style can be judged by eye.
// Usage: `npx tsx scripts/preview-covers.ts /tmp/covers`, then open /tmp/covers/index.html.
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  blogCoverAlt,
  blogCoverSvg,
  COVER_POSES,
  type CoverProp,
  type CoverSpec,
  type CoverTime,
} from "../app/content/art/blog-cover.ts";

const TIMES: CoverTime[] = ["dawn", "afternoon", "dusk", "night"];

// Rotating prop sets, so each pose is seen with different company across the times.
const PROP_SETS: CoverProp[][] = [
  ["mat", "plant", "tea"],
  ["mat", "block", "window"],
  ["mat", "cushion", "candle", "bowl"],
  ["mat", "lamp", "journal"],
  ["mat", "bolster", "laptop", "water"],
  ["mat", "strap", "fruit", "plant"],
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
}

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? "covers-preview");
  await mkdir(out, { recursive: true });
  const cells: string[] = [];
  let seed = 1;
  for (const pose of COVER_POSES) {
    for (const [t, time] of TIMES.entries()) {
      const props = PROP_SETS[(COVER_POSES.indexOf(pose) + t) % PROP_SETS.length] ?? [];
      const spec: CoverSpec = { pose, time, props };
      const svg = blogCoverSvg(spec, seed);
      const file = `${pose}-${time}.svg`;
      await writeFile(join(out, file), svg);
      const alt = blogCoverAlt(spec);
      cells.push(
        `<figure><img src="${file}" width="640" height="360" alt="${escapeHtml(alt)}"><figcaption>${file} · ${svg.length} B<br>${escapeHtml(alt)}</figcaption></figure>`,
      );
      seed += 1;
    }
  }
  const page = `<!doctype html><meta charset="utf-8"><title>Blog covers</title><style>body{margin:16px;font:13px system-ui;background:#eee}main{display:grid;grid-template-columns:repeat(${TIMES.length},320px);gap:12px}figure{margin:0}img{width:320px;height:auto;display:block}figcaption{color:#444;margin-top:4px}</style><main>${cells.join("")}</main>`;
  await writeFile(join(out, "index.html"), page);
  console.log(`Wrote ${cells.length} covers and index.html to ${out}`);
}

await main();
