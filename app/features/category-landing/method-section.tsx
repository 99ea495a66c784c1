import { Leaf, type LucideIcon } from "lucide-react";
import { Section } from "../../components/layout/section.tsx";
import type { MethodPillar } from "../../content/categories.ts";
import * as methodIcons from "./method-icon-set.ts";

/** A module namespace has no prototype, so an unknown name finds nothing and falls back to a leaf. */
const icons: Readonly<Record<string, LucideIcon | undefined>> = methodIcons;

interface MethodSectionProps {
  heading: string;
  intro: string;
  pillars: readonly MethodPillar[];
}

export function MethodSection({ heading, intro, pillars }: MethodSectionProps) {
  return (
    <Section eyebrow="Our method" title={heading} intro={intro} tone="sage">
      <ul className="grid gap-6 md:grid-cols-3">
        {pillars.map((pillar) => {
          const Icon = icons[pillar.icon] ?? Leaf;
          return (
            <li key={pillar.title} className="rounded-2xl bg-white p-7 text-center shadow-soft sm:p-8">
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-clay-600 text-white">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{pillar.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
