import type { LucideIcon, LucideProps } from "lucide-react";
import { DrawnIcon, type IconDrawing } from "./drawn-icon.tsx";

/** A drawing a route loader resolved from content's icon name, or a lucide icon component. */
export type IconSource = IconDrawing | LucideIcon;

export interface IconCardItem {
  icon: IconSource;
  title: string;
  text: string;
}

interface Look {
  item: string;
  /** Size, shape and colours of the round or square badge the icon sits in. */
  badge: string;
  icon: string;
  strokeWidth?: number;
  title: string;
  text: string;
  /** The badge beside the heading and text rather than above them. */
  beside?: true;
}

const looks = {
  /** A white card, the icon in a small sage circle above the text. */
  card: {
    item: "rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand-200/70",
    badge: "size-11 rounded-full bg-sage-100 text-sage-700",
    icon: "size-5",
    title: "mt-4 text-xl",
    text: "mt-2",
  },
  /** A white card with a roomier clay tile for the icon. */
  feature: {
    item: "rounded-2xl bg-white p-7 shadow-soft",
    badge: "size-12 rounded-xl bg-clay-400/15 text-clay-700",
    icon: "size-6",
    title: "mt-5 text-xl",
    text: "mt-2",
  },
  /** A centred card under a large solid clay circle. */
  pillar: {
    item: "rounded-2xl bg-white p-7 text-center shadow-soft sm:p-8",
    badge: "mx-auto size-14 rounded-full bg-clay-600 text-white",
    icon: "size-7",
    title: "mt-5 text-xl",
    text: "mt-2",
  },
  /** No card: the icon in a sage circle beside the text. */
  point: {
    item: "flex gap-4",
    badge: "size-11 shrink-0 rounded-full bg-sage-100 text-sage-700",
    icon: "size-5",
    title: "text-lg",
    text: "mt-1.5",
    beside: true,
  },
  /** A white card with a clay tile beside the text. */
  "point-card": {
    item: "flex gap-5 rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand-200/70 sm:p-7",
    badge: "size-12 shrink-0 rounded-2xl bg-clay-500/10 text-clay-600",
    icon: "size-6",
    title: "text-xl",
    text: "mt-2",
    beside: true,
  },
  /** No card: a small solid sage tick mark beside the text. */
  tick: {
    item: "flex gap-4",
    badge: "mt-0.5 size-7 shrink-0 rounded-full bg-sage-600 text-white",
    icon: "size-4",
    strokeWidth: 3,
    title: "text-lg",
    text: "mt-1 max-w-[60ch]",
    beside: true,
  },
} satisfies Record<string, Look>;

export type IconCardLook = keyof typeof looks;

function isDrawing(icon: IconSource): icon is IconDrawing {
  return "node" in icon;
}

function CardIcon({ icon, ...props }: LucideProps & { icon: IconSource }) {
  if (isDrawing(icon)) return <DrawnIcon drawing={icon} {...props} />;
  const Icon = icon;
  return <Icon {...props} />;
}

interface IconCardProps extends IconCardItem {
  look?: IconCardLook;
  /** Sizing from the list that lays the cards out. */
  className?: string;
}

/** A list item: an icon in its badge, a short heading and a sentence or two. */
export function IconCard({ icon, title, text, look: lookName = "card", className = "" }: IconCardProps) {
  const look: Look = looks[lookName];
  const heading = <h3 className={`${look.title} font-semibold text-ink`}>{title}</h3>;
  const body = <p className={`${look.text} leading-relaxed text-ink-muted`}>{text}</p>;
  return (
    <li className={`${look.item} ${className}`.trim()}>
      <span className={`inline-flex items-center justify-center ${look.badge}`}>
        <CardIcon icon={icon} aria-hidden="true" className={look.icon} strokeWidth={look.strokeWidth} />
      </span>
      {look.beside ? (
        <div>
          {heading}
          {body}
        </div>
      ) : (
        <>
          {heading}
          {body}
        </>
      )}
    </li>
  );
}

interface IconCardListProps {
  items: readonly IconCardItem[];
  look?: IconCardLook;
  /** The grid or flex layout of the list. */
  className: string;
  /** Sizing of every card, e.g. widths for a centred flex layout. */
  itemClassName?: string;
}

export function IconCardList({ items, look, className, itemClassName }: IconCardListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <IconCard key={item.title} {...item} look={look} className={itemClassName} />
      ))}
    </ul>
  );
}
