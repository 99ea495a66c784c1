import { type ReactNode, useId } from "react";

export type SectionTone = "sand" | "white" | "sage";

/** Band backgrounds shared by every section layout, so neighbouring bands alternate consistently. */
export const sectionToneClasses: Record<SectionTone, string> = {
  sand: "bg-sand-100",
  white: "bg-white",
  sage: "bg-sage-50",
};

export interface SectionProps {
  /** Anchor for hash links such as /#pricing. */
  id?: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  children: ReactNode;
}

/** A page band with a centred heading block; sections sit 4–6 rem apart (docs/design.md, Shape and space). */
export function Section({ id, title, eyebrow, intro, tone = "sand", children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`py-16 sm:py-20 lg:py-24 ${sectionToneClasses[tone]}`}
    >
      <div className="page-container">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-sage-700 uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-ink-muted">{intro}</p> : null}
        </div>
        <div className="mt-12 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}
