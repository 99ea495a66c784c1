import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { Section } from "#app/components/layout/section.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { Plan } from "#app/content/types.ts";
import { PlanCard } from "./plan-card.tsx";
import { type TrialOption, TrialSelector } from "./trial-selector.tsx";

export interface PurchasablePlan extends Plan {
  /** The hosted payment page for this plan. */
  href: string;
}

interface HomePricingProps {
  trialOptions: TrialOption[];
  plans: PurchasablePlan[];
  /** Beside the trial's Buy Now: a way to talk to an advisor before paying. */
  trialAdvisorAction: ReactNode;
}

/** The home page's pricing section (id `pricing`, the header's Pricing link): trial packs, then plans. */
export function HomePricing({ trialOptions, plans, trialAdvisorAction }: HomePricingProps) {
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Simple plans, live teachers"
      intro="Every plan includes 4 live sessions a week, billed monthly. Start with a trial class, then choose the way you like to practise."
    >
      <TrialSelector options={trialOptions} advisorAction={trialAdvisorAction} />
      <div className="mt-16 grid gap-8 md:grid-cols-3 md:gap-x-6 lg:gap-x-8">
        {plans.map((plan) => (
          <PlanCard
            key={plan.name}
            plan={plan}
            action={
              <a
                href={plan.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Buy Now: ${plan.name} plan (opens in a new tab)`}
                className={buttonClasses(plan.mostPopular ? "primary" : "secondary", "lg")}
              >
                Buy Now
                <ArrowUpRight aria-hidden="true" className="size-4" />
              </a>
            }
          />
        ))}
      </div>
    </Section>
  );
}
