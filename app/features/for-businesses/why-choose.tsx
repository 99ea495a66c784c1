import { Section } from "../../components/layout/section.tsx";
import type { ForBusinessesContent } from "../../content/for-businesses.ts";
import { businessIcons } from "./business-icon.tsx";

export function WhyChoose({ content }: { content: ForBusinessesContent["whyChoose"] }) {
  return (
    <Section eyebrow="What you get" title={content.heading} intro={content.intro}>
      <ul className="mx-auto grid max-w-5xl gap-5 md:grid-cols-2">
        {content.points.map((point) => {
          const Icon = businessIcons[point.icon];
          return (
            <li
              key={point.title}
              className="flex gap-5 rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand-200/70 sm:p-7"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-clay-500/10 text-clay-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-semibold text-ink">{point.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{point.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
