import { IconCardSection } from "#app/components/layout/icon-card-section.tsx";
import type { ForBusinessesContent } from "#app/content/for-businesses.ts";
import type { IconsDrawn } from "#app/content/icons.ts";

export function EasyToStart({ content }: { content: IconsDrawn<ForBusinessesContent["easyToStart"]> }) {
  return (
    <IconCardSection
      tone="white"
      eyebrow="Getting started"
      title={content.heading}
      intro={content.intro}
      items={content.points}
      listClassName="grid gap-5 md:grid-cols-3"
    >
      <h3 className="mt-16 text-center text-2xl font-semibold text-ink">
        From first message to first session
      </h3>
      <ol className="mx-auto mt-8 grid max-w-5xl gap-5 md:grid-cols-3">
        {content.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-sand-100 p-6">
            <span aria-hidden="true" className="font-serif text-3xl font-semibold text-clay-600">
              {index + 1}
            </span>
            <h4 className="mt-2 font-serif text-lg font-semibold text-ink">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h4>
            <p className="mt-2 leading-relaxed text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </IconCardSection>
  );
}
