/**
 * The icons tiles name in content. Only these are re-exported, so the bundle carries no unused lucide
 * icon, and the list is written once: tile-icon.tsx looks names up in this module's namespace.
 */
export {
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
} from "lucide-react";
