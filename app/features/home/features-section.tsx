import { IconCardSection } from "#app/components/layout/icon-card-section.tsx";
import type { IconCardItem } from "#app/components/ui/icon-card.tsx";

/** Why the studio (id `features`, the mobile menu's Features link). */
export function FeaturesSection({ features }: { features: readonly IconCardItem[] }) {
  return (
    <IconCardSection
      id="features"
      eyebrow="Why Harmoni Yoga"
      title="A real teacher, in your living room"
      intro="Everything you love about a good studio class, without the commute, the crowd or the fixed timetable."
      items={features}
      look="feature"
      listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8"
    />
  );
}
