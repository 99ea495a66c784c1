/**
 * The policy constants (docs/product/site-pages.md, Policy pages); every policy text is built from them, and the
 * pages that repeat one (the 24 hours' notice to reschedule) read it here. Apart from policies.ts, whose texts the
 * pages that only need a number should not carry.
 */
export const policyTerms = {
  lastUpdated: "March 1, 2025",
  lastUpdatedIso: "2025-03-01",
  lateCancellationHours: 24,
  firstSessionRefundHours: 48,
  refundBusinessDays: { min: 5, max: 10 },
  supportReplyBusinessDays: 2,
} as const;

/** "24 hours' notice", as the plans, the FAQ and the home page state the rescheduling rule. */
export const RESCHEDULE_NOTICE = `${policyTerms.lateCancellationHours} hours' notice`;
