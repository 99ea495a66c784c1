import { pageTitle } from "#contracts/brand";
import { CallToActionSection } from "../components/layout/call-to-action-section.tsx";
import { IconCardSection } from "../components/layout/icon-card-section.tsx";
import { PageHero } from "../components/layout/page-hero.tsx";
import { SplitSection } from "../components/layout/split-section.tsx";
import { about } from "../content/about.ts";
import { drawIcons } from "../content/icons.ts";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about-us";

export const meta = metaFromLoader;

export function loader() {
  return {
    meta: pageMeta({
      title: pageTitle("About Us: Our Story, Vision and Values"),
      description:
        "How Harmoni Yoga grew from one teacher and a laptop into a live online studio, what we offer, and the values behind every class.",
      path: "/about-us",
    }),
    about: drawIcons(about),
  };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { story, offer, vision, values, closing, intro } = loaderData.about;
  return (
    <>
      <PageHero eyebrow="About us" title="Every class, a teacher who knows you" subtitle={intro}>
        <BookTrialButton />
      </PageHero>

      <SplitSection headingId="our-story" tone="white" title={story.heading} image={story.image}>
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-muted">
            {paragraph}
          </p>
        ))}
      </SplitSection>

      {/* Flex rather than grid, so a last row with fewer cards sits centred. */}
      <IconCardSection
        title={offer.heading}
        intro={offer.intro}
        items={offer.items}
        listClassName="flex flex-wrap justify-center gap-5"
        itemClassName="w-full sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]"
      />

      <section aria-labelledby="our-vision" className="bg-sage-800 py-16 text-white sm:py-20 lg:py-24">
        <div className="page-container">
          <div className="mx-auto max-w-3xl text-center">
            <h2
              id="our-vision"
              className="text-sm font-semibold tracking-widest text-sand-200 uppercase font-sans"
            >
              {vision.heading}
            </h2>
            <p className="mt-6 font-serif text-2xl leading-snug sm:text-3xl">{vision.text}</p>
          </div>
        </div>
      </section>

      <IconCardSection
        tone="white"
        title={values.heading}
        intro={values.intro}
        items={values.items}
        listClassName="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
      />

      <CallToActionSection title={closing.heading} intro={closing.text}>
        <BookTrialButton />
      </CallToActionSection>
    </>
  );
}
