import type { LeadInterest } from "#contracts/lead";
import { type LeadModalMode, parseLeadModalMode } from "./lead-modal-mode.ts";

/**
 * What an opener asks of the lead modal: its mode (the copy) and, optionally, what the visitor was looking
 * at, which the lead records (docs/product/lead-capture.md, Lead modal).
 */
export interface LeadModalOptions {
  mode: LeadModalMode;
  interest?: LeadInterest;
}

/** Written out rather than read from the contract, whose schema would bring zod into every page's code. */
const INTEREST_KEYS = ["teacher", "offering", "plan"] as const satisfies readonly (keyof LeadInterest)[];

/**
 * The options an HTML opener carries: `data-lead-mode`, and `data-lead-teacher`, `data-lead-offering` and
 * `data-lead-plan` for the interest. Empty attributes name nothing.
 */
export function openerOptions(opener: Pick<Element, "getAttribute">): LeadModalOptions {
  const mode = parseLeadModalMode(opener.getAttribute("data-lead-mode"));
  const named = INTEREST_KEYS.flatMap((key) => {
    const value = opener.getAttribute(`data-lead-${key}`)?.trim();
    return value ? [[key, value] as const] : [];
  });
  return named.length > 0 ? { mode, interest: Object.fromEntries(named) } : { mode };
}
