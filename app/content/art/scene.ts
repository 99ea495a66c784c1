/**
 * Backdrops: a room with a window, or a park, lit for a time of day. Shared by the blog covers and the page
 * illustrations so every picture on the site sits in the same world.
 */
import { CLAY, SAGE, SAND } from "./props.ts";
import { between, num as exactNum, mix, pick, type Random, shade, tidy } from "./svg.ts";

// Scenery is drawn in whole pixels: nobody sees a tenth of a pixel on a wall, and it keeps covers small.
const num = (value: number): string => exactNum(value, 0);

export const TIMES = ["dawn", "morning", "afternoon", "dusk", "night"] as const;
export type Time = (typeof TIMES)[number];

export interface Light {
  /** Sky, top then horizon. */
  sky: [string, string];
  sun: string;
  /** Sun or moon height in the sky, 0 (horizon) to 1 (high). */
  sunHeight: number;
  wall: string;
  floor: string;
  /** Near and far hills. */
  hills: [string, string];
  night: boolean;
}

const LIGHTS: Record<Time, Light> = {
  dawn: {
    sky: ["#f2c4bd", "#fbe5d2"],
    sun: "#f4a98a",
    sunHeight: 0.15,
    wall: "#f8ece5",
    floor: "#efdcd0",
    hills: ["#c9b4ae", "#a6b8a6"],
    night: false,
  },
  morning: {
    sky: ["#d6e8e4", "#f6f4e8"],
    sun: "#f2c98e",
    sunHeight: 0.55,
    wall: "#f1f5ef",
    floor: "#ede3d3",
    hills: ["#b7cfbd", "#8fb39a"],
    night: false,
  },
  afternoon: {
    sky: ["#c9e0de", "#f4eedf"],
    sun: "#f0bd74",
    sunHeight: 0.85,
    wall: "#f7f1e6",
    floor: "#e8d9c2",
    hills: ["#aecbb5", "#7fa68a"],
    night: false,
  },
  dusk: {
    sky: ["#a98598", "#f0ae8c"],
    sun: "#e07c58",
    sunHeight: 0.12,
    wall: "#f0ddd3",
    floor: "#e0c8b8",
    hills: ["#9e8a95", "#6f8479"],
    night: false,
  },
  night: {
    sky: ["#1d2842", "#3a4c70"],
    sun: "#f7f0dc",
    sunHeight: 0.7,
    wall: "#3b4861",
    floor: "#2e384d",
    hills: ["#2f3e55", "#26344a"],
    night: true,
  },
};

/** The light for a time, nudged per picture so two dusks are not the same dusk. */
export function lightFor(time: Time, random: Random): Light {
  const base = LIGHTS[time];
  const tint = pick(random, [SAGE[1], CLAY[0], SAND[3], "#c9b6c4"]);
  const amount = base.night ? 0.04 : between(random, 0.04, 0.14);
  return { ...base, wall: mix(base.wall, tint, amount), floor: mix(base.floor, tint, amount * 0.6) };
}

function p(d: string, colour: string, extra = ""): string {
  return `<path d="${tidy(d)}" fill="${colour}"${extra}/>`;
}

export function skyGradient(id: string, light: Light): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.sky[0]}"/><stop offset="1" stop-color="${light.sky[1]}"/></linearGradient>`;
}

/** Paper grain: a few faint dots repeated; far cheaper to paint than a turbulence filter. */
export function grainPattern(id: string, night: boolean): string {
  const ink = night ? "#ffffff" : "#5b4a3a";
  // Dots scattered unevenly over an odd-sized tile, so the repeat does not read as a grid.
  const dots = [
    [2, 3, 0.8],
    [9.5, 1.5, 0.6],
    [6, 9, 0.9],
    [14, 7, 0.5],
    [11, 14.5, 0.7],
    [3.5, 15, 0.5],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join("");
  return `<pattern id="${id}" width="17" height="17" patternUnits="userSpaceOnUse"><g fill="${ink}">${dots}</g></pattern>`;
}

export function grain(id: string, w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#${id})" opacity=".09"/>`;
}

/** A sun (with a soft halo) or, at night, a crescent moon and a few stars. */
export function sunOrMoon(cx: number, cy: number, r: number, light: Light): string {
  if (!light.night) {
    return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 1.7)}" fill="${light.sun}" opacity=".25"/><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${light.sun}"/>`;
  }
  const stars = [
    [-2.2, 0.6],
    [1.8, -0.8],
    [2.6, 1.2],
    [-1.4, -1.4],
  ]
    .map(([dx, dy]) => `<circle cx="${num(cx + (dx ?? 0) * r)}" cy="${num(cy + (dy ?? 0) * r)}" r="1.3"/>`)
    .join("");
  // The crescent is one shape (outer arc, then a flatter inner arc back), so no sky-coloured disc has to
  // match a graded sky to carve it.
  const crescent = `M${num(cx)} ${num(cy - r)}A${num(r)} ${num(r)} 0 1 0 ${num(cx)} ${num(cy + r)}A${num(r * 0.55)} ${num(r)} 0 1 1 ${num(cx)} ${num(cy - r)}z`;
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 1.8)}" fill="${light.sun}" opacity=".08"/><path d="${crescent}" fill="${light.sun}" transform="rotate(-25 ${num(cx)} ${num(cy)})"/><g fill="#f7f0dc" opacity=".8">${stars}</g>`;
}

/** Two rolling hills across a band of sky, from y to y + h. */
export function hills(x: number, y: number, w: number, h: number, light: Light, random: Random): string {
  const a = between(random, 0.3, 0.6);
  const far = `M${num(x)} ${num(y + h * a)}C${num(x + w * 0.3)} ${num(y + h * (a - 0.3))} ${num(x + w * 0.6)} ${num(y + h * 0.5)} ${num(x + w)} ${num(y + h * 0.35)}V${num(y + h)}H${num(x)}z`;
  const near = `M${num(x)} ${num(y + h * 0.8)}C${num(x + w * 0.4)} ${num(y + h * 0.5)} ${num(x + w * 0.7)} ${num(y + h * 0.95)} ${num(x + w)} ${num(y + h * 0.65)}V${num(y + h)}H${num(x)}z`;
  return p(far, light.hills[0]) + p(near, light.hills[1]);
}

export type WindowShape = "arch" | "panes" | "round";

export interface WindowSpec {
  x: number;
  y: number;
  w: number;
  h: number;
  shape: WindowShape;
}

function windowOutline(win: WindowSpec): string {
  const { x, y, w, h } = win;
  const r = w / 2;
  if (win.shape === "arch")
    return `M${num(x)} ${num(y + h)}V${num(y + r)}a${num(r)} ${num(r)} 0 0 1 ${num(w)} 0V${num(y + h)}z`;
  if (win.shape === "round")
    return `M${num(x)} ${num(y + r)}a${num(r)} ${num(r)} 0 1 1 ${num(w)} 0a${num(r)} ${num(r)} 0 1 1-${num(w)} 0z`;
  return `M${num(x + 6)} ${num(y)}h${num(w - 12)}a6 6 0 0 1 6 6V${num(y + h)}H${num(x)}V${num(y + 6)}a6 6 0 0 1 6-6z`;
}

/** A window onto the sky of the hour: sky, sun or moon, hills, frame, glazing bars and a sill. */
export function windowView(
  win: WindowSpec,
  light: Light,
  ids: { sky: string; clip: string },
  random: Random,
): string {
  const skyId = ids.sky;
  const clipId = ids.clip;
  const { x, y, w } = win;
  // A round window is as tall as it is wide, whatever height was asked for.
  const h = win.shape === "round" ? w : win.h;
  const outline = windowOutline({ ...win, h });
  const frame = light.night ? "#6c7d96" : mix(SAGE[2], light.wall, 0.15);
  const sunX = x + w * between(random, 0.28, 0.72);
  const sunY = y + h * (0.78 - light.sunHeight * 0.5);
  let inner = p(outline, `url(#${skyId})`);
  inner += sunOrMoon(sunX, sunY, Math.min(w, h) * 0.13, light);
  const hillTop = y + h * 0.62;
  inner += hills(x, hillTop, w, y + h - hillTop, light, random);
  const bars =
    win.shape === "round"
      ? `M${num(x + w / 2)} ${num(y)}v${num(h)}M${num(x)} ${num(y + h / 2)}h${num(w)}`
      : `M${num(x + w / 2)} ${num(y + (win.shape === "arch" ? 0 : 4))}V${num(y + h)}M${num(x)} ${num(y + h * 0.45)}h${num(w)}`;
  // The view is clipped to the glass, so hills and sun never spill past an arch or a circle.
  let out = `<clipPath id="${clipId}"><path d="${tidy(outline)}"/></clipPath><g clip-path="url(#${clipId})">${inner}</g>`;
  out += `<path d="${tidy(bars)}" stroke="${frame}" stroke-width="5"/>`;
  out += p(outline, "none", ` stroke="${frame}" stroke-width="8"`);
  if (win.shape !== "round")
    out += `<rect x="${num(x - 14)}" y="${num(y + h - 2)}" width="${num(w + 28)}" height="11" rx="5" fill="${light.night ? "#55647c" : SAND[2]}"/>`;
  return out;
}

/** A soft organic blob, like the one behind the home hero's figure. */
export function blob(cx: number, cy: number, rx: number, ry: number, colour: string, random: Random): string {
  const k = () => between(random, 0.85, 1.12);
  const pts = [
    [cx - rx * k(), cy],
    [cx, cy - ry * k()],
    [cx + rx * k(), cy],
    [cx, cy + ry * k()],
  ] as const;
  const [l, t, r, b] = pts;
  const c = 0.56;
  const d = `M${num(l[0])} ${num(l[1])}C${num(l[0])} ${num(l[1] - ry * c)} ${num(t[0] - rx * c)} ${num(t[1])} ${num(t[0])} ${num(t[1])}S${num(r[0])} ${num(r[1] - ry * c)} ${num(r[0])} ${num(r[1])}S${num(b[0] + rx * c)} ${num(b[1])} ${num(b[0])} ${num(b[1])}S${num(l[0])} ${num(l[1] + ry * c)} ${num(l[0])} ${num(l[1])}z`;
  return p(d, colour);
}

/** A small leaf floating free, the home hero's signature flourish. */
export function leaf(x: number, y: number, size: number, colour: string, flip: boolean): string {
  const s = flip ? -1 : 1;
  return p(
    `M${num(x)} ${num(y)}c${num(s * size * 0.4)}-${num(size * 0.8)} ${num(s * size * 1.2)}-${num(size)} ${num(s * size * 1.8)}-${num(size * 0.8)}c-${num(s * size * 0.3)} ${num(size * 0.7)}-${num(s * size)} ${num(size * 1.1)}-${num(s * size * 1.8)} ${num(size * 0.8)}z`,
    colour,
  );
}

/** A rounded tree on a trunk, for park scenes. */
export function tree(x: number, ground: number, size: number, leafColour: string): string {
  return (
    `<path d="M${num(x)} ${num(ground)}v-${num(size * 0.9)}" stroke="${CLAY[3]}" stroke-width="${num(size * 0.12)}"/>` +
    `<ellipse cx="${num(x)}" cy="${num(ground - size * 1.1)}" rx="${num(size * 0.55)}" ry="${num(size * 0.7)}" fill="${leafColour}"/>` +
    `<ellipse cx="${num(x - size * 0.12)}" cy="${num(ground - size * 1.25)}" rx="${num(size * 0.3)}" ry="${num(size * 0.4)}" fill="${shade(leafColour, -0.08)}" opacity=".5"/>`
  );
}
