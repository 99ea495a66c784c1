import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import type { LeadInterest } from "#contracts/lead";
import type { LeadModalMode } from "./lead-modal-mode.ts";

interface BookButtonProps extends Omit<ButtonProps, "onClick"> {
  mode?: LeadModalMode;
  /** What the visitor is looking at, such as the plan whose card holds the button; the lead records it. */
  interest?: LeadInterest;
}

/**
 * A booking control. It carries its options as `data-lead-*` attributes, as HTML content's openers do, and
 * the lead modal's delegated listener opens the modal for it (lead-modal-context.tsx), so a tap before
 * hydration, caught by the page's inline script, opens it with the same options (ADR 028).
 */
export function BookButton({ mode = "default", interest, ...props }: BookButtonProps) {
  return (
    <Button
      aria-haspopup="dialog"
      data-booking-cta=""
      data-lead-mode={mode}
      data-lead-teacher={interest?.teacher}
      data-lead-offering={interest?.offering}
      data-lead-plan={interest?.plan}
      {...props}
    />
  );
}
