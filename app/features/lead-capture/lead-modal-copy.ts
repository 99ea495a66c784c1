import { PROMISED_REPLY_TIME } from "#app/content/response-promise.ts";
import { type TeacherId, teacherName } from "#contracts/teachers";
import type { LeadModalMode } from "./lead-modal-mode.ts";

const TITLES: Record<LeadModalMode, string> = {
  default: "Start Your Yoga Journey",
  quote: "Request a Quote",
  booking: "Book Now",
};

export const THANK_YOU_TITLE = "Thank You!";

export function leadModalTitle(mode: LeadModalMode, submitted: boolean): string {
  return submitted ? THANK_YOU_TITLE : TITLES[mode];
}

/** The line under the form's title. */
export function leadModalIntro(mode: LeadModalMode): string {
  return mode === "quote"
    ? "Share your details and a yoga advisor will contact you with a tailored quote."
    : "Share your details and a yoga advisor will contact you to schedule a session.";
}

/** The thank-you view's promise of a reply. */
export function leadModalFollowUp(mode: LeadModalMode): string {
  return mode === "quote"
    ? `Our team will contact you with a tailored quote within ${PROMISED_REPLY_TIME}.`
    : `Our team will contact you within ${PROMISED_REPLY_TIME} to schedule your session.`;
}

/**
 * Near the submit button: the call-back form takes no payment, unlike the trial's Buy Now (docs/product/lead-capture.md, Lead
 * modal).
 */
export function leadModalPaymentNote(mode: LeadModalMode): string {
  return mode === "quote"
    ? "No payment now: an advisor calls you with a tailored quote."
    : "No payment now: an advisor calls you to find a time.";
}

export function leadModalSubmitLabel(mode: LeadModalMode): string {
  return mode === "quote" ? "Request a Quote" : "Request a call back";
}

/** Names the teacher a modal was opened for (docs/product/trial-booking.md, Picking a time). */
export function trialTeacherLine(teacher: TeacherId): string {
  return `Your trial will be with ${teacherName(teacher)}.`;
}
