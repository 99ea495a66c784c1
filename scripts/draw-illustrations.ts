// Draws the site's people illustrations (offerings, category heroes, For Businesses) with the shared figure
// module, in the house style of the home hero and the blog covers (docs/design.md, Imagery).
// Usage: `npx tsx scripts/draw-illustrations.ts [publicDir]`; it overwrites the SVGs under public/images and
// prints each file's size. The alt texts in app/content describe these pictures: change both together.
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { drawFigure, type FigurePose, type FigureStyle, type Placement } from "../app/content/art/figure.ts";
import * as P from "../app/content/art/props.ts";
import { CLAY, INK, SAGE, SAND } from "../app/content/art/props.ts";
import {
  blob,
  grain,
  grainPattern,
  hills,
  leaf,
  lightFor,
  skyGradient,
  sunOrMoon,
  type Time,
  tree,
  type WindowShape,
  windowView,
} from "../app/content/art/scene.ts";
import { mix, num, seededRandom, shade } from "../app/content/art/svg.ts";

/** The size every file must stay under. */
const BUDGET = 8000;

interface Room {
  /** Prefix for the ids inside this picture. */
  id: string;
  width: number;
  height: number;
  time: Time;
  seed: number;
  /** Where the wall meets the floor. */
  horizon: number;
  outdoor?: boolean;
  window?: { x: number; bottom: number; w: number; h: number; shape: WindowShape };
  /** The soft shape behind the person, like the home hero's. */
  halo?: { x: number; y: number; rx: number; ry: number; tint: string };
  /** Everything in front of the backdrop, in drawing order. */
  layers: string[];
  /** Leave out the paper grain, for a busy picture that needs its bytes elsewhere. */
  smooth?: boolean;
}

function svgOpen(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`;
}

/** A room (or park) lit for its hour, then the layers, then paper grain. */
function room(r: Room): string {
  const random = seededRandom(r.seed);
  const light = lightFor(r.time, random);
  const ids = { sky: `${r.id}s`, clip: `${r.id}w`, grain: `${r.id}g` };
  let defs = r.smooth ? "" : grainPattern(ids.grain, light.night);
  let back = "";
  if (r.outdoor) {
    defs += skyGradient(ids.sky, light);
    back += `<rect width="${r.width}" height="${r.height}" fill="url(#${ids.sky})"/>`;
    back += sunOrMoon(r.width * 0.78, 70, 24, light);
    back += hills(0, r.horizon - 110, r.width, 114, light, random);
    back +=
      tree(r.width * 0.12, r.horizon - 6, 46, SAGE[4]) + tree(r.width * 0.9, r.horizon - 2, 36, SAGE[3]);
    back += `<rect y="${r.horizon}" width="${r.width}" height="${r.height - r.horizon}" fill="${mix(SAGE[1], light.floor, 0.35)}"/>`;
  } else {
    back += `<rect width="${r.width}" height="${r.height}" fill="${light.wall}"/>`;
    if (r.halo)
      back += blob(r.halo.x, r.halo.y, r.halo.rx, r.halo.ry, mix(light.wall, r.halo.tint, 0.65), random);
    if (r.window) {
      defs += skyGradient(ids.sky, light);
      const { x, bottom, w, h, shape } = r.window;
      back += windowView({ x: x - w / 2, y: bottom - h, w, h, shape }, light, ids, random);
    }
    back += `<rect y="${r.horizon}" width="${r.width}" height="${r.height - r.horizon}" fill="${light.floor}"/>`;
    back += `<rect y="${r.horizon - 5}" width="${r.width}" height="6" fill="${shade(light.wall, 0.08)}"/>`;
  }
  if (light.night) back += nightGlow(r, `${r.id}l`);
  const body = back + r.layers.join("") + (r.smooth ? "" : grain(ids.grain, r.width, r.height));
  return `${svgOpen(r.width, r.height)}${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}

/** A lamp off to one side lights the evening scenes: warm light fading out from it. */
function nightGlow(r: Room, id: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="#f7d9a0" stop-opacity=".4"/><stop offset="1" stop-color="#f7d9a0" stop-opacity="0"/></radialGradient><circle cx="${num(r.width * 0.3)}" cy="${num(r.horizon - 70)}" r="240" fill="url(#${id})"/>`;
}

function person(pose: FigurePose, style: FigureStyle, at: Placement): ReturnType<typeof drawFigure> {
  return drawFigure(pose, style, at);
}

/** A mat under the whole of a person, with a little room at each end. */
function matUnder(figure: ReturnType<typeof drawFigure>, floor: number, colour: string): string {
  return P.mat(figure.box.x0 - 16, figure.box.x1 + 16, floor, colour);
}

function leaves(width: number): string {
  return leaf(width * 0.1, 70, 13, SAGE[2], false) + leaf(width * 0.86, 120, 10, SAGE[3], true);
}

// The cast: each picture has its own person, so the site shows many people.
const CAST: Record<string, FigureStyle> = {
  ana: {
    skin: "#b9785a",
    hair: "#2f2520",
    hairStyle: "bun",
    top: SAGE[4],
    bottom: INK,
    sleeves: "none",
    accent: CLAY[1],
  },
  bea: {
    skin: "#f3d3b8",
    hair: "#7a4e32",
    hairStyle: "ponytail",
    top: CLAY[1],
    bottom: "#4b5750",
    sleeves: "short",
    accent: SAGE[3],
  },
  cleo: {
    skin: "#7a4a35",
    hair: "#1f1a17",
    hairStyle: "curly",
    top: "#e3b7a4",
    bottom: SAGE[5],
    sleeves: "short",
    accent: CLAY[0],
  },
  dana: {
    skin: "#d6a27c",
    hair: "#2f2520",
    hairStyle: "long",
    top: "#b98a9e",
    bottom: "#2a3a31",
    sleeves: "long",
    accent: "#e9a24c",
  },
  eve: {
    skin: "#e9bc98",
    hair: "#a8733f",
    hairStyle: "bob",
    top: SAGE[3],
    bottom: CLAY[2],
    sleeves: "none",
    accent: CLAY[0],
  },
  fay: {
    skin: "#9a6248",
    hair: "#1f1a17",
    hairStyle: "bun",
    top: CLAY[0],
    bottom: INK,
    sleeves: "short",
    accent: SAGE[4],
  },
  gia: {
    skin: "#e9bc98",
    hair: "#4a3426",
    hairStyle: "long",
    top: SAGE[4],
    bottom: "#5c4a5e",
    sleeves: "short",
    accent: CLAY[1],
  },
  hana: {
    skin: "#d6a27c",
    hair: "#1f1a17",
    hairStyle: "ponytail",
    top: "#e3b7a4",
    bottom: SAGE[5],
    sleeves: "long",
    accent: CLAY[1],
  },
  ines: {
    skin: "#b9785a",
    hair: "#4a3426",
    hairStyle: "curly",
    top: SAGE[3],
    bottom: "#4b5750",
    sleeves: "none",
    accent: "#e9a24c",
  },
  jo: {
    skin: "#f3d3b8",
    hair: "#8a8078",
    hairStyle: "bob",
    top: CLAY[0],
    bottom: SAGE[6],
    sleeves: "long",
    accent: SAGE[3],
  },
};

function pregnant(style: FigureStyle): FigureStyle {
  return { ...style, pregnant: true };
}

type Draw = () => string;

// ---- Offerings (480×360) and category heroes (480×360) ----

const W = 480;
const H = 360;
const FLOOR = 304;
const HORIZON = 258;

/** An offering or category scene: the shared canvas and horizon, and what makes this picture its own. */
function offeringRoom(
  id: string,
  time: Time,
  seed: number,
  rest: Omit<Room, "id" | "width" | "height" | "time" | "seed" | "horizon">,
): string {
  return room({ id, width: W, height: H, time, seed, horizon: HORIZON, ...rest });
}

/** Cat and cow: on all fours, back rounded, a house plant beside the mat. */
function catCow(id: string, style: FigureStyle, time: Time, seed: number): string {
  const f = person("cat", style, { x: 232, y: FLOOR, scale: 1.4 });
  return offeringRoom(id, time, seed, {
    halo: { x: 250, y: 190, rx: 170, ry: 120, tint: SAGE[1] },
    window: { x: 360, bottom: 222, w: 112, h: 140, shape: "panes" },
    layers: [P.at(62, FLOOR - 2, P.plant(0, CLAY[1])), matUnder(f, FLOOR, CLAY[0]), f.svg, leaves(W)],
  });
}

function warrior(id: string, style: FigureStyle, time: Time, seed: number, outdoor: boolean): string {
  const f = person("warrior", style, { x: 222, y: FLOOR, scale: 1.2 });
  return offeringRoom(id, time, seed, {
    outdoor,
    halo: { x: 230, y: 180, rx: 180, ry: 130, tint: "#f1d3c6" },
    window: outdoor ? undefined : { x: 400, bottom: 230, w: 110, h: 150, shape: "arch" },
    layers: [matUnder(f, FLOOR, SAGE[4]), f.svg, P.at(440, FLOOR + 10, P.water("#7fa3b0")), leaves(W)],
  });
}

/** Lying back, knees over a bolster, a crescent moon in the window. */
function restingUnderMoon(id: string, style: FigureStyle, seed: number, shape: WindowShape): string {
  const f = person("reclined", style, { x: 236, y: FLOOR, scale: 1.45 });
  return offeringRoom(id, "night", seed, {
    halo: { x: 240, y: 170, rx: 190, ry: 130, tint: "#5d6f8c" },
    window: { x: 250, bottom: 214, w: 130, h: 150, shape },
    layers: [
      matUnder(f, FLOOR, CLAY[1]),
      P.at(236 + 50 * 1.45, FLOOR + 2, P.bolster(SAGE[2]), 0.85),
      f.svg,
      P.at(420, FLOOR + 8, P.candles(true)),
    ],
  });
}

/** An expecting mother, cross-legged, a hand on her belly, flowers either side. */
function motherAmongFlowers(id: string, style: FigureStyle, time: Time, seed: number): string {
  const f = person("seated-belly", pregnant(style), { x: 240, y: FLOOR, scale: 1.5 });
  const blooms = [CLAY[0], "#e9a24c", "#e3b7a4"];
  return offeringRoom(id, time, seed, {
    halo: { x: 240, y: 180, rx: 170, ry: 130, tint: "#f1d3c6" },
    window: { x: 240, bottom: 200, w: 120, h: 120, shape: "round" },
    layers: [
      matUnder(f, FLOOR, SAGE[3]),
      P.at(78, FLOOR + 6, P.flowers(CLAY[1], blooms), 1.35),
      P.at(408, FLOOR + 6, P.flowers(SAND[3], [...blooms].reverse()), 1.15),
      f.svg,
      leaves(W),
    ],
  });
}

/** Sitting on the mat below a calendar with a week of practice ticked off. */
function seatedWithCalendar(
  id: string,
  style: FigureStyle,
  time: Time,
  seed: number,
  water: boolean,
): string {
  const f = person("seated", style, { x: 190, y: FLOOR, scale: 1.5 });
  const layers = [
    P.at(370, 176, P.wallCalendar(CLAY[1], SAGE[4]), 1.15),
    matUnder(f, FLOOR, CLAY[0]),
    f.svg,
    leaves(W),
  ];
  if (water) layers.push(P.at(330, FLOOR + 6, P.water(SAGE[3])));
  else layers.push(P.at(340, FLOOR + 6, P.tea(SAND[0])));
  return offeringRoom(id, time, seed, {
    halo: { x: 200, y: 190, rx: 160, ry: 120, tint: SAGE[1] },
    layers,
  });
}

/** Tree pose by a window as the sun comes up. */
function treeAtWindow(id: string, style: FigureStyle, time: Time, seed: number): string {
  const f = person("tree", style, { x: 180, y: FLOOR, scale: 1.1 });
  return offeringRoom(id, time, seed, {
    halo: { x: 190, y: 170, rx: 150, ry: 140, tint: "#f1d3c6" },
    window: { x: 350, bottom: 226, w: 130, h: 170, shape: "arch" },
    layers: [matUnder(f, FLOOR, CLAY[1]), f.svg, P.at(430, FLOOR - 2, P.plant(1, SAND[3]), 0.8), leaves(W)],
  });
}

/** A beginner cross-legged on her mat, following a live class on a laptop: the home hero's scene, retold. */
function followingClass(): string {
  const f = person("seated", CAST.eve as FigureStyle, { x: 180, y: FLOOR, scale: 1.5 });
  return offeringRoom("fy", "morning", 7, {
    halo: { x: 220, y: 180, rx: 180, ry: 130, tint: SAGE[1] },
    window: { x: 330, bottom: 206, w: 110, h: 140, shape: "arch" },
    layers: [
      P.at(60, 0, P.hangingPlant(40, CLAY[1])),
      matUnder(f, FLOOR, CLAY[1]),
      f.svg,
      P.at(360, FLOOR + 8, P.laptop(SAGE[0], "#7a4a35", SAGE[4]), 1.1),
    ],
  });
}

function highLunge(): string {
  const f = person("high-lunge", CAST.cleo as FigureStyle, { x: 236, y: FLOOR, scale: 1.12 });
  return offeringRoom("py", "afternoon", 8, {
    halo: { x: 236, y: 170, rx: 170, ry: 140, tint: "#f1d3c6" },
    window: { x: 395, bottom: 222, w: 110, h: 150, shape: "panes" },
    layers: [matUnder(f, FLOOR, SAGE[4]), f.svg, P.at(70, FLOOR - 2, P.plant(2, CLAY[2])), leaves(W)],
  });
}

/** Legs up the wall: the wall is a pale panel rising at the mat's end. */
function legsUpWall(): string {
  const scale = 1.35;
  const f = person("legs-up-wall", CAST.gia as FigureStyle, { x: 290, y: FLOOR, scale });
  const wallX = 290 + 16 * scale;
  const wall = `<path d="M${num(wallX)} ${FLOOR + 16}V0H${W}V${FLOOR + 16}z" fill="${shade("#efe0d6", 0.04)}"/><rect x="${num(wallX)}" y="${FLOOR - 2}" width="${num(W - wallX)}" height="18" fill="${shade("#efe0d6", 0.12)}"/>`;
  return offeringRoom("ry", "dusk", 9, {
    halo: { x: 190, y: 190, rx: 170, ry: 120, tint: "#c9b6c4" },
    window: { x: 150, bottom: 214, w: 110, h: 140, shape: "round" },
    layers: [P.mat(120, wallX, FLOOR, "#b98a9e"), wall, f.svg, P.at(70, FLOOR + 8, P.candles(false))],
  });
}

/** Lying on the mat with both calves on a chair seat: the classic easy position for a sore lower back. */
function legsOnChair(id: string, style: FigureStyle, time: Time, seed: number): string {
  const scale = 1.35;
  const f = person("legs-on-chair", style, { x: 200, y: FLOOR, scale });
  const seat = 58 * scale - 12;
  return offeringRoom(id, time, seed, {
    halo: { x: 220, y: 190, rx: 180, ry: 120, tint: SAGE[1] },
    window: { x: 380, bottom: 210, w: 110, h: 140, shape: "arch" },
    layers: [
      matUnder(f, FLOOR, SAGE[3]),
      P.at(200 + 52 * scale, FLOOR + 6, P.chair(seat, "#c9a27a")),
      f.svg,
      P.at(64, FLOOR - 2, P.plant(1, CLAY[1])),
    ],
  });
}

/** An expecting mother sitting on two stacked cushions, a hand on her belly. */
function motherOnCushions(): string {
  const scale = 1.45;
  const f = person("seated-belly", pregnant(CAST.fay as FigureStyle), { x: 240, y: FLOOR - 30, scale });
  return offeringRoom("pp", "morning", 11, {
    halo: { x: 240, y: 170, rx: 180, ry: 130, tint: SAGE[1] },
    window: { x: 100, bottom: 200, w: 110, h: 140, shape: "arch" },
    layers: [
      P.at(240, FLOOR + 6, P.cushion(SAGE[3]), 1.5),
      P.at(240, FLOOR - 12, P.cushion("#d8b4a6"), 1.3),
      f.svg,
      P.at(400, FLOOR + 6, P.flowers(CLAY[1], [CLAY[0], "#e9a24c"]), 0.9),
      leaves(W),
    ],
  });
}

// ---- For Businesses ----

/** A man at his desk, arms stretched overhead; his laptop to one side, tea and a plant beside it. */
function deskStretch(): string {
  const width = 560;
  const height = 460;
  const floor = 440;
  const scale = 1.5;
  const x = 250;
  const man: FigureStyle = {
    skin: "#9a6248",
    hair: "#1f1a17",
    hairStyle: "short",
    top: SAGE[3],
    bottom: INK,
    sleeves: "short",
    accent: CLAY[1],
  };
  const f = person("desk-stretch", man, { x, y: floor, scale });
  const top = Math.round(floor - 108 * scale);
  const wood = "#c9a27a";
  // An office chair: its back behind him, its post and star base below the desk's front panel.
  const chairBack = `<rect x="${x - 50}" y="${top - 100}" width="100" height="120" rx="24" fill="${SAGE[5]}"/>`;
  const chairBase = `<path d="M${x} ${top + 70}V${floor - 12}M${x - 40} ${floor - 4}l40-10 40 10" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`;
  const desk = `<rect x="60" y="${top}" width="440" height="14" rx="5" fill="${wood}"/><rect x="${x - 95}" y="${top + 14}" width="190" height="62" fill="${shade(wood, 0.1)}"/><path d="M84 ${top + 14}V${floor}M476 ${top + 14}V${floor}" stroke="#a9825e" stroke-width="10" stroke-linecap="round"/>`;
  return room({
    id: "ds",
    width,
    height,
    time: "afternoon",
    seed: 12,
    horizon: 330,
    halo: { x: 260, y: 220, rx: 230, ry: 170, tint: SAGE[1] },
    window: { x: 110, bottom: 236, w: 130, h: 160, shape: "panes" },
    layers: [
      chairBack,
      chairBase,
      f.svg,
      desk,
      P.at(340, top, P.tea(CLAY[0])),
      P.at(405, top, P.laptop(SAGE[0], "#e9bc98", CLAY[1], false), 1.1),
      P.at(468, top, P.plant(2, CLAY[1]), 0.7),
      leaves(width),
    ],
  });
}

interface Tile {
  x: number;
  y: number;
  pose: FigurePose;
  style: FigureStyle;
  /** At a desk (a desk edge in front) or at home (a plant behind). */
  desk: boolean;
  bg: string;
}

const TILE_W = 106;
const TILE_H = 88;

/** One colleague in their video tile, from the waist up. */
function colleague(tile: Tile): string {
  const { x, y } = tile;
  const seated = tile.pose === "desk-stretch";
  const scale = 0.6;
  const hip = (seated ? 74 : 105) * scale;
  const f = person(tile.pose, tile.style, {
    x: x + TILE_W / 2,
    y: y + TILE_H + hip - 8,
    scale,
    detail: "tiny",
    bust: true,
    bare: true,
  });
  const back = `<rect x="${x}" y="${y}" width="${TILE_W}" height="${TILE_H}" rx="8" fill="${tile.bg}"/>`;
  if (tile.desk)
    return `${back}${f.svg}<rect x="${x}" y="${y + TILE_H - 12}" width="${TILE_W}" height="12" fill="#c9a27a"/>`;
  return `${back}<path d="M${x + 14} ${y + TILE_H}c-2-16 2-30 10-40-2 14-2 28 0 40z" fill="${SAGE[3]}"/>${f.svg}`;
}

/** The instructor on the big tile, six colleagues stretching in theirs, on a monitor on a desk. */
function teamSession(): string {
  const width = 640;
  const height = 520;
  const people: [FigurePose, FigureStyle][] = [
    ["desk-stretch", { ...(CAST.bea as FigureStyle), hairStyle: "short", sleeves: "long" }],
    ["tree", { ...(CAST.cleo as FigureStyle), hairStyle: "bun", sleeves: "none" }],
    ["teaching", { ...(CAST.hana as FigureStyle), top: CLAY[1], hairStyle: "short", sleeves: "long" }],
    ["desk-stretch", { ...(CAST.ines as FigureStyle), hairStyle: "bun", sleeves: "long" }],
    ["warrior", { ...(CAST.jo as FigureStyle), hairStyle: "short", sleeves: "none" }],
    ["desk-stretch", { ...(CAST.dana as FigureStyle), hairStyle: "curly", sleeves: "long" }],
  ];
  const tiles: Tile[] = people.map(([pose, style], i) => ({
    x: 352 + (i % 2) * 114,
    y: 92 + Math.floor(i / 2) * 96,
    pose,
    style,
    desk: i % 3 !== 1,
    bg: [SAND[2], SAGE[0], "#f1e1d8"][i % 3] ?? SAND[2],
  }));
  // The instructor, waist up like anyone on a call, leads the stretch: both arms reaching overhead.
  const teacher = person("desk-stretch", CAST.ana as FigureStyle, {
    x: 205,
    y: 380 + 74 * 1.9,
    scale: 1.9,
    detail: "small",
    bust: true,
  });
  const screen = `<rect x="40" y="60" width="560" height="340" rx="22" fill="${INK}"/><rect x="58" y="78" width="524" height="304" rx="10" fill="${SAND[0]}"/><rect x="70" y="92" width="270" height="280" rx="8" fill="${SAGE[0]}"/><rect x="82" y="102" width="44" height="14" rx="7" fill="${CLAY[1]}"/>`;
  const stand = `<path d="M296 400h48l10 52h-68z" fill="${SAGE[5]}"/><rect x="250" y="448" width="140" height="12" rx="6" fill="${SAGE[5]}"/><rect x="20" y="458" width="600" height="14" rx="7" fill="${SAND[3]}"/>`;
  // The teacher's tile and the bezel below it hide whatever of her falls past the tile's edge.
  const cover = `<path d="M70 372h270v10H70z" fill="${SAND[0]}"/><path d="M62 382h516v18H62z" fill="${INK}"/>`;
  return room({
    id: "ts",
    width,
    height,
    time: "morning",
    seed: 13,
    horizon: 470,
    smooth: true,
    layers: [
      screen,
      teacher.svg,
      cover,
      `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${tiles.map(colleague).join("")}</g>`,
      stand,
      P.at(90, 458, P.tea(SAGE[4])),
      P.at(560, 458, P.plant(0, CLAY[1]), 0.7),
    ],
  });
}

const FILES: Record<string, Draw> = {
  "offerings/pain.svg": () => catCow("op", CAST.dana as FigureStyle, "morning", 1),
  "offerings/practices.svg": () => warrior("oq", CAST.fay as FigureStyle, "afternoon", 2, false),
  "offerings/healing.svg": () => restingUnderMoon("oh", CAST.hana as FigureStyle, 3, "arch"),
  "offerings/wellness.svg": () => motherAmongFlowers("ow", CAST.cleo as FigureStyle, "morning", 4),
  "offerings/courses.svg": () => seatedWithCalendar("oc", CAST.bea as FigureStyle, "afternoon", 5, false),
  "offerings/rituals.svg": () => treeAtWindow("or", CAST.ines as FigureStyle, "dawn", 6),
  "offerings/foundational-yoga.svg": followingClass,
  "offerings/power-yoga.svg": highLunge,
  "offerings/restorative-yoga.svg": legsUpWall,
  "offerings/therapeutic-yoga.svg": () => legsOnChair("ot", CAST.jo as FigureStyle, "afternoon", 10),
  "offerings/prenatal-postnatal-yoga.svg": motherOnCushions,
  "categories/pain-relief-recovery.svg": () => legsOnChair("cp", CAST.cleo as FigureStyle, "morning", 14),
  "categories/fitness-flexibility.svg": () => warrior("cf", CAST.gia as FigureStyle, "morning", 15, true),
  "categories/stress-burnout.svg": () => restingUnderMoon("cs", CAST.eve as FigureStyle, 16, "round"),
  "categories/womens-health.svg": () => motherAmongFlowers("cw", CAST.ana as FigureStyle, "afternoon", 17),
  "categories/wellness-programs.svg": () =>
    seatedWithCalendar("cv", CAST.hana as FigureStyle, "morning", 18, true),
  "categories/daily-rituals.svg": () => treeAtWindow("cd", CAST.bea as FigureStyle, "morning", 19),
  "business/desk-stretch.svg": deskStretch,
  "business/team-session.svg": teamSession,
};

async function main(): Promise<void> {
  const images = join(resolve(process.argv[2] ?? "public"), "images");
  let over = 0;
  for (const [file, draw] of Object.entries(FILES)) {
    const svg = draw();
    await writeFile(join(images, file), `${svg}\n`);
    const flag = svg.length > BUDGET ? "  OVER BUDGET" : "";
    if (flag) over += 1;
    console.log(`${file.padEnd(44)} ${String(svg.length).padStart(5)} B${flag}`);
  }
  if (over > 0) process.exitCode = 1;
}

await main();
