import { IconCardSection } from "#app/components/layout/icon-card-section.tsx";
import type { ForBusinessesContent } from "#app/content/for-businesses.ts";
import type { IconsDrawn } from "#app/content/icons.ts";

export function WhyChoose({ content }: { content: IconsDrawn<ForBusinessesContent["whyChoose"]> }) {
  return (
    <IconCardSection
      eyebrow="What you get"
      title={content.heading}
      intro={content.intro}
      items={content.points}
      look="point-card"
      listClassName="mx-auto grid max-w-5xl gap-5 md:grid-cols-2"
    />
  );
}
