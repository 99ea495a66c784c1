import { createLucideIcon, type LucideIcon, type LucideIconData, type LucideProps } from "lucide-react";

/**
 * An icon's drawing: the SVG tags lucide-react draws it with, and their attributes. Plain data, so a route
 * loader can resolve content's icon names at build time and no page carries the icons as JavaScript.
 */
export interface IconDrawing {
  name: string;
  size?: number;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
}

/**
 * One component per drawing, made the way lucide-react makes its own icons, so the SVG is the same and
 * the page loads no lucide module beyond the one its icon components already share.
 */
const components = new WeakMap<IconDrawing, LucideIcon>();

function componentFor(drawing: IconDrawing): LucideIcon {
  let component = components.get(drawing);
  if (!component) {
    // Drawings travel without React keys (they would only weigh on the page); the tags never reorder.
    const node = drawing.node.map(([tag, attributes], index) => [tag, { ...attributes, key: String(index) }]);
    component = createLucideIcon({ ...drawing, node } as LucideIconData);
    components.set(drawing, component);
  }
  return component;
}

export function DrawnIcon({ drawing, ...props }: LucideProps & { drawing: IconDrawing }) {
  const Drawn = componentFor(drawing);
  return <Drawn {...props} />;
}
