import { Section } from "../../components/layout/section.tsx";
import { IconCard } from "../../components/ui/icon-card.tsx";
import type { ForBusinessesContent } from "../../content/for-businesses.ts";
import { businessIcons } from "./business-icon.tsx";

export function WhyItMatters({ content }: { content: ForBusinessesContent["whyItMatters"] }) {
  return (
    <Section tone="white" eyebrow="The case for wellness" title={content.heading} intro={content.intro}>
      <ul className="grid gap-5 md:grid-cols-3">
        {content.points.map((point) => (
          <IconCard
            key={point.title}
            Icon={businessIcons[point.icon]}
            title={point.title}
            text={point.text}
          />
        ))}
      </ul>
    </Section>
  );
}
