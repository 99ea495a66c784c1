import type { ReactNode } from "react";
import { CheckIcon } from "../ui/first-screen-icons.tsx";
import { Glows } from "./glows.tsx";

/** The soft, blurred circles behind a hero: sage towards the top right, sand towards the bottom left. */
export const heroGlows = {
  sage: "-top-24 -right-24 size-96 bg-sage-100 sm:size-[32rem]",
  sand: "-bottom-32 -left-24 size-80 bg-sand-200",
  wideSage: "-top-40 right-[-12rem] size-[36rem] bg-sage-100/80",
  wideSand: "bottom-[-14rem] left-[-10rem] size-[28rem] bg-sand-200",
};

/** The heroes with their copy on the left and an illustration on the right, from 1024 px. */
const splitLayout = {
  padding: "pt-[calc(var(--header-height)+2.5rem)] pb-16 sm:pb-20 lg:pt-[calc(var(--header-height)+4rem)]",
  columns: "grid items-center gap-12 lg:grid-cols-[1.05fr_1fr]",
};

interface HeroFrameProps {
  /** The id of the hero's heading. */
  labelledBy?: string;
  /** Copy beside an illustration, with the padding and columns those heroes share. */
  split?: boolean;
  /** Vertical padding; the top one also clears the header, which overlays the hero. */
  className?: string;
  /** Position, size and colour of each circle (heroGlows). */
  glows: readonly string[];
  /** Layout of the page-width container that holds the hero's content. */
  containerClassName?: string;
  children: ReactNode;
}

/** The opening band of a page: sand, with its glows behind the content, running under the header. */
export function HeroFrame({
  labelledBy,
  split = false,
  className = "",
  glows,
  containerClassName = "",
  children,
}: HeroFrameProps) {
  const padding = split ? `${splitLayout.padding} ${className}` : className;
  const layout = split ? `${splitLayout.columns} ${containerClassName}` : containerClassName;
  return (
    <section
      aria-labelledby={labelledBy}
      className={`relative isolate overflow-hidden bg-sand-100 ${padding}`.trim()}
    >
      <Glows glows={glows} />
      <div className={`page-container ${layout}`.trim()}>{children}</div>
    </section>
  );
}

/** The pill above a hero's title, with a clay dot. */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-sage-200 bg-white/70 px-4 py-1.5 text-sm font-medium text-sage-800">
      <span aria-hidden="true" className="size-2 rounded-full bg-clay-500" />
      {children}
    </p>
  );
}

/** A hero's row of short promises, each with a tick, under a rule. */
export function HeroHighlights({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-10 grid gap-3 border-t border-sand-300 pt-8 sm:grid-cols-3 sm:gap-5">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5 text-sm font-medium text-ink">
          <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-sage-600 text-white">
            <CheckIcon className="size-3.5" strokeWidth={3} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
