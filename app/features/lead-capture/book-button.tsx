import type { LeadInterest } from "../../../contracts/lead.ts";
import { Button, type ButtonProps } from "../../components/ui/button.tsx";
import { LEAD_MODAL_OPENER_SELECTOR, type LeadModalMode, useLeadModal } from "./lead-modal-context.tsx";

/** A page's booking controls: the buttons below and the openers inside HTML content. */
export const BOOKING_CTA_SELECTOR = `[data-booking-cta], ${LEAD_MODAL_OPENER_SELECTOR}`;

interface BookButtonProps extends Omit<ButtonProps, "onClick"> {
  mode?: LeadModalMode;
  /** What the visitor is looking at, such as the plan whose card holds the button; the lead records it. */
  interest?: LeadInterest;
}

export function BookButton({ mode = "default", interest, ...props }: BookButtonProps) {
  const { open } = useLeadModal();
  return (
    <Button aria-haspopup="dialog" data-booking-cta="" {...props} onClick={() => open({ mode, interest })} />
  );
}
