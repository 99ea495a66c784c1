import { Section } from "../../components/layout/section.tsx";
import type { IconPoint } from "../../content/home.ts";
import { HomeIcon } from "./home-icon.tsx";

/** Why the studio (id `features`, the mobile menu's Features link). */
export function FeaturesSection({ features }: { features: IconPoint[] }) {
  return (
    <Section
      id="features"
      eyebrow="Why Harmoni Yoga"
      title="A real teacher, in your living room"
      intro="Everything you love about a good studio class, without the commute, the crowd or the fixed timetable."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-2xl bg-white p-7 shadow-soft">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-clay-400/15 text-clay-700">
              <HomeIcon name={feature.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
