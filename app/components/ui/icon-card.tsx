import type { LucideIcon } from "lucide-react";

interface IconCardProps {
  Icon: LucideIcon;
  title: string;
  text: string;
  /** Sizing from the list that lays the cards out. */
  className?: string;
}

/** A list item card: a round icon, a short heading and a sentence or two. */
export function IconCard({ Icon, title, text, className = "" }: IconCardProps) {
  return (
    <li className={`rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand-200/70 ${className}`}>
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
      <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
    </li>
  );
}
