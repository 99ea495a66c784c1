import { Check, ExternalLink } from "lucide-react";
import { pageTitle } from "#contracts/brand";
import { IconCardSection } from "../components/layout/icon-card-section.tsx";
import { PageHero } from "../components/layout/page-hero.tsx";
import { Section } from "../components/layout/section.tsx";
import { SplitSection } from "../components/layout/split-section.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { drawIcons } from "../content/icons.ts";
import { join } from "../content/join.ts";
import { site } from "../content/site.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/join-as-instructor";

export const meta = metaFromLoader;

export function loader() {
  return {
    meta: pageMeta({
      title: pageTitle("Join as an Instructor: Teach Live Yoga Online"),
      description:
        "Teach small, live online yoga classes to students who stay. What we look for in instructors, the benefits of teaching with Harmoni Yoga, and how to apply.",
      path: "/join-as-instructor",
    }),
    join: drawIcons(join),
  };
}

function ApplyLink({ className = "" }: { className?: string }) {
  return (
    <a
      href={site.links.instructorApplication}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses("primary", "lg", className)}
    >
      Apply Now
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export default function JoinAsInstructor({ loaderData }: Route.ComponentProps) {
  const { intro, image, whyTeach, lookingFor, benefits, apply } = loaderData.join;
  return (
    <>
      <PageHero eyebrow="Join as instructor" title="Teach live yoga with Harmoni" subtitle={intro}>
        <ApplyLink />
      </PageHero>

      <IconCardSection
        tone="white"
        title={whyTeach.heading}
        intro={whyTeach.intro}
        items={whyTeach.items}
        listClassName="grid gap-5 md:grid-cols-3"
      />

      <SplitSection headingId="looking-for" title={lookingFor.heading} image={image}>
        <p className="mt-4 text-lg text-ink-muted">{lookingFor.intro}</p>
        <ul className="mt-8 space-y-4">
          {lookingFor.items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-ink">
              <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-sage-600 text-white">
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </SplitSection>

      <IconCardSection
        tone="white"
        title={benefits.heading}
        items={benefits.items}
        listClassName="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
      />

      <Section title={apply.heading} intro={apply.text}>
        <ol className="mx-auto grid max-w-4xl gap-5 md:grid-cols-3">
          {apply.steps.map((step, index) => (
            <li key={step} className="rounded-2xl bg-white p-6 shadow-soft">
              <span className="font-serif text-3xl font-semibold text-clay-600" aria-hidden="true">
                {index + 1}
              </span>
              <p className="mt-2 leading-relaxed text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step}
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex justify-center">
          <ApplyLink />
        </div>
      </Section>
    </>
  );
}
