import payments from "virtual:studio-settings/payments";
import { RESCHEDULE_NOTICE } from "./policy-terms.ts";
import { site } from "./site.ts";
import type { Plan, TrialPack } from "./types.ts";

/**
 * Monthly plans (docs/product/prices-and-constants.md, Prices, plans and trial packs): four live sessions a week on every plan. Payment link
 * ids are the studio's settings (`payments.plans` in studio.settings.yaml).
 *
 * Each plan keeps the brief's struck-through original price; the "Save {amount}" badge is the original minus the price.
 */
export const plans: Plan[] = [
  {
    name: "Small Group",
    price: 85,
    originalPrice: 119,
    description:
      "Practise live with a few others at your level: the energy of a class, the care of a teacher.",
    features: [
      "4 live sessions a week",
      "Maximum 4 participants per group",
      "Grouped by level and goals",
      "Morning and evening US time slots",
      "Billed monthly, cancel anytime",
    ],
    mostPopular: false,
    paymentLinkId: payments.plans["Small Group"],
  },
  {
    name: "Individual",
    price: 169,
    originalPrice: 229,
    description: "One-on-one classes built around your body, your goals and your calendar.",
    features: [
      "4 live sessions a week",
      "One-on-one with your own instructor",
      "A plan shaped around your health and goals",
      `Reschedule with ${RESCHEDULE_NOTICE}`,
      "Billed monthly, cancel anytime",
    ],
    mostPopular: true,
    paymentLinkId: payments.plans.Individual,
  },
  {
    name: "Family",
    price: 249,
    originalPrice: 329,
    description: "Private classes for your household, so the people you live with practise with you.",
    features: [
      "4 live sessions a week",
      "For 2–4 family members",
      "Sequences adapted to each person",
      "Kid-friendly and senior-friendly options",
      "Billed monthly, cancel anytime",
    ],
    mostPopular: false,
    paymentLinkId: payments.plans.Family,
  },
];

/** The provider's hosted payment page for a plan's or trial pack's payment link id. */
export function paymentUrl(paymentLinkId: string): string {
  return `${site.links.paymentBase}${paymentLinkId}`;
}

/** A trial pack's hosted payment page (`payments.trialPacks` in studio.settings.yaml, by its number of classes). */
export function trialPackPaymentUrl(pack: TrialPack): string {
  return paymentUrl(payments.trialPacks[pack.classes]);
}
