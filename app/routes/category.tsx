import { pageTitle } from "#contracts/brand";
import { Section } from "../components/layout/section.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { categoryForPath } from "../content/categories.ts";
import { faqs } from "../content/faq.ts";
import { drawIcons } from "../content/icons.ts";
import { instructorsByIds } from "../content/instructors.ts";
import { groupForPath } from "../content/offerings.ts";
import { plans } from "../content/plans.ts";
import { TRIAL_PRICE } from "../content/trial-packs.ts";
import { CategoryHero } from "../features/category-landing/category-hero.tsx";
import { JourneySection } from "../features/category-landing/journey-section.tsx";
import { MethodSection } from "../features/category-landing/method-section.tsx";
import { FaqSection } from "../features/faq/faq-section.tsx";
import { InstructorCard } from "../features/instructors/instructor-card.tsx";
import { BookButton, BookTrialButton } from "../features/lead-capture/index.ts";
import { OfferingTileGrid } from "../features/offerings/offering-tile-grid.tsx";
import { PLAN_CARD_ROWS, PlanCard } from "../features/pricing/plan-card.tsx";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/category";

/** Category pages sell the two plans a newcomer chooses between (docs/product/site-pages.md, Category landing pages). */
const CATEGORY_PLAN_NAMES = ["Small Group", "Individual"];

// One module serves six paths; the loader runs at build time once per path.
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const category = categoryForPath(path);
  const group = groupForPath(path);
  if (!category || !group) throw new Response("Not Found", { status: 404 });
  return {
    meta: pageMeta({
      title: pageTitle(category.metaTitle),
      description: category.metaDescription,
      path: category.path,
    }),
    category: drawIcons(category),
    groupLabel: group.label,
    tiles: drawIcons(group.tiles.map(({ content: _detailHtml, ...tile }) => tile)),
    instructors: instructorsByIds(category.instructorIds),
    faqs,
    plans: plans.filter((plan) => CATEGORY_PLAN_NAMES.includes(plan.name)),
  };
}

export const meta = metaFromLoader;

export default function CategoryLanding({ loaderData }: Route.ComponentProps) {
  const { category, groupLabel, tiles, instructors, plans: categoryPlans } = loaderData;
  return (
    <>
      <CategoryHero
        title={category.title}
        subtitle={category.subtitle}
        description={category.description}
        stats={category.stats}
        image={{ src: category.heroImage, alt: category.heroImageAlt }}
        action={
          <>
            <BookTrialButton />
            <a href="#pricing" className={buttonClasses("secondary", "lg")}>
              See plans &amp; pricing
            </a>
          </>
        }
      />
      <Section
        eyebrow={groupLabel}
        title="Classes in this program"
        intro="Pick the class that sounds most like you, or book a trial and let your instructor suggest one."
      >
        <OfferingTileGrid tiles={tiles} />
      </Section>
      <JourneySection heading={category.journeyHeading} steps={category.journey} />
      <MethodSection
        heading={category.methodHeading}
        intro={category.methodIntro}
        pillars={category.method}
      />
      <Section
        eyebrow="Your instructors"
        title="Learn from specialists"
        intro="Two of the teachers who lead these classes. You practise with the same instructor every week."
        tone="white"
      >
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {instructors.map((instructor) => (
            <li key={instructor.id} className="flex">
              <InstructorCard instructor={instructor} maxCertifications={3} />
            </li>
          ))}
        </ul>
      </Section>
      <FaqSection faqs={loaderData.faqs} />
      <Section
        id="pricing"
        eyebrow="Pricing"
        title="Choose your plan"
        intro={`Monthly plans with 4 live sessions a week. Not sure yet? Your first class is just ${TRIAL_PRICE}.`}
        tone="white"
      >
        <ul className="mx-auto grid max-w-4xl gap-8 pt-4 md:grid-cols-2">
          {categoryPlans.map((plan) => (
            <li key={plan.name} className={PLAN_CARD_ROWS}>
              <PlanCard
                plan={plan}
                action={
                  <BookButton mode="default" size="lg" interest={{ plan: plan.name }}>
                    Choose {plan.name}
                  </BookButton>
                }
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
