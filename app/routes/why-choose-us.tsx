import { pageTitle } from "#contracts/brand";
import { CallToActionSection } from "../components/layout/call-to-action-section.tsx";
import { PageHero } from "../components/layout/page-hero.tsx";
import { Section } from "../components/layout/section.tsx";
import { comparisonColumns, comparisonRows } from "../content/comparison.ts";
import { TRIAL_PRICE } from "../content/trial-packs.ts";
import { Comparison } from "../features/comparison/index.ts";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/why-choose-us";

export const meta = metaFromLoader;

export function loader() {
  return {
    meta: pageMeta({
      title: pageTitle("Why Choose Us: Live Yoga Compared with Apps"),
      description:
        "An honest comparison of Harmoni Yoga with Calm, generic yoga classes and other apps: live instructor feedback, one-on-one sessions, personalised plans and more.",
      path: "/why-choose-us",
    }),
    columns: comparisonColumns,
    rows: comparisonRows,
  };
}

const COMPARISON_LABEL = "Harmoni Yoga compared with Calm, Generic Yoga and Other Apps";

export default function WhyChooseUs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Why choose us"
        title="Yoga with a teacher who sees you"
        subtitle="Apps are wonderful for a quiet ten minutes. When you want to move safely, make real progress and keep going, a live teacher makes the difference."
      >
        <BookTrialButton />
      </PageHero>
      <Section
        tone="white"
        title="An honest comparison"
        intro="Here is what you get with Harmoni Yoga, with a calm app, with a typical streamed yoga class and with other fitness apps. Where others do something well too, we say so."
      >
        <Comparison columns={loaderData.columns} rows={loaderData.rows} label={COMPARISON_LABEL} />
      </Section>
      <CallToActionSection
        title="See the difference in one class"
        intro={`Your first live class is ${TRIAL_PRICE}. Tell us what you hope for, and we will match you with the right teacher and time.`}
      >
        <BookTrialButton />
      </CallToActionSection>
    </>
  );
}
