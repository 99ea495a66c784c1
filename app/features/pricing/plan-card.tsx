import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Plan } from "#app/content/types.ts";
import { formatUsd, planSavings } from "./savings.ts";

interface PlanCardProps {
  plan: Plan;
  /** The card's button: a Buy Now link on the home page, a booking button on category pages. */
  action: ReactNode;
}

/**
 * A plan card's five rows (name, description, price, features, action) as rows of the grid around the cards, so
 * each row lines up across the cards beside it whatever the length of their text (docs/design.md, Shape and space).
 * The card takes these classes, and so does any element between it and that grid, such as a list item.
 */
export const PLAN_CARD_ROWS = "row-span-5 grid grid-rows-subgrid gap-y-0";

/** A monthly plan: name, description, prices, savings and most-popular badges, features, one action. */
export function PlanCard({ plan, action }: PlanCardProps) {
  const titleId = useId();
  const savings = planSavings(plan);
  return (
    <article
      aria-labelledby={titleId}
      className={`${PLAN_CARD_ROWS} relative rounded-2xl border bg-white p-7 shadow-soft sm:p-8 md:p-6 lg:p-8 ${
        // Every card has the same border width, so their rows start at the same height.
        plan.mostPopular ? "border-transparent ring-2 ring-clay-500" : "border-sand-200"
      }`}
    >
      {plan.mostPopular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-clay-600 px-4 py-1 text-xs font-bold tracking-widest whitespace-nowrap text-white">
          MOST POPULAR
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="text-2xl font-semibold text-ink">
          {plan.name}
        </h3>
        {savings > 0 ? (
          <p className="rounded-full bg-savings px-3 py-1 text-sm font-semibold text-white">
            Save {formatUsd(savings)}
          </p>
        ) : null}
      </div>
      <p className="mt-3 text-ink-muted">{plan.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        {plan.originalPrice !== undefined && savings > 0 ? (
          <s className="text-lg text-ink-muted">
            <span className="sr-only">Was </span>
            {formatUsd(plan.originalPrice)}
          </s>
        ) : null}
        <span className="font-serif text-5xl font-semibold tracking-tight text-ink md:text-4xl lg:text-5xl">
          {savings > 0 ? <span className="sr-only">Now </span> : null}
          {formatUsd(plan.price)}
        </span>
        <span className="text-base text-ink-muted">/month</span>
      </p>
      <ul className="mt-6 space-y-3 border-t border-sand-200 pt-6">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-600" strokeWidth={2.5} />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8 [&>*]:w-full">{action}</div>
    </article>
  );
}
