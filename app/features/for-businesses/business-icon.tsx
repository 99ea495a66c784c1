import {
  Brain,
  CalendarClock,
  Clock3,
  Globe,
  type LucideIcon,
  MonitorSmartphone,
  ReceiptText,
  SlidersHorizontal,
  Sprout,
  Users,
  Wifi,
} from "lucide-react";
import type { BusinessIcon } from "../../content/for-businesses.ts";

/** Content names an icon by key; only the icons used here reach the page's bundle. */
export const businessIcons: Record<BusinessIcon, LucideIcon> = {
  monitor: MonitorSmartphone,
  brain: Brain,
  wifi: Wifi,
  users: Users,
  calendar: CalendarClock,
  sliders: SlidersHorizontal,
  receipt: ReceiptText,
  clock: Clock3,
  sprout: Sprout,
  globe: Globe,
};
