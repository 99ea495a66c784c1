import { IconCardSection } from "#app/components/layout/icon-card-section.tsx";
import type { ForBusinessesContent } from "#app/content/for-businesses.ts";
import type { IconsDrawn } from "#app/content/icons.ts";

export function WhyItMatters({ content }: { content: IconsDrawn<ForBusinessesContent["whyItMatters"]> }) {
  return (
    <IconCardSection
      tone="white"
      eyebrow="The case for wellness"
      title={content.heading}
      intro={content.intro}
      items={content.points}
      listClassName="grid gap-5 md:grid-cols-3"
    />
  );
}
