/**
 * Blog covers: one person in a pose, in a room or a park lit for the time of day, with the post's props, in
 * the house illustration style (docs/design.md, Imagery). The seed varies palette, person and composition, so
 * posts with the same spec still get their own picture; the same seed and spec always give the same SVG.
 */
import { drawFigure, EVERYDAY_POSES, type FigureDrawing } from "./figure.ts";
import { castPerson } from "./people.ts";
import * as P from "./props.ts";
import { CLAY, SAGE, SAND } from "./props.ts";
import {
  blob,
  grain,
  grainPattern,
  hills,
  type Light,
  leaf,
  lightFor,
  skyGradient,
  sunOrMoon,
  tree,
  type WindowShape,
  windowView,
} from "./scene.ts";
import { between, num as exactNum, mix, type Pt, pick, type Random, seededRandom, shade } from "./svg.ts";

// Scenery is drawn in whole pixels: nobody sees a tenth of a pixel on a wall, and it keeps covers small.
const num = (value: number): string => exactNum(value, 0);

export const COVER_POSES = EVERYDAY_POSES;
export type CoverPose = (typeof COVER_POSES)[number];

export const COVER_TIMES = ["dawn", "morning", "afternoon", "dusk", "night"] as const;
export type CoverTime = (typeof COVER_TIMES)[number];

export const COVER_PROPS = [
  "mat",
  "block",
  "strap",
  "cushion",
  "bolster",
  "plant",
  "tea",
  "bowl",
  "candle",
  "laptop",
  "journal",
  "water",
  "fruit",
  "window",
  "lamp",
] as const;
export type CoverProp = (typeof COVER_PROPS)[number];

export interface CoverSpec {
  pose: CoverPose;
  time: CoverTime;
  props: CoverProp[];
}

const W = 640;
const H = 360;

/** Poses done sitting on the floor, which a meditation cushion lifts. */
const SITTING: readonly CoverPose[] = ["seated", "twist", "reading"];
/** Poses that happen on a mat; the others get a rolled one nearby when the spec asks for a mat. */
const ON_MAT = (pose: CoverPose) => pose !== "walking" && pose !== "cooking";

const POSE_PHRASES: Record<CoverPose, string> = {
  mountain: "standing tall in mountain pose",
  tree: "balancing in tree pose with arms overhead",
  warrior: "holding warrior II pose with arms stretched wide",
  triangle: "reaching into triangle pose",
  lunge: "in a low lunge with arms raised",
  seated: "sitting cross-legged in meditation",
  twist: "in a gentle seated twist",
  child: "resting in child's pose",
  cobra: "lifting into cobra pose",
  bridge: "in bridge pose",
  "forward-fold": "folding into a standing forward fold",
  reclined: "lying back in a restful reclined pose",
  walking: "out for a walk",
  cooking: "cooking at a kitchen counter",
  reading: "sitting cross-legged reading",
};

const TIME_PHRASES: Record<CoverTime, string> = {
  dawn: "at dawn",
  morning: "in the morning",
  afternoon: "in the afternoon",
  dusk: "at dusk",
  night: "at night",
};

const PROP_PHRASES: Record<CoverProp, string> = {
  mat: "a yoga mat",
  block: "a yoga block",
  strap: "a yoga strap",
  cushion: "a meditation cushion",
  bolster: "a bolster",
  plant: "a potted plant",
  tea: "a cup of tea",
  bowl: "a singing bowl",
  candle: "lit candles",
  laptop: "a laptop showing a live class",
  journal: "a journal",
  water: "a water bottle",
  fruit: "a bowl of fruit",
  window: "a window",
  lamp: "a floor lamp",
};

/** More props than this crowd the picture (and the byte budget); the first ones are drawn and named. */
export const MAX_COVER_PROPS = 5;

function shownSpec(spec: CoverSpec): CoverSpec {
  return { ...spec, props: [...new Set(spec.props)].slice(0, MAX_COVER_PROPS) };
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Words for people who cannot see the cover; they name exactly what blogCoverSvg draws for this spec. */
export function blogCoverAlt(given: CoverSpec): string {
  const spec = shownSpec(given);
  const props = new Set(spec.props);
  const { pose } = spec;
  let text = `Illustration of a person ${POSE_PHRASES[pose]}`;
  if (pose === "reading") text += props.has("journal") ? " a journal" : " a book";
  const sitsOnCushion = props.has("cushion") && SITTING.includes(pose);
  if (sitsOnCushion) text += " on a meditation cushion";
  if (props.has("mat") && ON_MAT(pose)) text += " on a mat";
  if (pose === "reclined" && props.has("bolster")) text += " with a bolster under the knees";
  if (pose === "walking" && props.has("mat")) text += " with a rolled mat under the arm";
  if (pose === "walking" && props.has("water")) text += ", a water bottle in hand";
  if (props.has("window") && pose !== "walking") text += " by a window";
  text += ` ${TIME_PHRASES[spec.time]}`;
  const rest = spec.props.filter((prop) => {
    if (prop === "window" && pose !== "walking") return false;
    if (prop === "mat" && (ON_MAT(pose) || pose === "walking")) return false;
    if (prop === "cushion" && sitsOnCushion) return false;
    if (prop === "bolster" && pose === "reclined") return false;
    if (prop === "journal" && pose === "reading") return false;
    if (prop === "water" && pose === "walking") return false;
    return true;
  });
  const phrases = rest.map((prop) => {
    if (pose === "cooking" && prop === "bowl") return "a mixing bowl";
    if (pose === "cooking" && prop === "mat") return "a rolled-up yoga mat";
    if (pose === "walking" && prop === "window") return "a hillside cottage with a window";
    if (pose === "cooking" && prop === "lamp") return "a pendant lamp";
    return PROP_PHRASES[prop];
  });
  if (phrases.length > 0) text += `${pose === "cooking" ? ", with" : ", beside"} ${listPhrase(phrases)}`;
  return `${text}.`;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

interface Layout {
  random: Random;
  light: Light;
  ids: { sky: string; clip: string; grain: string; glow: string };
  floorY: number;
  /** Wall meets floor. */
  horizon: number;
  matColour: string;
  accent: string;
  /** 2 draws every flourish; lower levels drop them to stay inside the size budget. */
  detail: number;
}

/** Floor space already taken, so props do not stand in each other or in the person. */
class Floor {
  private taken: [number, number][] = [];

  take(x0: number, x1: number): void {
    this.taken.push([x0, x1]);
  }

  private free(x0: number, x1: number): boolean {
    return x0 >= 10 && x1 <= W - 10 && this.taken.every(([a, b]) => x1 <= a || x0 >= b);
  }

  /** The free spot of this width nearest `near`, looking first on the `prefer` side. */
  place(width: number, near: number, prefer: 1 | -1): number | undefined {
    for (let step = 0; step < 80; step++) {
      for (const side of [prefer, -prefer]) {
        const c = near + side * step * 8;
        if (this.free(c - width / 2, c + width / 2)) {
          this.take(c - width / 2 - 6, c + width / 2 + 6);
          return c;
        }
      }
    }
    return undefined;
  }
}

function roomBackdrop(
  l: Layout,
  centre: number,
  win: { x: number; shape: WindowShape; bottom?: number } | undefined,
): string {
  const { light, random } = l;
  let out = `<rect width="${W}" height="${H}" fill="${light.wall}"/>`;
  const tint = light.night ? "#5d6f8c" : pick(random, [SAGE[1], SAGE[0], SAND[2], "#f1d3c6"]);
  if (l.detail > 0)
    out += blob(
      centre,
      l.horizon - 60,
      between(random, 150, 210),
      between(random, 120, 150),
      mix(light.wall, tint, 0.7),
      random,
    );
  if (win) {
    const w = win.shape === "round" ? 120 : between(random, 116, 140);
    const h = win.shape === "round" ? 120 : between(random, 140, 160);
    const y = Math.max(18, (win.bottom ?? l.horizon - between(random, 40, 62)) - h);
    out += windowView({ x: win.x - w / 2, y, w, h, shape: win.shape }, light, l.ids, random);
  }
  out += `<rect y="${num(l.horizon)}" width="${W}" height="${num(H - l.horizon)}" fill="${light.floor}"/>`;
  out += `<rect y="${num(l.horizon - 5)}" width="${W}" height="6" fill="${shade(light.wall, 0.08)}"/>`;
  return out;
}

/** A cottage on the hill, its window lit from dusk on: how a park scene honours a "window" prop. */
function cottage(x: number, ground: number, light: Light): string {
  const wall = light.night ? "#4d5a70" : SAND[1];
  const glass = light.night || light.sunHeight < 0.2 ? "#f6c77d" : SAGE[0];
  return `<path d="M${num(x - 34)} ${num(ground)}v-40l34-26 34 26v40z" fill="${wall}"/><path d="M${num(x - 40)} ${num(ground - 38)}l40-32 40 32" fill="none" stroke="${CLAY[2]}" stroke-width="7" stroke-linejoin="round"/><rect x="${num(x - 12)}" y="${num(ground - 34)}" width="24" height="20" rx="2" fill="${glass}" stroke="${SAGE[4]}" stroke-width="3"/>`;
}

function parkBackdrop(l: Layout, house: boolean): string {
  const { light, random } = l;
  let out = `<rect width="${W}" height="${H}" fill="url(#${l.ids.sky})"/>`;
  const sunX = between(random, 90, 550);
  out += sunOrMoon(sunX, 70 + (1 - light.sunHeight) * 90, 26, light);
  out += hills(0, l.horizon - 120, W, 124, light, random);
  if (house)
    out += cottage(
      sunX < W / 2 ? between(random, 470, 560) : between(random, 80, 170),
      l.horizon - 30,
      light,
    );
  const leafColour = light.night ? "#2c4a46" : mix(SAGE[4], light.sky[1], 0.15);
  const trees = l.detail > 0 ? 3 : 2;
  for (let i = 0; i < trees; i++) {
    out += tree(
      between(random, 20, 620),
      l.horizon - between(random, 0, 18),
      between(random, 34, 58),
      leafColour,
    );
  }
  const grass = light.night ? "#2b3b3f" : mix(SAGE[1], light.floor, 0.35);
  out += `<path d="M0 ${num(l.horizon)}C160 ${num(l.horizon - 12)} 420 ${num(l.horizon + 10)} 640 ${num(l.horizon - 6)}V360H0z" fill="${grass}"/>`;
  return out;
}

/** At night a lamp's warm light pools around the person. */
function nightGlow(l: Layout, x: number, y: number): string {
  if (!l.light.night) return "";
  return `<radialGradient id="${l.ids.glow}"><stop offset="0" stop-color="#f7d9a0" stop-opacity=".45"/><stop offset="1" stop-color="#f7d9a0" stop-opacity="0"/></radialGradient><circle cx="${num(x)}" cy="${num(y)}" r="230" fill="url(#${l.ids.glow})"/>`;
}

function propSvg(prop: CoverProp, l: Layout): { svg: string; width: number } {
  const fabric = l.accent;
  switch (prop) {
    case "block":
      return { svg: P.block(pick(l.random, [CLAY[0], SAGE[2], "#c9a27a"])), width: 46 };
    case "strap":
      return { svg: P.strap(fabric), width: 56 };
    case "cushion":
      return { svg: P.cushion(fabric), width: 70 };
    case "bolster":
      return { svg: P.bolster(fabric), width: 96 };
    case "plant":
      return {
        svg: P.plant(Math.floor(l.random() * 3), pick(l.random, [CLAY[1], CLAY[2], SAND[3]])),
        width: 84,
      };
    case "tea":
      return { svg: P.tea(pick(l.random, [SAGE[4], CLAY[0], SAND[0]])), width: 30 };
    case "bowl":
      return { svg: P.singingBowl(fabric), width: 62 };
    case "candle":
      return { svg: P.candles(l.light.night), width: 40 };
    case "laptop":
      return {
        svg: P.laptop(SAGE[0], pick(l.random, ["#b9785a", "#e9bc98", "#7a4a35"]), CLAY[1]),
        width: 76,
      };
    case "journal":
      return { svg: P.journal(fabric), width: 74 };
    case "water":
      return { svg: P.water(pick(l.random, [SAGE[3], CLAY[0], "#7fa3b0"])), width: 24 };
    case "fruit":
      return { svg: P.fruit(SAND[3]), width: 58 };
    case "lamp":
      return { svg: P.lamp(l.light.night, pick(l.random, [CLAY[0], SAGE[2], "#e3b7a4"])), width: 44 };
    case "mat":
      return { svg: P.rolledMat(l.matColour), width: 34 };
    default:
      return { svg: "", width: 0 };
  }
}

/** A kitchen counter in front of the cook, a cutting board with a few slices under their hands. */
function counter(l: Layout, x0: number, x1: number, top: number, hands: number): string {
  const wood = l.light.night ? "#7d5a45" : "#c9a27a";
  const cabinet = l.light.night ? "#4d5c72" : mix(SAGE[1], l.light.wall, 0.2);
  let out = `<rect x="${num(x0)}" y="${num(top + 6)}" width="${num(x1 - x0)}" height="${num(H - top)}" fill="${cabinet}"/>`;
  out += `<rect x="${num(x0 - 8)}" y="${num(top - 4)}" width="${num(x1 - x0 + 16)}" height="12" rx="4" fill="${wood}"/>`;
  const doors = Math.max(2, Math.round((x1 - x0) / 110));
  const dw = (x1 - x0) / doors;
  let lines = "";
  for (let i = 0; i < doors; i++)
    lines += `M${num(x0 + i * dw + 12)} ${num(top + 26)}h${num(dw - 24)}v${num(H - top)}`;
  out += `<path d="${lines}" fill="none" stroke="${shade(cabinet, 0.12)}" stroke-width="3"/>`;
  out += `<rect x="${num(hands - 46)}" y="${num(top - 9)}" width="92" height="7" rx="3" fill="${SAND[3]}"/>`;
  out += `<g fill="${CLAY[0]}"><circle cx="${num(hands - 26)}" cy="${num(top - 13)}" r="5"/><circle cx="${num(hands - 14)}" cy="${num(top - 13)}" r="5"/></g>`;
  out += `<ellipse cx="${num(hands + 26)}" cy="${num(top - 17)}" rx="14" ry="8" fill="${SAGE[3]}"/>`;
  return out;
}

/** Open shelves above the counter: a row of jars says "kitchen" at a glance. */
function kitchenShelf(x: number, y: number, light: Light): string {
  const board = light.night ? "#7d5a45" : "#c9a27a";
  const jars = [SAND[0], SAGE[2], CLAY[0], SAND[3]]
    .map(
      (c, i) =>
        `<rect x="${num(x - 60 + i * 32)}" y="${num(y - 30 + (i % 2) * 8)}" width="22" height="${30 - (i % 2) * 8}" rx="5" fill="${c}"/>`,
    )
    .join("");
  return `${jars}<rect x="${num(x - 74)}" y="${num(y)}" width="148" height="7" rx="3" fill="${board}"/>`;
}

function pendantLamp(x: number, bottom: number, night: boolean): string {
  const glow = night
    ? `<circle cx="${num(x)}" cy="${num(bottom + 6)}" r="46" fill="#f7d9a0" opacity=".25"/>`
    : "";
  return `${glow}<path d="M${num(x)} 0V${num(bottom - 24)}" stroke="${INK_LINE}" stroke-width="2"/><path d="M${num(x - 24)} ${num(bottom)}c0-16 10-24 24-24s24 8 24 24z" fill="${night ? "#f6d7a2" : CLAY[1]}"/>`;
}

const INK_LINE = "#4b5750";

interface Placed {
  back: string;
  under: string;
  front: string;
}

function placeProps(spec: CoverSpec, l: Layout, scene: SceneFrame): Placed {
  const out: Placed = { back: "", under: "", front: "" };
  const { pose } = spec;
  const { figure, facing, scale } = scene;
  const centre = (figure.box.x0 + figure.box.x1) / 2;
  const half = (figure.box.x1 - figure.box.x0) / 2;
  let counterItems = 0;
  for (const prop of spec.props) {
    if (prop === "window") continue;
    if (prop === "mat" && ON_MAT(pose)) continue;
    if (prop === "journal" && pose === "reading") continue;
    if (prop === "water" && pose === "walking") continue;
    if (prop === "mat" && pose === "walking") continue;
    if (prop === "cushion" && scene.onCushion) {
      out.under += P.at(centre, l.floorY + 2, P.cushion(l.accent), scale * 0.95);
      continue;
    }
    if (prop === "bolster" && pose === "reclined") {
      out.under += P.at(scene.knee[0], l.floorY + 2, P.bolster(l.accent), scale * 0.7);
      continue;
    }
    if (prop === "lamp" && pose === "cooking") {
      out.back += pendantLamp(
        centre + facing * between(l.random, 60, 110),
        between(l.random, 70, 96),
        l.light.night,
      );
      continue;
    }
    const item = propSvg(prop, l);
    if (pose === "cooking" && KITCHEN_TOP.includes(prop)) {
      // Along the counter, outward from the cutting board, alternating sides.
      const s = prop === "bowl" ? 1 : prop === "plant" ? 0.5 : prop === "laptop" ? 0.75 : 0.9;
      const side = counterItems % 2 === 0 ? facing : -facing;
      const x = centre + side * (78 + Math.floor(counterItems / 2) * 60 + (item.width * s) / 2);
      counterItems += 1;
      const svg =
        prop === "bowl"
          ? P.mixingBowl(SAND[0])
          : prop === "laptop"
            ? P.laptop(SAGE[0], "#b9785a", CLAY[1], false)
            : item.svg;
      out.front += P.at(x, scene.counterTop - 3, svg, s);
      continue;
    }
    if (prop === "block" && ["triangle", "forward-fold", "lunge"].includes(pose)) {
      const hand = figure.hands[0];
      out.under += P.at(hand[0] + facing * 6, l.floorY + 4, item.svg, 0.9);
      continue;
    }
    const tall = prop === "plant" || prop === "lamp" || prop === "mat";
    const x = scene.floor.place(item.width, centre + facing * (half + item.width / 2 + 14), facing);
    const y = tall ? l.floorY - 2 : l.floorY + 6;
    // No room left on the floor: the prop sits in the near corner, slightly smaller.
    const placed =
      x === undefined ? P.at(facing > 0 ? W - 36 : 36, H - 4, item.svg, 0.8) : P.at(x, y, item.svg);
    if (tall) out.back += placed;
    else out.front += placed;
  }
  return out;
}

const KITCHEN_TOP: readonly CoverProp[] = [
  "bowl",
  "fruit",
  "tea",
  "candle",
  "water",
  "plant",
  "laptop",
  "journal",
];

interface SceneFrame {
  figure: FigureDrawing;
  facing: 1 | -1;
  scale: number;
  onCushion: boolean;
  counterTop: number;
  /** Where the knees are, for a bolster under them. */
  knee: Pt;
  floor: Floor;
}

function compose(spec: CoverSpec, seed: number, detail: number): string {
  const key = hashString(`${seed}|${spec.pose}|${spec.time}|${spec.props.join(",")}`);
  const random = seededRandom(key ^ seed);
  const props = new Set(spec.props);
  const { pose } = spec;
  // Ids lead with the seed, so covers of different posts never clash when inlined on one page.
  const prefix = `c${Math.abs(Math.round(seed)).toString(36)}_${(key % 46656).toString(36)}`;
  const light = lightFor(spec.time, random);
  const matColour = pick(random, [CLAY[1], SAGE[4], CLAY[0], SAGE[3], "#b98a9e", CLAY[2]]);
  const cooking = pose === "cooking";
  const outdoor =
    pose === "walking" ||
    (!cooking && !props.has("window") && !props.has("lamp") && !props.has("laptop") && random() < 0.3);
  const floorY = cooking ? 346 : Math.round(between(random, 298, 310));
  const l: Layout = {
    random,
    light,
    ids: { sky: `${prefix}s`, clip: `${prefix}w`, grain: `${prefix}g`, glow: `${prefix}l` },
    floorY,
    horizon: cooking ? 300 : floorY - Math.round(between(random, 40, 56)),
    matColour,
    accent: pick(
      random,
      [CLAY[0], SAGE[2], "#d8b4a6", "#b98a9e", SAGE[3]].filter((c) => c !== matColour),
    ),
    detail,
  };
  const cast = castPerson(random, [matColour]);
  // Out walking, people wear shoes; on the mat they are barefoot.
  const person = pose === "walking" ? { ...cast, shoes: pick(random, ["#4b5750", CLAY[3], SAND[3]]) } : cast;

  // The person first: the room is arranged around them. Standing people are about 220 px tall; low poses
  // grow to fill the width; the cook is framed closer, from the counter up.
  const unit = drawFigure(pose, person, { x: 0, y: 0, scale: 1 }).box;
  const fit = Math.min(215 / (unit.y1 - unit.y0), 300 / (unit.x1 - unit.x0));
  const scale = (cooking ? 1.45 : Math.max(1.02, Math.min(1.38, fit))) * between(random, 0.96, 1.04);
  const flip = random() < 0.5;
  const facing: 1 | -1 = flip ? -1 : 1;
  const onCushion = props.has("cushion") && SITTING.includes(pose);
  const width = (unit.x1 - unit.x0) * scale;
  const margin = cooking ? 170 : 36;
  const slot = pick(random, [0.33, 0.5, 0.67]);
  const wantCentre = Math.max(margin + width / 2, Math.min(W - margin - width / 2, W * slot));
  const localCentre = ((flip ? -(unit.x0 + unit.x1) : unit.x0 + unit.x1) / 2) * scale;
  const figureX = wantCentre - localCentre;
  const figureY = onCushion ? floorY - 16 * scale : floorY;
  const figure = drawFigure(pose, person, { x: figureX, y: figureY, scale, flip });
  const centre = (figure.box.x0 + figure.box.x1) / 2;

  const floor = new Floor();
  const matX0 = figure.box.x0 - 18;
  const matX1 = figure.box.x1 + 18;
  floor.take(matX0, matX1);
  const counterTop = figureY - 100 * scale;
  const counterX: [number, number] = [Math.max(0, centre - 200), Math.min(W, centre + 200)];
  if (cooking) floor.take(counterX[0], counterX[1]);
  const frame: SceneFrame = {
    figure,
    facing,
    scale,
    onCushion,
    counterTop,
    knee: [figureX + facing * 46 * scale, floorY],
    floor,
  };

  // The grain is the first flourish to go when a crowded spec presses on the budget.
  const grainy = detail > 0;
  let defs = grainy ? grainPattern(l.ids.grain, light.night) : "";
  let back = "";
  let under = "";
  if (outdoor) {
    defs += skyGradient(l.ids.sky, light);
    back += parkBackdrop(l, props.has("window"));
    under += `<ellipse cx="${num(centre)}" cy="${num(floorY + 8)}" rx="${num(width / 2 + 40)}" ry="12" fill="${shade(light.floor, 0.2)}" opacity=".2"/>`;
  } else {
    const showWindow = props.has("window") || cooking || random() < 0.75;
    if (showWindow) defs += skyGradient(l.ids.sky, light);
    const shape = pick(random, ["arch", "panes", "round"] as const);
    // A window behind a low pose frames the person; beside a tall one it leaves them room.
    // The cook stands at the window, like at a kitchen sink, with open shelves on the roomier side.
    const low = figure.box.y0 > 150 || cooking;
    const windowX = low
      ? centre + between(random, -30, 30)
      : centre > W / 2
        ? between(random, 100, 180)
        : between(random, 460, 540);
    const bottom = cooking ? counterTop + 8 : undefined;
    back += roomBackdrop(l, centre, showWindow ? { x: windowX, shape, bottom } : undefined);
    if (cooking)
      back += kitchenShelf(
        centre > W / 2 ? between(random, 84, 120) : between(random, 520, 556),
        between(random, 100, 130),
        light,
      );
    else if (l.detail > 1 && random() < 0.5) {
      const hx = centre > W / 2 ? between(random, 40, 90) : between(random, 550, 600);
      if (Math.abs(hx - windowX) > 110)
        back += P.at(hx, 0, P.hangingPlant(between(random, 30, 60), pick(random, [CLAY[1], SAND[3]])));
    }
    if (!cooking && !props.has("mat")) {
      under += `<ellipse cx="${num(centre)}" cy="${num(floorY + 6)}" rx="${num(width / 2 + 50)}" ry="16" fill="${shade(light.floor, 0.06)}"/>`;
    }
  }
  back += nightGlow(l, props.has("lamp") || cooking ? centre : centre + facing * 120, floorY - 150);
  if (props.has("mat") && ON_MAT(pose)) under += P.mat(matX0, matX1, floorY, matColour);

  const placed = placeProps(spec, l, frame);
  const carried = carriedThings(spec, figure, matColour);
  const counterSvg = cooking ? counter(l, counterX[0], counterX[1], counterTop, centre) : "";
  const leaves =
    l.detail > 1 && !light.night
      ? leaf(between(random, 30, 200), between(random, 40, 120), 14, SAGE[2], random() < 0.5) +
        leaf(between(random, 440, 610), between(random, 60, 140), 11, SAGE[3], random() < 0.5)
      : "";
  const body = `${back}${placed.back}${under}${placed.under}${figure.svg}${carried}${counterSvg}${placed.front}${leaves}${grainy ? grain(l.ids.grain, W, H) : ""}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><defs>${defs}</defs>${body}</svg>`;
}

/** On a walk the water bottle is in hand and the mat rolled under the arm. */
function carriedThings(spec: CoverSpec, figure: FigureDrawing, matColour: string): string {
  if (spec.pose !== "walking") return "";
  const [near, far] = figure.hands;
  let out = "";
  if (spec.props.includes("water")) out += P.at(far[0], far[1] + 22, P.water("#7fa3b0"), 0.55);
  if (spec.props.includes("mat")) out += P.at(near[0], near[1] + 30, P.rolledMat(matColour), 0.8);
  return out;
}

/** Covers are inlined in lists, so each must stay small. */
export const COVER_BUDGET = 7000;

/** A complete, self-contained SVG cover (640×360) for a post. Ids are prefixed per picture. */
export function blogCoverSvg(given: CoverSpec, seed: number): string {
  const spec = shownSpec(given);
  let svg = compose(spec, seed, 2);
  // A crowded spec may run over: drop flourishes (leaves, hanging plant, then the backdrop blob) until it fits.
  for (let detail = 1; svg.length > COVER_BUDGET - 100 && detail >= 0; detail--)
    svg = compose(spec, seed, detail);
  return svg;
}
