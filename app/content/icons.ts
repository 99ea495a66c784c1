import type { DynamicIconModule } from "lucide-react/dynamic";
import * as Activity from "lucide-react/icons/activity";
import * as Award from "lucide-react/icons/award";
import * as Baby from "lucide-react/icons/baby";
import * as BedDouble from "lucide-react/icons/bed-double";
import * as Bone from "lucide-react/icons/bone";
import * as Brain from "lucide-react/icons/brain";
import * as Briefcase from "lucide-react/icons/briefcase";
import * as CalendarCheck from "lucide-react/icons/calendar-check";
import * as CalendarClock from "lucide-react/icons/calendar-clock";
import * as CalendarDays from "lucide-react/icons/calendar-days";
import * as ClipboardList from "lucide-react/icons/clipboard-list";
import * as Clock from "lucide-react/icons/clock";
import * as Clock3 from "lucide-react/icons/clock-3";
import * as Coffee from "lucide-react/icons/coffee";
import * as CreditCard from "lucide-react/icons/credit-card";
import * as Eye from "lucide-react/icons/eye";
import * as Smile from "lucide-react/icons/face-slightly-smiling";
import * as Feather from "lucide-react/icons/feather";
import * as Flame from "lucide-react/icons/flame";
import * as Flower2 from "lucide-react/icons/flower-2";
import * as Globe from "lucide-react/icons/globe";
import * as HandHeart from "lucide-react/icons/hand-heart";
import * as Heart from "lucide-react/icons/heart";
import * as HeartPulse from "lucide-react/icons/heart-pulse";
import * as House from "lucide-react/icons/house";
import * as Leaf from "lucide-react/icons/leaf";
import * as MessageCircleHeart from "lucide-react/icons/message-circle-heart";
import * as MessagesSquare from "lucide-react/icons/messages-square";
import * as MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import * as Moon from "lucide-react/icons/moon";
import * as PersonStanding from "lucide-react/icons/person-standing";
import * as Phone from "lucide-react/icons/phone";
import * as ReceiptText from "lucide-react/icons/receipt-text";
import * as Repeat from "lucide-react/icons/repeat";
import * as Scale from "lucide-react/icons/scale";
import * as ShieldCheck from "lucide-react/icons/shield-check";
import * as SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import * as Sparkles from "lucide-react/icons/sparkles";
import * as Sprout from "lucide-react/icons/sprout";
import * as Stethoscope from "lucide-react/icons/stethoscope";
import * as StretchHorizontal from "lucide-react/icons/stretch-horizontal";
import * as Sun from "lucide-react/icons/sun";
import * as Sunrise from "lucide-react/icons/sunrise";
import * as Sunset from "lucide-react/icons/sunset";
import * as Target from "lucide-react/icons/target";
import * as Timer from "lucide-react/icons/timer";
import * as TrendingUp from "lucide-react/icons/trending-up";
import * as User from "lucide-react/icons/user";
import * as UserCheck from "lucide-react/icons/user-check";
import * as Users from "lucide-react/icons/users";
import * as Video from "lucide-react/icons/video";
import * as Wallet from "lucide-react/icons/wallet";
import * as Wifi from "lucide-react/icons/wifi";
import * as Wind from "lucide-react/icons/wind";
import type { IconDrawing } from "../components/ui/drawn-icon.tsx";

/**
 * The one list of icons content may name, by their Lucide names. Route loaders turn names into drawings at
 * build time (drawIcons), so the icons land in each page's HTML and data file and in no JavaScript: a
 * component importing this module would put every one of them into its page's bundle.
 */
const ICONS = {
  Activity,
  Award,
  Baby,
  BedDouble,
  Bone,
  Brain,
  Briefcase,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  Clock,
  Clock3,
  Coffee,
  CreditCard,
  Eye,
  Feather,
  Flame,
  Flower2,
  Globe,
  HandHeart,
  Heart,
  HeartPulse,
  House,
  Leaf,
  MessageCircleHeart,
  MessagesSquare,
  MonitorSmartphone,
  Moon,
  PersonStanding,
  Phone,
  ReceiptText,
  Repeat,
  Scale,
  ShieldCheck,
  SlidersHorizontal,
  Smile,
  Sparkles,
  Sprout,
  Stethoscope,
  StretchHorizontal,
  Sun,
  Sunrise,
  Sunset,
  Target,
  Timer,
  TrendingUp,
  User,
  UserCheck,
  Users,
  Video,
  Wallet,
  Wifi,
  Wind,
};

export type IconName = keyof typeof ICONS;

const drawings = new Map<IconName, IconDrawing>();

/**
 * The icon's drawing without the React keys lucide-react ships with it: DrawnIcon numbers the tags
 * again, and the keys would only add to every page's HTML. One object per icon, so the page data
 * carries an icon shown several times once.
 */
function iconDrawing(name: IconName): IconDrawing {
  let drawing = drawings.get(name);
  if (drawing) return drawing;
  const icon: DynamicIconModule | undefined = ICONS[name];
  if (!icon?.__iconData?.name) throw new Error(`No drawing for the icon ${name}`);
  const { node, ...rest } = icon.__iconData;
  drawing = {
    ...rest,
    name: icon.__iconData.name,
    // Every lucide drawing is a list of SVG tags with string attributes (no nested tags).
    node: node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes as Record<string, string>]),
  };
  drawings.set(name, drawing);
  return drawing;
}

/** Content as a page receives it: every icon name in it, at any depth, replaced by the icon's drawing. */
export type IconsDrawn<Content> = Content extends object
  ? {
      [Key in keyof Content]: Key extends "icon"
        ? Content[Key] extends IconName
          ? IconDrawing
          : IconsDrawn<Content[Key]>
        : IconsDrawn<Content[Key]>;
    }
  : Content;

/** Replaces every `icon` name in the content by the icon's drawing, for DrawnIcon to draw. */
export function drawIcons<Content>(content: Content): IconsDrawn<Content> {
  if (Array.isArray(content)) return content.map(drawIcons) as IconsDrawn<Content>;
  if (content === null || typeof content !== "object") return content as IconsDrawn<Content>;
  const entries = Object.entries(content).map(([key, value]) => [
    key,
    key === "icon" && typeof value === "string" ? iconDrawing(value as IconName) : drawIcons(value),
  ]);
  return Object.fromEntries(entries) as IconsDrawn<Content>;
}
