import { Section } from "#app/components/layout/section.tsx";
import { DrawnIcon } from "#app/components/ui/drawn-icon.tsx";
import type { Step } from "#app/content/home.ts";
import type { IconsDrawn } from "#app/content/icons.ts";

export function HowItWorks({ steps }: { steps: readonly IconsDrawn<Step>[] }) {
  return (
    <Section
      id="how-it-works"
      tone="sage"
      eyebrow="How it works"
      title="From first call to first class in a few days"
      intro="No app to learn and no long contract. Here is what happens after you say hello."
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-7 shadow-soft">
            <div className="flex items-center justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-sage-700 text-white">
                <DrawnIcon drawing={step.icon} aria-hidden="true" className="size-6" />
              </span>
              <span aria-hidden="true" className="font-serif text-5xl font-semibold text-sage-200">
                {index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-xl font-semibold text-ink">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
