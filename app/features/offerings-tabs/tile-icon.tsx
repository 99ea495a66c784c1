import { Leaf, type LucideIcon } from "lucide-react";
import * as tileIcons from "./tile-icon-set.ts";

/** A module namespace has no prototype, so a name from content can only ever find a listed icon. */
const icons: Readonly<Record<string, LucideIcon | undefined>> = tileIcons;

/** An unknown name falls back to a leaf rather than failing the page. */
export function TileIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Leaf;
  return <Icon aria-hidden="true" className={className} />;
}
