/**
 * One person, drawn as an SVG group in the site's illustration style (docs/design.md, Imagery; the home hero is
 * the reference): flat soft shapes, a calm face with closed eyes or dots and a small smile, hair, and hands
 * with a thumb rather than stumps.
 *
 * A pose is a skeleton (pelvis, a spine that may curve, two arms and two legs solved by two-bone inverse
 * kinematics), so every limb keeps its length and every pose stays anatomically plausible. Local units: a
 * standing person is 200 tall, feet on y = 0, facing +x when seen from the side.
 */
import {
  add,
  angleOf,
  blendPath,
  dir,
  dist,
  lerpPt,
  mix,
  num,
  type Pt,
  placePath,
  pt,
  shade,
  smoothPath,
  tidy,
} from "./svg.ts";

/** The poses a blog post may ask its cover for (blog-cover.ts, front matter `cover.pose`). */
export const EVERYDAY_POSES = [
  "mountain",
  "tree",
  "warrior",
  "triangle",
  "lunge",
  "seated",
  "twist",
  "child",
  "cobra",
  "bridge",
  "forward-fold",
  "reclined",
  "walking",
  "cooking",
  "reading",
] as const;

export const FIGURE_POSES = [
  ...EVERYDAY_POSES,
  // Poses only the page illustrations need.
  "high-lunge",
  "cat",
  "legs-up-wall",
  "legs-on-chair",
  "seated-belly",
  "desk-stretch",
  "teaching",
] as const;
export type FigurePose = (typeof FIGURE_POSES)[number];

export const HAIR_STYLES = ["bun", "ponytail", "short", "curly", "long", "bob"] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export interface FigureStyle {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  sleeves: "none" | "short" | "long";
  /** Earrings, hair tie, book cover. */
  accent: string;
  pregnant?: boolean;
  /** Shoe colour; bare feet (the norm on a mat) when absent. */
  shoes?: string;
}

export interface Placement {
  /** Where local (0, 0), between the feet on the floor, lands in the scene. */
  x: number;
  y: number;
  scale: number;
  /** Mirror, so side-view poses face left. */
  flip?: boolean;
  /**
   * Drawing detail. "small" (a figure a few dozen pixels tall) drops what would not show: blush, ears,
   * creases, the neck, the waist curve. "tiny" (a video-call tile) also turns hands into round mitts.
   */
  detail?: "full" | "small" | "tiny";
  /** The caller wraps figures in a group that already sets fill="none" and round caps and joins. */
  bare?: boolean;
  /** Head, arms and torso only, for a figure seen from the waist up. */
  bust?: boolean;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface FigureDrawing {
  svg: string;
  /** Scene-space bounds of the body, to keep props clear of it. */
  box: Box;
  /** Scene-space wrists: [near, far]. */
  hands: [Pt, Pt];
}

type HandKind = "open" | "fist" | "none";
type FootKind = "side" | "front" | "none";

interface LimbDef {
  /** Wrist or ankle target. */
  to: Pt;
  /** Knee or elbow given outright, for limbs foreshortened towards the viewer. */
  mid?: Pt;
  /** Which way the joint folds (+1 or -1) when solved. */
  bend?: number;
  /** Direction of the hand or foot in degrees; defaults to along the forearm (hands) or forward (feet). */
  end?: number;
  /** Thumb on the other side: seen from the back of the hand. */
  flipEnd?: boolean;
  hand?: HandKind;
  foot?: FootKind;
}

type Part =
  | "hair"
  | "armF"
  | "legF"
  | "pelvis"
  | "legN"
  | "neck"
  | "torso"
  | "head"
  | "armN"
  | "held"
  | "feet";

interface PoseDef {
  view: "front" | "side";
  /** Pelvis centre. */
  hip: Pt;
  /** Spine angle from vertical in degrees; positive leans towards +x. */
  spine: number;
  /** Curvature of the spine: positive bows the front outward. */
  bend?: number;
  /** The head rests on the floor: long hair spreads along it instead of hanging. */
  lying?: boolean;
  /** How far the hip joints sit towards the front of the pelvis (side view); a deep fold tips them back. */
  hipW?: number;
  /** Head roll in degrees (0 upright) and where the face turns (-1 left profile, 0 front, 1 right profile). */
  roll: number;
  yaw: number;
  eyes?: "closed" | "open";
  /** Narrower shoulders: the torso turned a little away. */
  turn?: number;
  armN: LimbDef;
  armF: LimbDef;
  legN: LimbDef;
  legF: LimbDef;
  order?: Part[];
  held?: "book";
}

const SPINE = 58;
const NECK = 16;
const UPPER_ARM = 31;
const FOREARM = 27;
const THIGH = 50;
const SHIN = 47;

const FRONT_ORDER: Part[] = [
  "hair",
  "legF",
  "legN",
  "pelvis",
  "neck",
  "torso",
  "armF",
  "armN",
  "head",
  "held",
];
const SIDE_ORDER: Part[] = [
  "armF",
  "legF",
  "hair",
  "pelvis",
  "legN",
  "neck",
  "torso",
  "head",
  "armN",
  "held",
];
const LAP_ORDER: Part[] = [
  "hair",
  "pelvis",
  "neck",
  "torso",
  "legF",
  "legN",
  "feet",
  "armF",
  "armN",
  "head",
  "held",
];

/** Cross-legged: thighs fall outward towards the viewer, shins cross in front. */
const CROSSED_LEGS = {
  legN: { mid: [46, -13], to: [-26, -9], end: 195, foot: "side" },
  legF: { mid: [-46, -13], to: [26, -11], end: -15, foot: "side", flipEnd: true },
} satisfies Record<string, LimbDef>;

const POSES: Record<FigurePose, PoseDef> = {
  mountain: {
    view: "front",
    hip: [0, -105],
    spine: 0,
    roll: 0,
    yaw: 0,
    armN: { to: [23, -99], bend: -1, end: 94 },
    armF: { to: [-23, -99], bend: 1, end: 86, flipEnd: true },
    legN: { to: [6, -6], bend: 1, foot: "front", end: 80 },
    legF: { to: [-6, -6], bend: -1, foot: "front", end: 100 },
  },
  tree: {
    view: "front",
    hip: [0, -105],
    spine: 0,
    roll: 0,
    yaw: 0,
    armN: { to: [2.5, -214], bend: -1, end: -92, flipEnd: true },
    armF: { to: [-2.5, -214], bend: 1, end: -88 },
    legN: { to: [-4, -70], bend: -1, foot: "side", end: 100 },
    legF: { to: [-5, -6], bend: -1, foot: "front", end: 100 },
    order: ["hair", "legF", "pelvis", "legN", "neck", "torso", "armF", "armN", "head"],
  },
  warrior: {
    view: "front",
    hip: [0, -84],
    spine: 0,
    roll: 0,
    yaw: 0.9,
    eyes: "open",
    armN: { to: [73, -140], bend: -1, end: 0 },
    armF: { to: [-73, -140], bend: 1, end: 180, flipEnd: true },
    legN: { to: [52, -6], bend: -1, foot: "side", end: 0 },
    legF: { to: [-70, -6], bend: 1, foot: "side", end: 200 },
  },
  triangle: {
    view: "front",
    hip: [-8, -90],
    spine: 62,
    bend: -3,
    roll: 62,
    yaw: -0.35,
    eyes: "open",
    armN: { to: [58, -38], bend: 1, end: 100 },
    armF: { to: [36, -190], bend: -1, end: -90 },
    legN: { to: [60, -6], bend: 1, foot: "side", end: 0 },
    legF: { to: [-66, -6], bend: 1, foot: "side", end: 195 },
  },
  lunge: {
    view: "side",
    hip: [-2, -50],
    spine: -6,
    bend: 3,
    roll: -8,
    yaw: 1,
    armN: { to: [8, -166], bend: -1, end: -84 },
    armF: { to: [4, -166], bend: -1, end: -86 },
    legN: { to: [50, -7], bend: -1, foot: "side", end: 0 },
    legF: { mid: [-36, -10], to: [-82, -6], foot: "side", end: 180, flipEnd: true },
    order: ["armF", "legF", "hair", "pelvis", "legN", "neck", "torso", "armN", "head"],
  },
  seated: {
    view: "front",
    hip: [0, -24],
    spine: 0,
    roll: 0,
    yaw: 0,
    armN: { to: [38, -24], bend: 1, end: 100 },
    armF: { to: [-38, -24], bend: -1, end: 80, flipEnd: true },
    ...CROSSED_LEGS,
    order: LAP_ORDER,
  },
  twist: {
    view: "front",
    hip: [0, -24],
    spine: -3,
    roll: -4,
    yaw: -0.95,
    turn: 0.78,
    armN: { to: [-34, -24], mid: [8, -56], end: 175 },
    // The back hand rests on the floor behind the hip, half hidden by the body.
    armF: { to: [-27, -14], bend: 1, end: 95 },
    ...CROSSED_LEGS,
    order: ["hair", "armF", "pelvis", "neck", "torso", "legF", "legN", "head", "armN"],
  },
  child: {
    view: "side",
    hip: [-32, -31],
    spine: 100,
    bend: -20,
    roll: 128,
    yaw: 1,
    armN: { to: [92, -6], bend: 1, end: 0 },
    armF: { to: [88, -6], bend: 1, end: 0 },
    legN: { to: [-46, -6], mid: [14, -9], foot: "side", end: 180, flipEnd: true },
    legF: { to: [-48, -6], mid: [11, -9], foot: "side", end: 180, flipEnd: true },
    order: ["armF", "armN", "legF", "hair", "pelvis", "legN", "neck", "torso", "head"],
  },
  cobra: {
    view: "side",
    hip: [0, -13],
    spine: 56,
    bend: -8,
    roll: -5,
    yaw: 1,
    armN: { to: [52, -6], bend: -1, end: 0 },
    armF: { to: [48, -6], bend: -1, end: 0 },
    legN: { to: [-97, -7], bend: 1, foot: "side", end: 180 },
    legF: { to: [-95, -9], bend: 1, foot: "side", end: 180 },
  },
  bridge: {
    view: "side",
    lying: true,
    hip: [6, -46],
    spine: -124,
    bend: -4,
    roll: -95,
    yaw: 1,
    armN: { to: [14, -6], mid: [-14, -7], end: 0 },
    armF: { to: [10, -7], mid: [-18, -8], end: 0 },
    legN: { to: [54, -7], bend: -1, foot: "side", end: 0 },
    legF: { to: [50, -7], bend: -1, foot: "side", end: 0 },
  },
  "forward-fold": {
    view: "side",
    hip: [-4, -106],
    hipW: 10,
    spine: 161,
    bend: 6,
    roll: 168,
    yaw: 1,
    armN: { to: [30, -8], bend: 1, end: 5 },
    armF: { to: [26, -8], bend: 1, end: 5 },
    legN: { to: [-4, -7], bend: -1, foot: "side", end: 0 },
    legF: { to: [-8, -7], bend: -1, foot: "side", end: 0 },
    order: ["armF", "legF", "legN", "hair", "pelvis", "neck", "torso", "head", "armN"],
  },
  reclined: {
    view: "side",
    lying: true,
    hip: [0, -14],
    spine: -90,
    bend: -2,
    roll: -92,
    yaw: 1,
    armN: { to: [2, -7], mid: [-24, -8], end: 4 },
    armF: { to: [-2, -8], mid: [-28, -9], end: 4 },
    legN: { to: [92, -9], bend: -1, foot: "side", end: -70 },
    legF: { to: [88, -10], bend: -1, foot: "side", end: -70 },
  },
  walking: {
    view: "side",
    hip: [0, -101],
    spine: 3,
    roll: 0,
    yaw: 0.85,
    eyes: "open",
    armN: { to: [-20, -102], bend: -1, hand: "fist" },
    armF: { to: [24, -108], bend: -1, hand: "fist" },
    legN: { to: [26, -10], bend: -1, foot: "side", end: -12 },
    legF: { to: [-30, -14], bend: -1, foot: "side", end: 28 },
  },
  cooking: {
    view: "front",
    hip: [0, -105],
    spine: 0,
    roll: 6,
    yaw: 0.25,
    armN: { to: [18, -100], mid: [22, -126], end: 160 },
    armF: { to: [-14, -100], mid: [-22, -126], end: 20, flipEnd: true },
    legN: { to: [6, -6], bend: 1, foot: "front", end: 80 },
    legF: { to: [-6, -6], bend: -1, foot: "front", end: 100 },
  },
  reading: {
    view: "front",
    hip: [0, -24],
    spine: 0,
    roll: 4,
    yaw: 0.1,
    armN: { to: [14, -58], mid: [24, -44], end: -70 },
    armF: { to: [-14, -58], mid: [-24, -44], end: -110, flipEnd: true },
    ...CROSSED_LEGS,
    order: LAP_ORDER,
    held: "book",
  },
  "high-lunge": {
    view: "side",
    hip: [-4, -82],
    spine: 4,
    bend: 2,
    roll: -6,
    yaw: 1,
    armN: { to: [18, -196], bend: -1, end: -80 },
    armF: { to: [14, -196], bend: -1, end: -82 },
    legN: { to: [50, -7], bend: -1, foot: "side", end: 0 },
    legF: { to: [-78, -8], bend: 1, foot: "side", end: 30 },
    order: ["armF", "legF", "hair", "pelvis", "legN", "neck", "torso", "armN", "head"],
  },
  cat: {
    view: "side",
    hip: [-30, -72],
    spine: 92,
    bend: -15,
    roll: 125,
    yaw: 1,
    armN: { to: [30, -7], bend: -1, end: 0 },
    armF: { to: [26, -7], bend: -1, end: 0 },
    legN: { to: [-80, -7], mid: [-28, -8], foot: "side", end: 180, flipEnd: true },
    legF: { to: [-82, -7], mid: [-31, -8], foot: "side", end: 180, flipEnd: true },
  },
  "legs-up-wall": {
    view: "side",
    lying: true,
    hip: [0, -13],
    spine: -90,
    roll: -92,
    yaw: 1,
    armN: { to: [-16, -26], mid: [-36, -8], end: -10 },
    armF: { to: [-20, -24], mid: [-40, -8], end: -10 },
    legN: { to: [5, -112], bend: 1, foot: "side", end: -88 },
    legF: { to: [2, -112], bend: 1, foot: "side", end: -90 },
  },
  "legs-on-chair": {
    view: "side",
    lying: true,
    hip: [0, -14],
    spine: -90,
    roll: -92,
    yaw: 1,
    armN: { to: [2, -7], mid: [-24, -8], end: 4 },
    armF: { to: [-2, -8], mid: [-28, -9], end: 4 },
    legN: { to: [62, -58], mid: [18, -58], foot: "side", end: -80 },
    legF: { to: [58, -58], mid: [15, -58], foot: "side", end: -82 },
  },
  "seated-belly": {
    view: "front",
    hip: [0, -24],
    spine: 0,
    roll: -4,
    yaw: 0,
    armN: { to: [38, -24], bend: 1, end: 100 },
    armF: { to: [-2, -44], mid: [-24, -50], end: 10, flipEnd: true },
    ...CROSSED_LEGS,
    order: LAP_ORDER,
  },
  "desk-stretch": {
    view: "front",
    hip: [0, -74],
    spine: 0,
    roll: 0,
    yaw: 0,
    armN: { to: [14, -200], bend: 1, end: -84, flipEnd: true },
    armF: { to: [-14, -200], bend: -1, end: -96 },
    legN: { to: [16, -6], mid: [20, -50], foot: "front", end: 80 },
    legF: { to: [-16, -6], mid: [-20, -50], foot: "front", end: 100 },
  },
  teaching: {
    view: "front",
    hip: [0, -105],
    spine: 0,
    roll: -4,
    yaw: 0,
    eyes: "open",
    armN: { to: [44, -196], bend: 1, end: -70 },
    armF: { to: [-30, -100], bend: 1, end: 95, flipEnd: true },
    legN: { to: [8, -6], bend: 1, foot: "front", end: 80 },
    legF: { to: [-8, -6], bend: -1, foot: "front", end: 100 },
  },
};

/** Widths of the soft limbs, in local units. */
const W = { upperArm: 10.5, forearm: 8.5, thigh: 17, shin: 12.5, neck: 9 };

interface Frame {
  at: (t: number, w: number) => Pt;
}

/** The spine as a quadratic curve from pelvis to the base of the neck, with a point-at-offset helper. */
function spineFrame(hip: Pt, deg: number, bend: number): Frame {
  const up = dir(deg - 90);
  const neck = add(hip, [up[0] * SPINE, up[1] * SPINE]);
  const normal: Pt = [-up[1], up[0]];
  const ctrl = add(lerpPt(hip, neck, 0.5), [normal[0] * bend, normal[1] * bend]);
  const curve = (t: number): Pt => {
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    return [a * hip[0] + b * ctrl[0] + c * neck[0], a * hip[1] + b * ctrl[1] + c * neck[1]];
  };
  const tangent = (t: number): Pt => {
    const x = 2 * (1 - t) * (ctrl[0] - hip[0]) + 2 * t * (neck[0] - ctrl[0]);
    const y = 2 * (1 - t) * (ctrl[1] - hip[1]) + 2 * t * (neck[1] - ctrl[1]);
    const len = Math.hypot(x, y) || 1;
    return [x / len, y / len];
  };
  return {
    at: (t, w) => {
      const u = tangent(Math.max(0, Math.min(1, t)));
      const p = curve(t);
      return [p[0] - u[1] * w, p[1] + u[0] * w];
    },
  };
}

/** Two-bone inverse kinematics; a target out of reach straightens the limb and stretches it just enough. */
function solveLimb(root: Pt, limb: LimbDef, upper: number, lower: number): [Pt, Pt] {
  if (limb.mid) return [limb.mid, limb.to];
  const d = dist(root, limb.to);
  if (d >= upper + lower - 0.01) return [lerpPt(root, limb.to, upper / (upper + lower)), limb.to];
  const clamped = Math.max(d, Math.abs(upper - lower) + 0.01);
  const cosA = (upper * upper + clamped * clamped - lower * lower) / (2 * upper * clamped);
  const base = angleOf(root, limb.to);
  const turn = (Math.acos(Math.max(-1, Math.min(1, cosA))) * 180) / Math.PI;
  const v = dir(base + (limb.bend ?? 1) * turn);
  return [add(root, [v[0] * upper, v[1] * upper]), limb.to];
}

// Round caps and joins are set once on the figure's group.
function stroke(d: string, colour: string, width: number): string {
  return `<path d="${tidy(d)}" stroke="${colour}" stroke-width="${num(width)}"/>`;
}

/** Neighbouring strokes of one colour and width become one path: same picture, fewer bytes. */
function mergeStrokes(svg: string): string {
  const pair =
    /<path d="([^"]*)" stroke="([^"]*)" stroke-width="([^"]*)"\/><path d="([^"]*)" stroke="\2" stroke-width="\3"\/>/;
  let out = svg;
  while (pair.test(out)) out = out.replace(pair, '<path d="$1$4" stroke="$2" stroke-width="$3"/>');
  return out;
}

function fill(d: string, colour: string, extra = ""): string {
  return `<path d="${tidy(d)}" fill="${colour}"${extra}/>`;
}

// Limbs are big soft shapes: whole units are precise enough and much shorter.
function seg(a: Pt, b: Pt): string {
  return `M${pt(a, 0)}L${pt(b, 0)}`;
}

// A hand pointing along +x from the wrist, thumb on the -y side: palm and fingers in one soft shape, a
// separate thumb and a crease so fingers read even at thumbnail size.
const HAND = "M-1 -4.2C5 -6 11 -6 13 -2.5C14.6 .5 13 4.6 8 4.6C4 4.6 1 4.6 -1 4.2Z";
const THUMB = "M1.5 -3.5C2.5 -9 7.5 -11 8.8 -8.4C9.6 -6.6 7.5 -4.5 6.4 -2.6Z";
const CREASE = "M8.4 -1.2L12.4 -1.2M8.4 1.6L12 1.8";
const FIST = "M-1 -4.6C4 -6 9.4 -5.4 9.8 -.5C10.2 4.6 4 5.8 -1 4.6Z";
const FIST_THUMB = "M2.5 -4.5C5 -6.2 9 -5 8.6 -2.4C6.5 -2.8 4.5 -2.6 2.5 -1.5Z";

// A foot from the ankle, toes along +x, sole on +y; and a foot seen from the front.
const FOOT =
  "M-5 -3C-4 -7 2 -5.5 6 -3.5C10 -1.5 15.5 0 16.5 3C17 5 15 6.2 12 6.2C6 6.2 0 6.2 -3 6.2C-6.5 6.2 -6.5 1 -5 -3Z";
const FOOT_FRONT = "M-5.4 -3C-5 -6.5 5 -6.5 5.4 -3C6.4 1.5 6.4 5.5 0 5.5C-6.4 5.5 -6.4 1.5 -5.4 -3Z";

interface Paint {
  skin: string;
  skinFar: string;
  top: string;
  topFar: string;
  bottom: string;
  bottomFar: string;
  line: string;
  mini: boolean;
  roundHands: boolean;
}

function paintFor(style: FigureStyle, detail: Placement["detail"]): Paint {
  return {
    skin: style.skin,
    skinFar: shade(style.skin, 0.12),
    top: style.top,
    topFar: shade(style.top, 0.14),
    bottom: style.bottom,
    bottomFar: shade(style.bottom, 0.16),
    line: shade(style.skin, 0.45),
    mini: detail === "small" || detail === "tiny",
    roundHands: detail === "tiny",
  };
}

function handSvg(
  wrist: Pt,
  deg: number,
  mirror: boolean,
  kind: HandKind,
  colour: string,
  line: string | undefined,
): string {
  if (kind === "none") return "";
  if (kind === "fist") {
    return fill(placePath(FIST, wrist, deg, mirror) + placePath(FIST_THUMB, wrist, deg, mirror), colour);
  }
  const palm = fill(placePath(HAND, wrist, deg, mirror) + placePath(THUMB, wrist, deg, mirror), colour);
  // Only the near hand gets finger creases; on the far, shaded hand they would not show.
  if (line === undefined) return palm;
  return `${palm}<path d="${placePath(CREASE, wrist, deg, mirror)}" stroke="${line}" stroke-width=".8" opacity=".45"/>`;
}

function footSvg(ankle: Pt, limb: LimbDef, colour: string): string {
  const kind = limb.foot ?? "side";
  if (kind === "none") return "";
  const deg = limb.end ?? 0;
  if (kind === "front") return fill(placePath(FOOT_FRONT, ankle, deg - 90), colour);
  return fill(placePath(FOOT, ankle, deg, limb.flipEnd ?? false), colour);
}

interface Skeleton {
  def: PoseDef;
  frame: Frame;
  shoulders: [Pt, Pt];
  hips: [Pt, Pt];
  arms: [[Pt, Pt], [Pt, Pt]];
  legs: [[Pt, Pt], [Pt, Pt]];
  neck: Pt;
  head: Pt;
}

function skeleton(def: PoseDef): Skeleton {
  const frame = spineFrame(def.hip, def.spine, def.bend ?? 0);
  const front = def.view === "front";
  const sw = 12.5 * (def.turn ?? 1);
  const shoulders: [Pt, Pt] = front
    ? [frame.at(0.86, sw), frame.at(0.86, -sw)]
    : [frame.at(0.86, -1), frame.at(0.86, -3)];
  const hips: [Pt, Pt] = front
    ? [frame.at(-0.04, 8.5), frame.at(-0.04, -8.5)]
    : [frame.at(-0.04, def.hipW ?? 1), frame.at(-0.04, (def.hipW ?? 1) - 3)];
  const neck = frame.at(1, 0);
  const headUp = dir(def.roll - 90);
  const head = add(neck, [headUp[0] * NECK, headUp[1] * NECK]);
  return {
    def,
    frame,
    shoulders,
    hips,
    neck,
    head,
    arms: [
      solveLimb(shoulders[0], def.armN, UPPER_ARM, FOREARM),
      solveLimb(shoulders[1], def.armF, UPPER_ARM, FOREARM),
    ],
    legs: [solveLimb(hips[0], def.legN, THIGH, SHIN), solveLimb(hips[1], def.legF, THIGH, SHIN)],
  };
}

function torsoSvg(sk: Skeleton, style: FigureStyle, p: Paint): string {
  const { frame } = sk;
  const front = sk.def.view === "front";
  const k = sk.def.turn ?? 1;
  const belly = style.pregnant ? 1 : 0;
  // A tank top leaves the shoulders bare; sleeves carry the cloth out to the arm.
  const shoulder = style.sleeves === "none" ? 12.5 : 15.5;
  // Half-widths from the hem to the neckline: [t, back or left, front or right].
  const rows: [number, number, number][] = front
    ? [
        [0.12, -14.5, 14.5],
        [0.42, -12.5 - belly * 2, 12.5 + belly * 2],
        [0.72, -15, 15],
        [0.93, -shoulder, shoulder],
        [1, -shoulder + 4, shoulder - 4],
      ]
    : [
        [0.12, -11.5, 10.5 + belly * 6],
        [0.4, -8.5, 9 + belly * 13],
        [0.7, -9.5, 11.5 + belly * 4],
        [0.92, -9.5, 8],
        [1, -6, 4.5],
      ];
  const left = rows.map(([t, a]) => frame.at(t, a * k));
  const right = rows.map(([t, , b]) => frame.at(t, b * k)).reverse();
  const neckline = front ? [frame.at(1, -6 * k), frame.at(0.9, 0), frame.at(1, 6 * k)] : [frame.at(0.97, -1)];
  if (p.mini) {
    // Four points make a soft enough torso a few pixels tall: hem and shoulders, no waist or neckline.
    const corners = [
      frame.at(0.12, -14 * k),
      frame.at(0.97, -15 * k),
      frame.at(0.97, 15 * k),
      frame.at(0.12, 14 * k),
    ];
    return fill(smoothPath(corners, true, 0.7, 0), p.top);
  }
  let out = fill(smoothPath([...left, ...neckline, ...right], true, 0.9, 0), p.top);
  if (front && style.pregnant) {
    // Seen from the front, a bump is a round belly a little wider than the waist, lit from above.
    const c = frame.at(0.3, 0);
    out += `<ellipse cx="${num(c[0])}" cy="${num(c[1])}" rx="17" ry="15.5" fill="${mix(p.top, "#ffffff", 0.1)}"/>`;
    out += stroke(
      `M${pt([c[0] - 12, c[1] + 9])}Q${pt([c[0], c[1] + 17])} ${pt([c[0] + 12, c[1] + 9])}`,
      shade(p.top, 0.12),
      2,
    );
  }
  return out;
}

function pelvisSvg(sk: Skeleton, p: Paint): string {
  const { frame } = sk;
  const rows: Pt[] =
    sk.def.view === "front"
      ? [
          [0.26, -14],
          [0, -16.5],
          [-0.14, -9],
          [-0.16, 0],
          [-0.14, 9],
          [0, 16.5],
          [0.26, 14],
        ]
      : [
          [0.26, -11],
          [0.04, -13.5],
          [-0.13, -8],
          [-0.15, 1],
          [-0.1, 9],
          [0.05, 10.5],
          [0.26, 10],
        ];
  return fill(
    smoothPath(
      rows.map(([t, w]) => frame.at(t, w)),
      true,
      1,
      0,
    ),
    p.bottom,
  );
}

function armSvg(sk: Skeleton, index: 0 | 1, style: FigureStyle, p: Paint): string {
  const near = index === 0;
  const def = near ? sk.def.armN : sk.def.armF;
  const shoulder = sk.shoulders[index];
  const [elbow, wrist] = sk.arms[index];
  const skin = near ? p.skin : p.skinFar;
  const cloth = near ? p.top : p.topFar;
  const deg = def.end ?? angleOf(elbow, wrist);
  if (p.mini) {
    const colour = style.sleeves === "long" ? cloth : skin;
    const arm = `<path d="M${pt(shoulder, 0)}L${pt(elbow, 0)}L${pt(wrist, 0)}" stroke="${colour}" stroke-width="10"/>`;
    if (p.roundHands) return arm + roundHand(wrist, deg, skin);
    return arm + handSvg(wrist, deg, def.flipEnd ?? false, def.hand ?? "open", skin, undefined);
  }
  let out = stroke(seg(shoulder, elbow), skin, W.upperArm) + stroke(seg(elbow, wrist), skin, W.forearm);
  if (style.sleeves === "short")
    out += stroke(seg(shoulder, lerpPt(shoulder, elbow, 0.45)), cloth, W.upperArm + 2.5);
  if (style.sleeves === "long") {
    out += stroke(`M${pt(shoulder)}L${pt(elbow)}L${pt(lerpPt(elbow, wrist, 0.82))}`, cloth, W.upperArm + 1.5);
  }
  out += handSvg(wrist, deg, def.flipEnd ?? false, def.hand ?? "open", skin, near ? p.line : undefined);
  return out;
}

/** A hand in a video tile: a round mitt a little past the wrist. */
function roundHand(wrist: Pt, deg: number, skin: string): string {
  const [dx, dy] = dir(deg);
  const hand = add(wrist, [dx * 4, dy * 4]);
  return `<circle cx="${num(hand[0], 0)}" cy="${num(hand[1], 0)}" r="6" fill="${skin}"/>`;
}

function legSvg(sk: Skeleton, index: 0 | 1, style: FigureStyle, p: Paint, withFoot: boolean): string {
  const near = index === 0;
  const hip = sk.hips[index];
  const [knee, ankle] = sk.legs[index];
  const cloth = near ? p.bottom : p.bottomFar;
  const skin = near ? p.skin : p.skinFar;
  // Cropped leggings: a little bare ankle says "barefoot on a mat".
  const cuff = lerpPt(ankle, knee, 10 / Math.max(dist(ankle, knee), 10));
  let out = stroke(seg(knee, ankle), skin, W.shin - 3);
  out +=
    stroke(seg(hip, knee), cloth, W.thigh) + stroke(seg(knee, style.shoes ? ankle : cuff), cloth, W.shin);
  if (withFoot) out += footOf(sk, index, style, p);
  return out;
}

function footOf(sk: Skeleton, index: 0 | 1, style: FigureStyle, p: Paint): string {
  const near = index === 0;
  const def = near ? sk.def.legN : sk.def.legF;
  const colour = style.shoes ? shade(style.shoes, near ? 0 : 0.15) : near ? p.skin : p.skinFar;
  return footSvg(sk.legs[index][1], def, colour);
}

function neckSvg(sk: Skeleton, p: Paint): string {
  const base = sk.frame.at(0.9, 0);
  return stroke(seg(base, lerpPt(sk.neck, sk.head, 0.55)), p.skinFar, W.neck);
}

// Hair shapes in head space (centre 0,0; the face turns towards +x in profile), each written twice with the
// same commands, front and profile, so any yaw in between is a blend of the two.
const CAP = {
  front:
    "M-13 2C-14.5 -10 -8 -16.8 0 -16.8C8.5 -16.8 14.5 -10 13 2C10.5 -5 6 -9.5 -1 -9C-6 -6.5 -10 -2.5 -13 2Z",
  side: "M-10 10C-15.5 0 -10 -16.8 0 -16.8C7 -16.8 13 -11 12.4 -5.5C8.5 -8.5 3.5 -8 .5 -4.5C-1.5 -.5 -4 5.5 -10 10Z",
};
const SHORT_CAP = {
  front:
    "M-12.6 -1C-14 -11 -8 -16 0 -16C8 -16 14 -11 12.6 -1C11 -8 7 -10.5 0 -10.5C-7 -10.5 -11 -8 -12.6 -1Z",
  side: "M-9 6C-14 -2 -10 -16 0 -16C7 -16 12.4 -12 12 -7C7 -9.5 2 -9 -.5 -6C-2.5 -3 -4.5 1.5 -9 6Z",
};
const LONG = {
  front:
    "M0 -17C-12 -17 -17.5 -6 -16.5 8C-16 18 -17.5 26 -14.5 31C-6 32 6 32 14.5 31C17.5 26 16 18 16.5 8C17.5 -6 12 -17 0 -17Z",
  side: "M1 -17C-10 -17 -16.5 -8 -15.5 4C-14.5 14 -17 23 -14 30C-10 32 -5 31 -3 27C-2.5 20 -4 13 .5 8C3 -6 10 -17 1 -17Z",
};
const BOB = {
  front:
    "M0 -17C-12 -17 -17 -6 -16 4C-15.6 9 -16 12 -14 14C-6 15 6 15 14 14C16 12 15.6 9 16 4C17 -6 12 -17 0 -17Z",
  side: "M1 -17C-10 -17 -16 -8 -15 2C-14.5 8 -15.5 12 -13 14C-10 15 -6 15 -4 13C-3 9 -3 6 .5 2C3 -6 10 -17 1 -17Z",
};
const TAIL = {
  front: "M-9 -13C-17 -12 -19 2 -16 12C-14.5 8 -12.5 2 -7 -5Z",
  side: "M-10 -9C-19 -9 -22 5 -19 16C-16 12 -13 5 -6 -3Z",
};

function blend(shape: { front: string; side: string }, yaw: number): string {
  return blendPath(shape.front, shape.side, Math.min(1, Math.abs(yaw)), yaw < 0);
}

/**
 * Long hair on a head that lies down or hangs upside down falls with gravity, not along the back: a soft
 * teardrop from the head towards the floor (or, lying, spread along the floor past the crown).
 */
function fallingHair(style: FigureStyle, roll: number, lying: boolean, colour: string): string {
  const r = (roll * Math.PI) / 180;
  const down: Pt = [Math.sin(r), Math.cos(r)];
  const raw: Pt = lying ? [down[0] * 0.5, -1 + down[1] * 0.5] : down;
  const len = Math.hypot(raw[0], raw[1]) || 1;
  const d: Pt = [raw[0] / len, raw[1] / len];
  const n: Pt = [-d[1], d[0]];
  const long = style.hairStyle === "long" ? 30 : style.hairStyle === "bob" ? 19 : 26;
  const w = style.hairStyle === "ponytail" ? 7 : 14;
  const at = (a: number, b: number): string => pt([d[0] * a + n[0] * b, d[1] * a + n[1] * b]);
  const path = `M${at(0, w)}C${at(long * 0.5, w * 1.15)} ${at(long, w * 0.45)} ${at(long, 0)}C${at(long, -w * 0.45)} ${at(long * 0.5, -w * 1.15)} ${at(0, -w)}C${at(-12, -w)} ${at(-12, w)} ${at(0, w)}Z`;
  return fill(path, colour);
}

function hairBackSvg(style: FigureStyle, yaw: number, roll: number, lying: boolean): string {
  const a = Math.min(1, Math.abs(yaw));
  const s = yaw < 0 ? -1 : 1;
  const colour = shade(style.hair, 0.08);
  const flowing = style.hairStyle === "long" || style.hairStyle === "bob" || style.hairStyle === "ponytail";
  if (flowing && Math.abs(roll) >= 50) return fallingHair(style, roll, lying, colour);
  switch (style.hairStyle) {
    case "long":
      return fill(`M${blend(LONG, yaw).slice(1)}`, colour);
    case "bob":
      return fill(`M${blend(BOB, yaw).slice(1)}`, colour);
    case "curly":
      return `<circle cx="${num(-s * a * 3)}" cy="-3" r="17.5" fill="${colour}"/>`;
    case "ponytail":
      return fill(`M${blend(TAIL, yaw).slice(1)}`, colour);
    case "bun":
      return `<circle cx="${num(-s * a * 9)}" cy="${num(-18 + a * 3)}" r="6.8" fill="${style.hair}"/>`;
    default:
      return "";
  }
}

function faceSvg(yaw: number, eyes: "closed" | "open", p: Paint, accent: string): string {
  const a = Math.min(1, Math.abs(yaw));
  const s = yaw < 0 ? -1 : 1;
  const spread = 4.6 * (1 - a * 0.4);
  const xs = a > 0.75 ? [s * 7.6] : [yaw * 5 - spread, yaw * 5 + spread];
  let lines = "";
  let dots = "";
  let blush = "";
  for (const x of xs) {
    if (eyes === "closed") lines += `M${num(x - 2.3)} 1.4Q${num(x)} 3.4 ${num(x + 2.3)} 1.4`;
    else dots += `<circle cx="${num(x)}" cy="1.8" r="1.35" fill="${p.line}"/>`;
    blush += `<circle cx="${num(x + s * 0.8)}" cy="5.6" r="2.1"/>`;
  }
  const mx = a > 0.75 ? s * 8.4 : yaw * 6.5;
  const mouth = `M${num(mx - 2)} 7.6Q${num(mx + s * 0.3)} 9.4 ${num(mx + 2)} 7.6`;
  let out = `<path d="${tidy(lines + mouth)}" stroke="${p.line}" stroke-width="1.3"/>`;
  out += dots;
  if (p.mini) return out;
  out += `<g fill="${accent}" opacity=".28">${blush}</g>`;
  if (a > 0.3) {
    out += `<ellipse cx="${num(-s * (12 - a * 10.5))}" cy="2" rx="2.3" ry="3" fill="${p.skinFar}"/>`;
  }
  return out;
}

function headSvg(sk: Skeleton, style: FigureStyle, p: Paint): string {
  const { yaw } = sk.def;
  const a = Math.min(1, Math.abs(yaw));
  const s = yaw < 0 ? -1 : 1;
  let out = `<ellipse rx="12" ry="13.5" fill="${p.skin}"/>`;
  if (a > 0.75) out += `<ellipse cx="${num(s * 11.4)}" cy="2" rx="2.2" ry="2.6" fill="${p.skin}"/>`;
  out += faceSvg(yaw, sk.def.eyes ?? "closed", p, style.accent);
  const cap = style.hairStyle === "short" ? SHORT_CAP : CAP;
  out += fill(`M${blend(cap, yaw).slice(1)}`, style.hair);
  if (style.hairStyle === "curly") {
    out += `<circle cx="${num(-s * a * 6)}" cy="-12" r="8" fill="${style.hair}"/>`;
  }
  if (style.hairStyle === "ponytail") {
    out += `<circle cx="${num(-s * (7 + a * 3))}" cy="${num(-11 + a * 2)}" r="2" fill="${style.accent}"/>`;
  }
  return `<g transform="${headTransform(sk)}">${out}</g>`;
}

function headTransform(sk: Skeleton): string {
  const roll = sk.def.roll === 0 ? "" : `rotate(${num(sk.def.roll)})`;
  return `translate(${pt(sk.head)})${roll}`;
}

function hairSvg(sk: Skeleton, style: FigureStyle): string {
  const back = hairBackSvg(style, sk.def.yaw, sk.def.roll, sk.def.lying ?? false);
  if (!back) return "";
  return `<g transform="${headTransform(sk)}">${back}</g>`;
}

/** An open book held up in both hands, seen from behind its covers: the tent shape everyone reads as a book. */
function bookSvg(sk: Skeleton, style: FigureStyle, p: Paint): string {
  const [n, f] = [sk.arms[0][1], sk.arms[1][1]];
  const c: Pt = [(n[0] + f[0]) / 2, (n[1] + f[1]) / 2 - 4];
  const cover = `M${pt(add(c, [0, -10]))}L${pt(add(c, [24, -16]))}L${pt(add(c, [25, 10]))}L${pt(add(c, [0, 14]))}L${pt(add(c, [-25, 10]))}L${pt(add(c, [-24, -16]))}Z`;
  const pages = `M${pt(add(c, [0, -10]))}L${pt(add(c, [22, -17]))}L${pt(add(c, [23, -14]))}L${pt(add(c, [0, -7]))}L${pt(add(c, [-23, -14]))}L${pt(add(c, [-22, -17]))}Z`;
  let out = fill(pages, "#fcfaf6") + fill(cover, style.accent);
  out += stroke(seg(add(c, [0, -9]), add(c, [0, 13])), shade(style.accent, 0.25), 1.4);
  for (const w of [n, f])
    out += `<ellipse cx="${num(w[0])}" cy="${num(w[1] - 9)}" rx="3.2" ry="4.2" fill="${p.skin}"/>`;
  return out;
}

function boundsOf(sk: Skeleton): Box {
  const pts: Pt[] = [sk.head, ...sk.shoulders, ...sk.hips, ...sk.arms.flat(), ...sk.legs.flat()];
  const xs = pts.map((q) => q[0]);
  const ys = pts.map((q) => q[1]);
  return { x0: Math.min(...xs) - 14, x1: Math.max(...xs) + 14, y0: Math.min(...ys) - 18, y1: 0 };
}

function toScene(q: Pt, at: Placement): Pt {
  return [at.x + q[0] * at.scale * (at.flip ? -1 : 1), at.y + q[1] * at.scale];
}

/** A small figure needs no fractions of a unit: round path data and circle geometry to whole numbers. */
function wholeUnits(svg: string): string {
  const round = (text: string) => tidy(text.replace(/-?\d*\.\d+/g, (v) => ` ${Math.round(Number(v))}`));
  return svg
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${round(d)}"`)
    .replace(
      / (cx|cy|rx|ry|r)="([^"]*)"/g,
      (_, name: string, v: string) => ` ${name}="${Math.round(Number(v))}"`,
    );
}

/** Draw a person. The returned group is self-contained (no ids), so it can appear many times in one page. */
export function drawFigure(pose: FigurePose, style: FigureStyle, at: Placement): FigureDrawing {
  const def = POSES[pose];
  const sk = skeleton(def);
  const p = paintFor(style, at.detail);
  const hidden: Part[] = at.bust ? ["legF", "legN", "pelvis", "feet"] : [];
  const order = (def.order ?? (def.view === "front" ? FRONT_ORDER : SIDE_ORDER)).filter(
    (part) => !hidden.includes(part),
  );
  // Crossed legs show both feet on top of both shins.
  const feetApart = order.includes("feet");
  const parts: Record<Part, () => string> = {
    hair: () => hairSvg(sk, style),
    armF: () => armSvg(sk, 1, style, p),
    legF: () => legSvg(sk, 1, style, p, !feetApart),
    pelvis: () => pelvisSvg(sk, p),
    legN: () => legSvg(sk, 0, style, p, !feetApart),
    feet: () => footOf(sk, 1, style, p) + footOf(sk, 0, style, p),
    // A small figure's chin meets its rounded collar; a neck would not show.
    neck: () => (p.mini ? "" : neckSvg(sk, p)),
    torso: () => torsoSvg(sk, style, p),
    head: () => headSvg(sk, style, p),
    armN: () => armSvg(sk, 0, style, p),
    held: () => (def.held === "book" ? bookSvg(sk, style, p) : ""),
  };
  const drawn = order.map((part) => parts[part]()).join("");
  const body = p.mini ? wholeUnits(drawn) : drawn;
  const k = num(at.scale, 3);
  const scale = at.flip ? `${num(-at.scale, 3)} ${k}` : k;
  const attrs = at.bare ? "" : ' fill="none" stroke-linecap="round" stroke-linejoin="round"';
  const svg = `<g${attrs} transform="translate(${num(at.x)} ${num(at.y)})scale(${scale})">${mergeStrokes(body)}</g>`;
  const b = boundsOf(sk);
  const c0 = toScene([b.x0, b.y0], at);
  const c1 = toScene([b.x1, b.y1], at);
  return {
    svg,
    box: { x0: Math.min(c0[0], c1[0]), x1: Math.max(c0[0], c1[0]), y0: c0[1], y1: c1[1] },
    hands: [toScene(sk.arms[0][1], at), toScene(sk.arms[1][1], at)],
  };
}
