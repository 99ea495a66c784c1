import { pageTitle } from "#contracts/brand";
import { PageHero } from "../components/layout/page-hero.tsx";
import { Section } from "../components/layout/section.tsx";
import { instructors } from "../content/instructors.ts";
import { offeringGroups, offeringImageAlt } from "../content/offerings.ts";
import { TRIAL_PRICE } from "../content/trial-packs.ts";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { ExpertInstructors } from "../features/offerings/expert-instructors.tsx";
import { GettingStartedSteps } from "../features/offerings/getting-started-steps.tsx";
import { OfferingGroupCards } from "../features/offerings/offering-group-cards.tsx";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/offerings";

/** How many teachers the overview introduces by face; the instructors page shows everyone. */
const FEATURED_INSTRUCTORS = 4;

// Runs at build time, so the content lands in the prerendered page and its .data file, not in the JS.
export function loader() {
  return {
    meta: pageMeta({
      title: pageTitle("Live Online Yoga Offerings"),
      description: `Explore live online yoga for pain relief, fitness and flexibility, stress and burnout, women's health, wellness programs and daily rituals. Your first class is ${TRIAL_PRICE}.`,
      path: "/offerings",
    }),
    groups: offeringGroups.map(({ key, label, linkPath, desc, imageUrl }) => ({
      key,
      label,
      linkPath,
      desc,
      imageUrl,
      imageAlt: offeringImageAlt(imageUrl),
    })),
    instructors: instructors
      .slice(0, FEATURED_INSTRUCTORS)
      .map(({ id, name, image, experience }) => ({ id, name, image, experience })),
  };
}

export const meta = metaFromLoader;

export default function Offerings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Our offerings"
        title="Yoga for where you are today"
        subtitle="Live classes for pain relief, strength, calm, women's health and everyday balance, each taught by a certified instructor who adapts every pose to you."
      >
        <BookTrialButton />
      </PageHero>
      <Section
        title="Find the right practice for you"
        intro="Six paths, one promise: a real teacher, live, who helps you feel better in your body."
      >
        <OfferingGroupCards groups={loaderData.groups} />
      </Section>
      <GettingStartedSteps action={<BookTrialButton />} />
      <ExpertInstructors instructors={loaderData.instructors} />
    </>
  );
}
