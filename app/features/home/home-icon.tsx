import {
  Award,
  CalendarDays,
  Clock,
  CreditCard,
  Heart,
  House,
  Leaf,
  type LucideIcon,
  MessageCircleHeart,
  PersonStanding,
  Phone,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Users,
  Video,
} from "lucide-react";
import type { HomeIcon as HomeIconName } from "../../content/home.ts";

const icons: Record<HomeIconName, LucideIcon> = {
  video: Video,
  award: Award,
  sliders: SlidersHorizontal,
  clock: Clock,
  home: House,
  heart: Heart,
  calendar: CalendarDays,
  users: Users,
  leaf: Leaf,
  shield: ShieldCheck,
  sparkles: Sparkles,
  phone: Phone,
  message: MessageCircleHeart,
  mat: PersonStanding,
  card: CreditCard,
};

export function HomeIcon({ name, className }: { name: HomeIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
