import { describe, expect, it } from "vitest";
import {
  blogCoverAlt,
  blogCoverSvg,
  COVER_BUDGET,
  COVER_POSES,
  COVER_PROPS,
  COVER_TIMES,
  type CoverPose,
  type CoverProp,
  type CoverSpec,
  MAX_COVER_PROPS,
} from "./blog-cover.ts";

/** Tags open and close in order; a self-closing tag stands alone. Enough to catch a broken template. */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (name === undefined) return false;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0;
}

function ids(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? "");
}

/** Every url(#…) points at an id in the same picture, and nothing points outside it. */
function referencesResolve(svg: string): boolean {
  const own = new Set(ids(svg));
  const refs = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1] ?? "");
  return refs.every((ref) => own.has(ref));
}

const POSE_WORDS: Record<CoverPose, string> = {
  mountain: "mountain pose",
  tree: "tree pose",
  warrior: "warrior",
  triangle: "triangle pose",
  lunge: "lunge",
  seated: "cross-legged",
  twist: "twist",
  child: "child's pose",
  cobra: "cobra pose",
  bridge: "bridge pose",
  "forward-fold": "forward fold",
  reclined: "reclined",
  walking: "walk",
  cooking: "cooking",
  reading: "reading",
};

const PROP_WORDS: Record<CoverProp, string> = {
  mat: "mat",
  block: "block",
  strap: "strap",
  cushion: "cushion",
  bolster: "bolster",
  plant: "plant",
  tea: "tea",
  bowl: "bowl",
  candle: "candle",
  laptop: "laptop",
  journal: "journal",
  water: "water bottle",
  fruit: "fruit",
  window: "window",
  lamp: "lamp",
};

const SAMPLE: CoverSpec = { pose: "lunge", time: "dusk", props: ["mat", "block", "plant"] };

describe("blogCoverSvg", () => {
  it("draws the same picture for the same spec and seed", () => {
    expect(blogCoverSvg(SAMPLE, 7)).toBe(blogCoverSvg({ ...SAMPLE, props: [...SAMPLE.props] }, 7));
  });

  it("renders every pose at every time of day as a small, well-formed, standalone SVG", () => {
    let seed = 1;
    for (const pose of COVER_POSES) {
      for (const time of COVER_TIMES) {
        const props = [
          COVER_PROPS[seed % COVER_PROPS.length],
          COVER_PROPS[(seed * 7) % COVER_PROPS.length],
          "mat",
        ];
        const svg = blogCoverSvg({ pose, time, props: [...new Set(props)] as CoverProp[] }, seed);
        seed += 1;
        const label = `${pose} at ${time}`;
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"'), label).toBe(
          true,
        );
        expect(svg, label).toContain('width="640" height="360" role="img"');
        expect(tagsBalance(svg), label).toBe(true);
        expect(svg.length, label).toBeLessThan(COVER_BUDGET);
        expect(svg, label).not.toMatch(
          /<(script|image|title|text|foreignObject)\b|href=|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg")/,
        );
        expect(new Set(ids(svg)).size, label).toBe(ids(svg).length);
        expect(referencesResolve(svg), label).toBe(true);
        expect(svg, label).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
  });

  it("stays under budget with a crowded spec, drawing at most MAX_COVER_PROPS props", () => {
    const heavy: CoverProp[] = ["laptop", "plant", "strap", "fruit", "journal", "lamp", "bolster", "window"];
    let seed = 100;
    for (const pose of COVER_POSES) {
      for (const time of COVER_TIMES) {
        const svg = blogCoverSvg({ pose, time, props: [...heavy, ...COVER_PROPS] }, seed++);
        expect(svg.length, `${pose} at ${time}`).toBeLessThan(COVER_BUDGET);
        expect(tagsBalance(svg), `${pose} at ${time}`).toBe(true);
      }
    }
    const alt = blogCoverAlt({ pose: "seated", time: "dawn", props: [...heavy] });
    expect(heavy.slice(0, MAX_COVER_PROPS).every((prop) => alt.includes(PROP_WORDS[prop]))).toBe(true);
    expect(alt).not.toContain("bolster");
  });

  it("gives 42 posts with the same spec 42 different pictures", () => {
    const covers = new Set(Array.from({ length: 42 }, (_, i) => blogCoverSvg(SAMPLE, i + 1)));
    expect(covers.size).toBe(42);
  });

  it("prefixes ids per picture, so covers can share a page", () => {
    const a = ids(blogCoverSvg(SAMPLE, 1));
    const b = ids(blogCoverSvg(SAMPLE, 2));
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });
});

describe("blogCoverAlt", () => {
  it("names the pose, the time and every prop", () => {
    for (const pose of COVER_POSES) {
      for (const prop of COVER_PROPS) {
        const alt = blogCoverAlt({ pose, time: "morning", props: [prop] });
        expect(alt, `${pose} + ${prop}`).toContain(POSE_WORDS[pose]);
        expect(alt.toLowerCase(), `${pose} + ${prop}`).toContain(PROP_WORDS[prop]);
        expect(alt, `${pose} + ${prop}`).toContain("in the morning");
      }
    }
  });

  it("reads as one sentence", () => {
    expect(blogCoverAlt(SAMPLE)).toBe(
      "Illustration of a person in a low lunge with arms raised on a mat at dusk, beside a yoga block and a potted plant.",
    );
    expect(blogCoverAlt({ pose: "cooking", time: "night", props: ["bowl", "fruit"] })).toBe(
      "Illustration of a person cooking at a kitchen counter at night, with a mixing bowl and a bowl of fruit.",
    );
  });
});
