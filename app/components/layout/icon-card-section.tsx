import type { ReactNode } from "react";
import { type IconCardItem, IconCardList, type IconCardLook } from "../ui/icon-card.tsx";
import { Section, type SectionProps } from "./section.tsx";

interface IconCardSectionProps extends Omit<SectionProps, "children"> {
  items: readonly IconCardItem[];
  look?: IconCardLook;
  /** The grid or flex layout of the cards. */
  listClassName: string;
  /** Sizing of every card, e.g. widths for a centred flex layout. */
  itemClassName?: string;
  /** An illustration to the left of the cards on wide screens, above them on narrow ones. */
  illustration?: ReactNode;
  /** What follows the cards. */
  children?: ReactNode;
}

/** A band with a centred heading block over a list of icon cards. */
export function IconCardSection({
  items,
  look,
  listClassName,
  itemClassName,
  illustration,
  children,
  ...section
}: IconCardSectionProps) {
  const list = (
    <IconCardList items={items} look={look} className={listClassName} itemClassName={itemClassName} />
  );
  return (
    <Section {...section}>
      {illustration ? (
        <div className="grid items-center gap-12 lg:grid-cols-[2fr_3fr]">
          {illustration}
          {list}
        </div>
      ) : (
        list
      )}
      {children}
    </Section>
  );
}
