import { faqs } from "../content/faq.ts";
import { benefits, differentiators, features, howItWorks, trustFigures } from "../content/home.ts";
import { offeringGroups } from "../content/offerings.ts";
import { paymentUrl, plans } from "../content/plans.ts";
import { testimonials } from "../content/testimonials.ts";
import { trialPacks } from "../content/trial-packs.ts";
import { FaqSection } from "../features/faq/faq-section.tsx";
import { BenefitsSection } from "../features/home/benefits-section.tsx";
import { FeaturesSection } from "../features/home/features-section.tsx";
import { FinalCta } from "../features/home/final-cta.tsx";
import { HomeHero } from "../features/home/home-hero.tsx";
import { HowItWorks } from "../features/home/how-it-works.tsx";
import { TrustStrip } from "../features/home/trust-strip.tsx";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { OfferingsTabs } from "../features/offerings-tabs/offerings-tabs.tsx";
import { HomePricing } from "../features/pricing/home-pricing.tsx";
import { TestimonialsSection } from "../features/testimonials/testimonials-section.tsx";
import { jsonLd, pageMeta, plansOfferJsonLd } from "../lib/seo.ts";
import type { Route } from "./+types/home";

// Runs at build time: the content lands in the prerendered HTML and home's .data file, not in the JS.
export function loader() {
  return {
    trustFigures,
    differentiators,
    features,
    // The tabs show tiles only; each offering's detail HTML belongs to its own page.
    offeringTabs: offeringGroups.map(({ key, label, linkPath, desc, tiles }) => ({
      key,
      label,
      linkPath,
      desc,
      tiles: tiles.map(({ content: _detailHtml, ...tile }) => tile),
    })),
    trialOptions: trialPacks.map(({ classes, price, paymentLinkId }) => ({
      classes,
      price,
      href: paymentUrl(paymentLinkId),
    })),
    plans: plans.map((plan) => ({ ...plan, href: paymentUrl(plan.paymentLinkId) })),
    howItWorks,
    benefits,
    testimonials,
    faqs,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Live Online Yoga Classes with Real Instructors | Harmoni Yoga",
    description:
      "Live online yoga with certified instructors, one-on-one or in small groups, at times that suit US schedules. Your first class is $10.",
    path: "/",
  }),
  ...(loaderData
    ? [jsonLd(plansOfferJsonLd(loaderData.plans, (plan) => paymentUrl(plan.paymentLinkId)))]
    : []),
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero bookAction={<BookTrialButton />} />
      <TrustStrip figures={loaderData.trustFigures} differentiators={loaderData.differentiators} />
      <FeaturesSection features={loaderData.features} />
      <OfferingsTabs groups={loaderData.offeringTabs} />
      <HomePricing trialOptions={loaderData.trialOptions} plans={loaderData.plans} />
      <HowItWorks steps={loaderData.howItWorks} />
      <BenefitsSection benefits={loaderData.benefits} />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <FaqSection faqs={loaderData.faqs} />
      <FinalCta bookAction={<BookTrialButton />} />
    </>
  );
}
