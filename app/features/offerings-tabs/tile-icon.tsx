import {
  Activity,
  Baby,
  BedDouble,
  Bone,
  Brain,
  CalendarCheck,
  Coffee,
  Feather,
  Flame,
  Flower2,
  HandHeart,
  Heart,
  HeartPulse,
  Leaf,
  type LucideIcon,
  Moon,
  Scale,
  Sprout,
  StretchHorizontal,
  Sunrise,
  Sunset,
  Target,
  Wind,
} from "lucide-react";

/**
 * Tiles name their icon in content; only the icons named there are imported, so the bundle carries no
 * unused ones. An unknown name falls back to a leaf rather than failing the page.
 */
const icons: Record<string, LucideIcon> = {
  Activity,
  Baby,
  BedDouble,
  Bone,
  Brain,
  CalendarCheck,
  Coffee,
  Feather,
  Flame,
  Flower2,
  HandHeart,
  Heart,
  HeartPulse,
  Leaf,
  Moon,
  Scale,
  Sprout,
  StretchHorizontal,
  Sunrise,
  Sunset,
  Target,
  Wind,
};

export function TileIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Leaf;
  return <Icon aria-hidden="true" className={className} />;
}
