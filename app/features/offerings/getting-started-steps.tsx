import { Compass, MessagesSquare, Sprout } from "lucide-react";
import type { ReactNode } from "react";
import { Section } from "#app/components/layout/section.tsx";
import { TRIAL_PRICE } from "#app/content/trial-packs.ts";

const steps = [
  {
    icon: Compass,
    title: "Explore",
    text: "Browse our offerings and find the practice that fits your body, your goals and your week.",
  },
  {
    icon: MessagesSquare,
    title: "Connect",
    text: "Leave your number and a yoga advisor calls you to talk through your health, level and schedule.",
  },
  {
    icon: Sprout,
    title: "Begin",
    text: `Join your first live class with a certified instructor for just ${TRIAL_PRICE}, from your own living room.`,
  },
];

/** Explore, connect, begin: how a visitor goes from browsing to their first class. */
export function GettingStartedSteps({ action }: { action: ReactNode }) {
  return (
    <Section
      eyebrow="How to start"
      title="Three simple steps to your first class"
      intro="No app to learn and no studio to travel to: just you, your mat and a teacher who knows your name."
      tone="white"
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-2xl bg-sand-100 p-7">
            <span
              className="absolute top-6 right-6 font-serif text-5xl font-semibold text-sand-300"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-sage-600 text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-ink-muted">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">{action}</div>
    </Section>
  );
}
