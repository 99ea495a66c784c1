import type { ComponentProps } from "react";
import { FaqSection } from "../features/faq/faq-section.tsx";
import { BenefitsSection } from "../features/home/benefits-section.tsx";
import { FeaturesSection } from "../features/home/features-section.tsx";
import { FinalCta } from "../features/home/final-cta.tsx";
import { HowItWorks } from "../features/home/how-it-works.tsx";
import { TrustStrip } from "../features/home/trust-strip.tsx";
import { BookButton, BookTrialButton } from "../features/lead-capture/index.ts";
import { OfferingsTabs } from "../features/offerings-tabs/offerings-tabs.tsx";
import { HomePricing } from "../features/pricing/home-pricing.tsx";
import { TestimonialsSection } from "../features/testimonials/testimonials-section.tsx";

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

/**
 * Every home section after the hero, composed here beside the route rather than in a feature: it draws on
 * several features, and home.tsx loads this module lazily so their code stays out of the initial load.
 */
export function HomeBelowTheFold(content: HomeBelowTheFoldProps) {
  return (
    <>
      <TrustStrip figures={content.trustFigures} differentiators={content.differentiators} />
      <FeaturesSection features={content.features} />
      <OfferingsTabs groups={content.offeringTabs} />
      <HomePricing
        trialOptions={content.trialOptions}
        plans={content.plans}
        trialAdvisorAction={
          <BookButton mode="default" variant="secondary" size="lg">
            Talk to an advisor first
          </BookButton>
        }
      />
      <HowItWorks steps={content.howItWorks} />
      <BenefitsSection benefits={content.benefits} />
      <TestimonialsSection testimonials={content.testimonials} />
      <FaqSection faqs={content.faqs} />
      <FinalCta bookAction={<BookTrialButton />} />
    </>
  );
}
