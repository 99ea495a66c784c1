/**
 * Small helpers shared by the illustration generators: compact number formatting (every byte counts when a
 * page inlines several covers), colour mixing and a seeded random source.
 */

export type Pt = readonly [number, number];

/** One decimal is below what a 640 px picture can show, and keeps the markup short. */
export function num(value: number, digits = 1): string {
  const f = 10 ** digits;
  const rounded = Math.round(value * f) / f;
  if (rounded === 0) return "0";
  return String(rounded).replace(/^(-?)0\./, "$1.");
}

/** Path data without the spaces a parser does not need. */
export function tidy(d: string): string {
  return d
    .replace(/\s+/g, " ")
    .replace(/ ?([MLCQZAHV]) ?/gi, "$1")
    .replace(/ -/g, "-")
    .trim();
}

export function pt(p: Pt, digits = 1): string {
  return `${num(p[0], digits)} ${num(p[1], digits)}`;
}

export function add(a: Pt, b: Pt): Pt {
  return [a[0] + b[0], a[1] + b[1]];
}

export function lerpPt(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export function dist(a: Pt, b: Pt): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
}

export function angleOf(a: Pt, b: Pt): number {
  return (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
}

/** Unit vector at an angle in degrees, measured like SVG's rotate(): 0 is +x, 90 is down. */
export function dir(deg: number): Pt {
  const r = (deg * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r)];
}

/**
 * A path written in absolute M/L/C/Q/Z commands, moved to `origin`, turned by `deg` and optionally mirrored
 * across its own x axis first. Shapes stay plain paths (no transform attributes), which is shorter.
 */
export function placePath(d: string, origin: Pt, deg: number, mirror = false, scale = 1): string {
  const [c, s] = dir(deg);
  let isX = true;
  let x = 0;
  const out = d.replace(/[MLCQZ]|-?\d*\.?\d+/g, (token) => {
    if (/[MLCQZ]/.test(token)) return token;
    const v = Number(token) * scale;
    if (isX) {
      x = v;
      isX = false;
      return "";
    }
    isX = true;
    const y = mirror ? -v : v;
    return ` ${num(origin[0] + x * c - y * s)} ${num(origin[1] + x * s + y * c)}`;
  });
  return tidy(out);
}

/** Blends two shapes written with the same commands, so a hairline can turn smoothly from front to profile. */
export function blendPath(a: string, b: string, t: number, mirrorX: boolean): string {
  const bs = b.match(/-?\d*\.?\d+/g) ?? [];
  let i = 0;
  const out = a.replace(/-?\d*\.?\d+/g, (token) => {
    const va = Number(token);
    const vb = Number(bs[i] ?? token);
    const v = va + (vb - va) * t;
    const flip = mirrorX && i % 2 === 0 ? -1 : 1;
    i += 1;
    return ` ${num(v * flip)}`;
  });
  return tidy(out);
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers); `closed` joins the ends smoothly. */
export function smoothPath(points: readonly Pt[], closed: boolean, tension = 1, digits = 1): string {
  const n = points.length;
  const at = (i: number): Pt => {
    if (closed) return points[((i % n) + n) % n] as Pt;
    return points[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  let d = `M${pt(at(0), digits)}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${pt(c1, digits)} ${pt(c2, digits)} ${pt(p2, digits)}`;
  }
  return tidy(`${d}Z`);
}

function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `a` moved towards `b` by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const out = ca.map((v, i) => Math.max(0, Math.min(255, Math.round(v + ((cb[i] ?? v) - v) * t))));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** The same colour in shadow: towards a deep warm brown rather than black, which greys flat colours. */
export function shade(hex: string, amount = 0.14): string {
  return mix(hex, "#2a1f1a", amount);
}

export type Random = () => number;

/** mulberry32: tiny, fast and good enough to vary a picture; the same seed always draws the same picture. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick() needs at least one item");
  return item;
}

export function between(random: Random, low: number, high: number): number {
  return low + (high - low) * random();
}
