import { TRIAL_PRICE } from "#app/content/trial-packs.ts";
import type { LeadInterest } from "#contracts/lead";
import { BookButton } from "./book-button.tsx";

/**
 * The site's main call to action: the $10 trial, opening the lead modal's default form. A page about one
 * offering, teacher or plan names it, so the lead records it.
 */
export function BookTrialButton({ interest }: { interest?: LeadInterest }) {
  return (
    <BookButton mode="default" size="lg" interest={interest}>
      Book your {TRIAL_PRICE} trial
    </BookButton>
  );
}

/** The same action where room is short: the header, the mobile menu and the phones' booking bar. */
export function BookTrialShortButton({ className, size = "md" }: { className?: string; size?: "md" | "lg" }) {
  return (
    <BookButton mode="default" size={size} className={className}>
      Book {TRIAL_PRICE} trial
    </BookButton>
  );
}
