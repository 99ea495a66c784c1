import type { Plan } from "#app/content/types.ts";

/** What a plan saves against its original price; 0 when there is no higher original price. */
export function planSavings(plan: Pick<Plan, "price" | "originalPrice">): number {
  if (plan.originalPrice === undefined || plan.originalPrice <= plan.price) return 0;
  return plan.originalPrice - plan.price;
}

/** Whole dollars as "$85"; cents only when there are any, as "$7.50". */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
