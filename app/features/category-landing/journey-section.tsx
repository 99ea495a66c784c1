import { ArrowRight } from "lucide-react";
import { Section } from "#app/components/layout/section.tsx";
import type { JourneyStep } from "#app/content/categories.ts";

const stepTones = ["bg-sand-200 text-ink", "bg-sage-100 text-ink", "bg-sage-700 text-white"];
const labelTones = ["text-clay-700", "text-sage-700", "text-sage-100"];

/** The struggle, the turning point and the transformation, read left to right (top to bottom on phones). */
export function JourneySection({ heading, steps }: { heading: string; steps: readonly JourneyStep[] }) {
  return (
    <Section eyebrow="Your journey" title={heading} tone="white">
      <ol className="grid gap-5 lg:grid-cols-3 lg:gap-8">
        {steps.map((step, index) => (
          <li key={step.title} className={`relative rounded-2xl p-7 sm:p-8 ${stepTones[index]}`}>
            <p className={`text-sm font-semibold tracking-widest uppercase ${labelTones[index]}`}>
              Step {index + 1}
            </p>
            <h3 className="mt-2 text-2xl font-semibold">{step.title}</h3>
            <p className={`mt-3 leading-relaxed ${index === 2 ? "text-sage-50" : "text-ink-muted"}`}>
              {step.text}
            </p>
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-1/2 -right-7 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-sage-700 shadow-soft lg:inline-flex"
              >
                <ArrowRight className="size-5" />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
