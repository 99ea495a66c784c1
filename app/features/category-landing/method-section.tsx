import { IconCardSection } from "#app/components/layout/icon-card-section.tsx";
import type { MethodPillar } from "#app/content/categories.ts";
import type { IconsDrawn } from "#app/content/icons.ts";

interface MethodSectionProps {
  heading: string;
  intro: string;
  pillars: readonly IconsDrawn<MethodPillar>[];
}

export function MethodSection({ heading, intro, pillars }: MethodSectionProps) {
  return (
    <IconCardSection
      eyebrow="Our method"
      title={heading}
      intro={intro}
      tone="sage"
      items={pillars}
      look="pillar"
      listClassName="grid gap-6 md:grid-cols-3"
    />
  );
}
