import type { ReactNode } from "react";
import { Glows } from "./glows.tsx";
import { type SectionTone, sectionToneClasses } from "./section.tsx";

/** The CTA band's glows: sage towards the top right, clay towards the bottom left. */
export const ctaGlows = {
  sage: "-top-24 -right-24 size-80 bg-sage-600/60",
  clay: "-bottom-28 -left-20 size-72 bg-clay-500/25",
};

interface CtaBandProps {
  labelledBy: string;
  /** The page band the panel sits on, matching the section above it. */
  tone: SectionTone;
  /** Position, size and colour of each glow (ctaGlows). */
  glows: readonly string[];
  /** Layout and alignment of the panel's content. */
  className?: string;
  children: ReactNode;
}

/** A page's closing invitation: a dark sage panel with rounded corners, set into the last band. */
export function CtaBand({ labelledBy, tone, glows, className = "", children }: CtaBandProps) {
  return (
    <section aria-labelledby={labelledBy} className={`${sectionToneClasses[tone]} pb-20 sm:pb-24`}>
      <div className="page-container">
        <div
          className={`relative isolate overflow-hidden rounded-3xl bg-sage-800 px-6 py-12 text-white sm:px-12 sm:py-16 ${className}`.trim()}
        >
          <Glows glows={glows} />
          {children}
        </div>
      </div>
    </section>
  );
}
