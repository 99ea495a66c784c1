/**
 * The icons the method pillars name in categories.ts. Only these are re-exported, so the bundle carries
 * no unused lucide icon, and the list is written once: method-section.tsx looks names up in this module.
 */
export {
  Activity,
  BedDouble,
  Brain,
  CalendarCheck,
  ClipboardList,
  Clock,
  Eye,
  Flower2,
  MessagesSquare,
  Repeat,
  ShieldCheck,
  Smile,
  Stethoscope,
  Target,
  Timer,
  TrendingUp,
  UserCheck,
  Wind,
} from "lucide-react";
