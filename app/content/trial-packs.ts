import type { TrialPack } from "./types.ts";

/**
 * Trial packs (docs/product/prices-and-constants.md, Prices, plans and trial packs): the first class is the trial,
 * a few cost less each. Their payment link ids are the studio's settings (`payments.trialPacks`, see plans.ts).
 */
export const trialPacks: readonly [TrialPack, ...TrialPack[]] = [
  { classes: 1, price: 10 },
  { classes: 2, price: 18 },
  { classes: 3, price: 25 },
  { classes: 4, price: 30 },
];

/**
 * The trial as every page states it, "$10": the one-class pack's price. Apart from the link ids, so the hero's
 * "Book your $10 trial" costs the first screen no more than the number.
 */
export const TRIAL_PRICE = `$${trialPacks[0].price}`;
