import { Section, type SectionProps } from "./section.tsx";

/** A closing band: the centred heading block over one centred row of calls to action. */
export function CallToActionSection({ children, ...section }: SectionProps) {
  return (
    <Section {...section}>
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">{children}</div>
    </Section>
  );
}
