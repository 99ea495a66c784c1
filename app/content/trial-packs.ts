import type { TrialPack } from "./types.ts";

/** Trial packs (docs/product/prices-and-constants.md, Prices, plans and trial packs): the first class is $10, a few cost less each. */
export const trialPacks: TrialPack[] = [
  { classes: 1, price: 10, paymentLinkId: "HY8TRIAL1CLASS10" },
  { classes: 2, price: 18, paymentLinkId: "HY8TRIAL2CLASS18" },
  { classes: 3, price: 25, paymentLinkId: "HY8TRIAL3CLASS25" },
  { classes: 4, price: 30, paymentLinkId: "HY8TRIAL4CLASS30" },
];
