import type { ReactNode } from "react";
import { type SectionTone, sectionToneClasses } from "./section.tsx";

interface SplitSectionProps {
  /** The heading's id, which labels the band and lets a link jump to it. */
  headingId: string;
  title: ReactNode;
  image: { src: string; alt: string };
  tone?: SectionTone;
  /** The text under the heading. */
  children: ReactNode;
}

/** A page band with its heading and text on one side and an illustration on the other. */
export function SplitSection({ headingId, title, image, tone = "sand", children }: SplitSectionProps) {
  return (
    <section aria-labelledby={headingId} className={`py-16 sm:py-20 lg:py-24 ${sectionToneClasses[tone]}`}>
      <div className="page-container grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="max-w-[68ch]">
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {title}
          </h2>
          {children}
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={560}
          height={440}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
