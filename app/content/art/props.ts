/**
 * Objects around the person: each drawn in its own small space, bottom centre at (0, 0) on the floor, and
 * placed with one translate. Same flat style and palette as the figure (docs/design.md, Palette).
 */
import { num as exactNum, mix, shade, tidy } from "./svg.ts";

// Scenery is drawn in whole pixels: nobody sees a tenth of a pixel on a wall, and it keeps covers small.
const num = (value: number): string => exactNum(value, 0);

export const INK = "#33473c";
export const SAGE = ["#e2ece5", "#c5d9cb", "#9fbfa9", "#789f86", "#5b7f6b", "#4a6a58", "#3d5748"] as const;
export const CLAY = ["#d9876c", "#c8694a", "#a9533a", "#8c442f"] as const;
export const SAND = ["#fcfaf6", "#f7f3ec", "#efe6d8", "#e3d4bd"] as const;

export function at(x: number, y: number, svg: string, scale = 1, flip = false): string {
  const k = exactNum(scale, 2);
  const s = scale === 1 && !flip ? "" : `scale(${flip ? "-" : ""}${k}${flip ? ` ${k}` : ""})`;
  return `<g transform="translate(${num(x)} ${num(y)})${s}">${svg}</g>`;
}

function p(d: string, colour: string, extra = ""): string {
  return `<path d="${tidy(d)}" fill="${colour}"${extra}/>`;
}

/** A yoga mat seen low from the front: a soft trapezoid with a darker front edge. */
export function mat(x0: number, x1: number, y: number, colour: string): string {
  const w = x1 - x0;
  const top = `M${num(x0 + 16)} ${num(y - 10)}h${num(w - 32)}c10 0 16 6 20 12l4 6H${num(x0 - 4)}l4-6c4-6 10-12 20-12z`;
  const edge = `M${num(x0 - 4)} ${num(y + 8)}h${num(w + 8)}v3a4 4 0 0 1-4 4H${num(x0)}a4 4 0 0 1-4-4z`;
  return p(top, colour) + p(edge, shade(colour, 0.18));
}

/** A mat rolled up and leaning on the wall, for poses that do not use one. */
export function rolledMat(colour: string): string {
  return (
    p("M-9 0L5-92a9 9 0 0 1 17 4L8 2a9 9 0 0 1-17-2z", colour) +
    `<ellipse cx="13" cy="-91" rx="8.5" ry="5" transform="rotate(12 13 -91)" fill="${shade(colour, 0.2)}"/>` +
    p("M-4-40l16 3", "none", ` stroke="${shade(colour, 0.3)}" stroke-width="2.5"`)
  );
}

export function block(colour: string): string {
  return (
    p("M-18 0h32v-20h-32z", colour) +
    p("M-18-20l9-7h32l-9 7z", mix(colour, "#ffffff", 0.25)) +
    p("M14 0l9-7v-20l-9 7z", shade(colour, 0.15))
  );
}

export function strap(colour: string): string {
  const dark = shade(colour, 0.25);
  return (
    p("M6-4h30c3 0 3 4 0 4H6z", colour) +
    `<circle cy="-13" r="13" fill="${colour}"/>` +
    `<path d="M-8-13a8 8 0 0 1 16 0a5 5 0 0 1-10 0" fill="none" stroke="${dark}" stroke-width="1.6" stroke-linecap="round"/>` +
    `<rect x="34" y="-6" width="7" height="7" rx="1.5" fill="none" stroke="${SAND[3]}" stroke-width="2"/>`
  );
}

/** A round meditation cushion; 64 wide so a seated figure fits on it. */
export function cushion(colour: string): string {
  return (
    `<ellipse cy="-11" rx="34" ry="12" fill="${shade(colour, 0.15)}"/>` +
    `<ellipse cy="-16" rx="32" ry="10" fill="${colour}"/>` +
    `<circle cy="-16" r="2.4" fill="${shade(colour, 0.3)}"/>`
  );
}

export function bolster(colour: string): string {
  const dark = shade(colour, 0.18);
  return (
    `<rect x="-46" y="-24" width="92" height="24" rx="12" fill="${colour}"/>` +
    `<ellipse cx="-34" cy="-12" rx="6" ry="11" fill="${dark}"/>` +
    `<path d="M-12-23v22M12-23v22" stroke="${dark}" stroke-width="1.5" opacity=".5"/>`
  );
}

/** Three kinds of house plant, so rooms differ. */
export function plant(kind: number, pot: string): string {
  const potPath = p("M-17-34h34l-5 34h-24z", pot) + p("M-19-40h38v8h-38z", shade(pot, 0.15));
  if (kind === 0) {
    return (
      p("M0-40C-3-80-22-106-44-118c20 28 30 56 36 78z", SAGE[3]) +
      p("M0-40c2-52 16-94 40-116-16 36-26 76-30 116z", SAGE[4]) +
      p("M-4-40c-14-30-34-44-54-48 20 12 36 28 46 48z", SAGE[5]) +
      p("M4-40c12-26 30-38 52-40-20 10-36 24-44 40z", SAGE[2]) +
      potPath
    );
  }
  if (kind === 1) {
    // Snake plant: upright blades.
    return (
      p("M-10-40c-6-30-4-60 0-86 6 26 6 56 6 86z", SAGE[4]) +
      p("M0-40c0-40 6-70 12-96 4 32 0 66-4 96z", SAGE[5]) +
      p("M6-40c6-24 14-44 24-58-2 22-8 42-14 58z", SAGE[3]) +
      p("M-6-40c-8-18-18-30-28-36 4 16 12 28 18 36z", SAGE[2]) +
      potPath
    );
  }
  // Round-leaved: a few soft discs on stems.
  const leaves = [
    [-22, -86, 13],
    [16, -96, 15],
    [-4, -112, 12],
    [26, -70, 11],
    [-28, -62, 10],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join("");
  return (
    `<path d="M0-40C-4-60-14-76-22-86M0-40c4-22 10-44 16-56M0-40c0-30-2-52-4-72M2-40c10-8 18-18 24-30M-2-40c-10-6-20-14-26-22" fill="none" stroke="${SAGE[5]}" stroke-width="3"/>` +
    `<g fill="${SAGE[3]}">${leaves}</g>` +
    potPath
  );
}

/** A trailing plant in a hanging pot; `drop` is how far the cord falls from the ceiling. */
export function hangingPlant(drop: number, pot: string): string {
  return (
    `<path d="M0 0v${drop}" stroke="${CLAY[2]}" stroke-width="2"/>` +
    p(`M-22 ${drop}h44l-6 26h-32z`, pot) +
    `<path d="M-16 ${drop + 10}c-14 16-16 40-8 62M-4 ${drop + 20}c-4 18-2 34 4 50M14 ${drop + 12}c12 14 16 34 12 52" fill="none" stroke="${SAGE[5]}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<g fill="${SAGE[4]}"><ellipse cx="-22" cy="${drop + 44}" rx="5" ry="9"/><ellipse cx="-21" cy="${drop + 68}" rx="5" ry="9"/><ellipse cx="1" cy="${drop + 60}" rx="4" ry="8"/><ellipse cx="26" cy="${drop + 40}" rx="5" ry="9"/><ellipse cx="24" cy="${drop + 62}" rx="5" ry="9"/></g>`
  );
}

export function tea(cup: string): string {
  return (
    `<path d="M-6-34c-4-6 4-9 0-15M4-34c-4-6 4-9 0-15" fill="none" stroke="${SAND[3]}" stroke-width="2.2" stroke-linecap="round" opacity=".9"/>` +
    `<path d="M11-24a7 7 0 0 1 0 12" fill="none" stroke="${cup}" stroke-width="3.5"/>` +
    p("M-12-28h24v20a8 8 0 0 1-8 8h-8a8 8 0 0 1-8-8z", cup) +
    `<ellipse cy="-28" rx="12" ry="3" fill="${shade(cup, 0.3)}"/>`
  );
}

/** A singing bowl on its little cushion, with the wooden striker. */
export function singingBowl(cushionColour: string): string {
  return (
    `<ellipse cy="-5" rx="22" ry="6" fill="${cushionColour}"/>` +
    p("M-20-22h40c0 12-8 18-20 18s-20-6-20-18z", "#c99a5b") +
    `<ellipse cy="-22" rx="20" ry="4.5" fill="#a87a42"/>` +
    `<path d="M24-3l14-16" stroke="${CLAY[3]}" stroke-width="4" stroke-linecap="round"/>`
  );
}

export function mixingBowl(colour: string): string {
  return (
    p("M-26-24h52c0 16-10 24-26 24s-26-8-26-24z", colour) +
    `<ellipse cy="-24" rx="26" ry="5" fill="${shade(colour, 0.25)}"/>` +
    `<path d="M6-26l18-26" stroke="#b98a5a" stroke-width="3.5" stroke-linecap="round"/>`
  );
}

export function candles(night: boolean): string {
  // At night the flames burn a little taller.
  const flame = night
    ? "M-10-48c-5 5-5 10 0 11 5-1 5-6 0-11zM9-36c-4.5 4.5-4.5 9 0 10 4.5-1 4.5-5.5 0-10z"
    : "M-10-46c-4 4-4 8 0 9 4-1 4-5 0-9zM9-34c-3.5 3.5-3.5 7 0 8 3.5-1 3.5-4.5 0-8z";
  return (
    `<rect x="-18" y="-34" width="16" height="34" rx="3" fill="${SAND[0]}"/>` +
    `<rect x="2" y="-22" width="14" height="22" rx="3" fill="${SAND[2]}"/>` +
    `<path d="${flame}" fill="#f0a35e"/>` +
    `<path d="M-10-34v-3M9-22v-3" stroke="${INK}" stroke-width="1.2"/>`
  );
}

/** A laptop on a low stool, a live class on its screen: the studio's whole idea in one object. */
export function laptop(screen: string, teacherSkin: string, teacherTop: string, onStool = true): string {
  const stool = onStool
    ? p("M-34-30h68l-6 8h-56z", CLAY[3]) + p("M-26-22h6l-4 22h-6zM20-22h6l4 22h-6z", CLAY[3])
    : "";
  const lift = onStool ? "" : ' transform="translate(0 30)"';
  return (
    stool +
    `<g${lift}>` +
    p("M-28-82h56a5 5 0 0 1 5 5v43h-66v-43a5 5 0 0 1 5-5z", INK) +
    `<rect x="-24" y="-78" width="48" height="38" rx="2" fill="${screen}"/>` +
    `<circle cy="-64" r="6" fill="${teacherSkin}"/>` +
    p("M-10-40c1-9 5-14 10-14s9 5 10 14z", teacherTop) +
    p("M-36-36h72l-4 6h-64z", "#4b5750") +
    "</g>"
  );
}

/** An open journal lying on the floor, a pencil across it. */
export function journal(cover: string): string {
  return (
    p("M-30-2l6-14h28l2 16zM6 0l-2-16h28l6 14z", cover) +
    p("M-27-4l5-11h25l1 13zM8-2l-1-13h25l5 11z", SAND[0]) +
    `<path d="M-20-11h18M-21-7h18M11-11h16M12-7h14" stroke="${SAND[3]}" stroke-width="1.2"/>` +
    `<path d="M-10 4l34-12" stroke="${CLAY[1]}" stroke-width="3" stroke-linecap="round"/>`
  );
}

export function water(colour: string): string {
  return (
    `<rect x="-9" y="-50" width="18" height="50" rx="6" fill="${colour}"/>` +
    `<rect x="-6" y="-58" width="12" height="9" rx="2" fill="${shade(colour, 0.3)}"/>` +
    `<rect x="-9" y="-34" width="18" height="12" fill="${mix(colour, "#ffffff", 0.35)}"/>`
  );
}

export function fruit(bowlColour: string): string {
  return (
    `<circle cx="-12" cy="-20" r="10" fill="${CLAY[0]}"/>` +
    `<circle cx="8" cy="-22" r="11" fill="#e9a24c"/>` +
    `<circle cx="-1" cy="-28" r="9" fill="${SAGE[3]}"/>` +
    p("M1-36c4-6 10-6 12-4-4 4-8 5-12 4z", SAGE[4]) +
    p("M-26-18h52c-2 12-12 18-26 18s-24-6-26-18z", bowlColour)
  );
}

/** A floor lamp; at night its light falls in soft rings. */
export function lamp(night: boolean, shadeColour: string): string {
  const glow = night
    ? `<g fill="#f7d9a0"><circle cy="-150" r="90" opacity=".12"/><circle cy="-150" r="58" opacity=".16"/><circle cy="-150" r="32" opacity=".22"/></g>`
    : "";
  return (
    glow +
    `<ellipse cy="-2" rx="18" ry="4" fill="${INK}"/>` +
    `<path d="M0-2v-140" stroke="${INK}" stroke-width="3"/>` +
    p("M-20-136h40l-8-34h-24z", night ? "#f6d7a2" : shadeColour)
  );
}

/** A wooden chair seen from the side; the seat is `seat` above the floor and the back rises on the +x side. */
export function chair(seat: number, wood: string): string {
  const s = num(seat);
  return (
    `<path d="M-24 0V-${s}M20 0V-${s}M20-${s}V-${num(seat + 56)}" stroke="${shade(wood, 0.15)}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="-30" y="-${num(seat + 6)}" width="56" height="8" rx="3" fill="${wood}"/>` +
    `<rect x="16" y="-${num(seat + 58)}" width="9" height="30" rx="4" fill="${wood}"/>`
  );
}

/** A wall calendar, its first row of seven days ticked off: a week of practice kept. */
export function wallCalendar(accent: string, ticks: string): string {
  let cells = "";
  let marks = "";
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 7; col++) {
      const x = -45 + col * 13;
      const y = -58 + row * 15;
      cells += `<rect x="${x}" y="${y}" width="10" height="11" rx="2"/>`;
      if (row === 0) marks += `M${x + 2} ${y + 6}l3 3 5-7`;
    }
  }
  return (
    `<rect x="-52" y="-80" width="104" height="80" rx="6" fill="${SAND[0]}"/>` +
    `<path d="M-52-68v-6a6 6 0 0 1 6-6h92a6 6 0 0 1 6 6v6z" fill="${accent}"/>` +
    `<g fill="${SAND[2]}">${cells}</g>` +
    `<path d="${marks}" fill="none" stroke="${ticks}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** Flowers in a pot: a few stems, round blooms in the warm accents. */
export function flowers(pot: string, blooms: readonly string[]): string {
  const heads = [
    [-14, -62, 8],
    [4, -76, 9],
    [18, -56, 7],
    [-2, -50, 6],
  ];
  const stems = heads.map(([x, y]) => `M0-26Q${(x ?? 0) / 2} ${((y ?? 0) - 26) / 2} ${x} ${y}`).join("");
  const dots = heads
    .map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${blooms[i % blooms.length]}"/>`)
    .join("");
  return (
    `<path d="${stems}" fill="none" stroke="${SAGE[4]}" stroke-width="2.5"/>` +
    p("M-10-54c-12-4-18 2-16 8 8 2 14-2 16-8zM8-40c12-6 18-2 18 4-8 4-14 2-18-4z", SAGE[3]) +
    dots +
    `<g fill="${SAND[0]}" opacity=".7">${heads.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5"/>`).join("")}</g>` +
    p("M-16-28h32l-5 28h-22z", pot)
  );
}
