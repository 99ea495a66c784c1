import type { ComponentProps } from "react";
import { FaqSection } from "../faq/faq-section.tsx";
import { BookTrialButton } from "../lead-capture/index.ts";
import { OfferingsTabs } from "../offerings-tabs/offerings-tabs.tsx";
import { HomePricing } from "../pricing/home-pricing.tsx";
import { TestimonialsSection } from "../testimonials/testimonials-section.tsx";
import { BenefitsSection } from "./benefits-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { FinalCta } from "./final-cta.tsx";
import { HowItWorks } from "./how-it-works.tsx";
import { TrustStrip } from "./trust-strip.tsx";

export interface HomeBelowTheFoldProps {
  trustFigures: ComponentProps<typeof TrustStrip>["figures"];
  differentiators: ComponentProps<typeof TrustStrip>["differentiators"];
  features: ComponentProps<typeof FeaturesSection>["features"];
  offeringTabs: ComponentProps<typeof OfferingsTabs>["groups"];
  trialOptions: ComponentProps<typeof HomePricing>["trialOptions"];
  plans: ComponentProps<typeof HomePricing>["plans"];
  howItWorks: ComponentProps<typeof HowItWorks>["steps"];
  benefits: ComponentProps<typeof BenefitsSection>["benefits"];
  testimonials: ComponentProps<typeof TestimonialsSection>["testimonials"];
  faqs: ComponentProps<typeof FaqSection>["faqs"];
}

/** Every home section after the hero: the route loads this module lazily (see routes/home.tsx). */
export function HomeBelowTheFold(content: HomeBelowTheFoldProps) {
  return (
    <>
      <TrustStrip figures={content.trustFigures} differentiators={content.differentiators} />
      <FeaturesSection features={content.features} />
      <OfferingsTabs groups={content.offeringTabs} />
      <HomePricing trialOptions={content.trialOptions} plans={content.plans} />
      <HowItWorks steps={content.howItWorks} />
      <BenefitsSection benefits={content.benefits} />
      <TestimonialsSection testimonials={content.testimonials} />
      <FaqSection faqs={content.faqs} />
      <FinalCta bookAction={<BookTrialButton />} />
    </>
  );
}
