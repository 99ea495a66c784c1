/** Seeded casting: skin, hair and clothes for a figure, from the site palette (docs/design.md, Palette). */
import type { FigureStyle, HairStyle } from "./figure.ts";
import { HAIR_STYLES } from "./figure.ts";
import { CLAY, INK, SAGE } from "./props.ts";
import { pick, type Random } from "./svg.ts";

export const SKIN_TONES = ["#f3d3b8", "#e9bc98", "#d6a27c", "#b9785a", "#9a6248", "#7a4a35"] as const;
const HAIR_COLOURS = ["#2f2520", "#1f1a17", "#4a3426", "#7a4e32", "#a8733f", "#8a8078"] as const;
const TOPS = [SAGE[4], SAGE[3], SAGE[5], CLAY[1], CLAY[0], "#e3b7a4", "#b98a9e", "#efe6d8"] as const;
const BOTTOMS = [INK, "#2a3a31", "#4b5750", CLAY[2], SAGE[5], "#5c4a5e"] as const;
const ACCENTS = [CLAY[1], CLAY[0], SAGE[3], "#e9a24c"] as const;

/** A person for this picture; `avoid` keeps their clothes off the mat's colour so the body stays readable. */
export function castPerson(random: Random, avoid: readonly string[] = []): FigureStyle {
  const tops = TOPS.filter((c) => !avoid.includes(c));
  const top = pick(random, tops);
  const bottoms = BOTTOMS.filter((c) => c !== top && !avoid.includes(c));
  const hairStyle: HairStyle = pick(random, HAIR_STYLES);
  return {
    skin: pick(random, SKIN_TONES),
    hair: pick(random, HAIR_COLOURS),
    hairStyle,
    top,
    bottom: pick(random, bottoms),
    sleeves: pick(random, ["none", "short", "short", "long"] as const),
    accent: pick(
      random,
      ACCENTS.filter((c) => c !== top),
    ),
  };
}
