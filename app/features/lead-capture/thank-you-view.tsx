import { ExternalLink } from "lucide-react";
import { lazy, type RefObject, Suspense } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DialogThankYou } from "#app/components/ui/dialog-form.tsx";
import { site } from "#app/content/site.ts";
import type { TeacherId } from "#contracts/teachers";
import { leadModalFollowUp, THANK_YOU_TITLE } from "./lead-modal-copy.ts";
import type { LeadModalMode } from "./lead-modal-mode.ts";

// Loaded once the thank-you view shows: the picker is no part of any page's first load (budget.config.json).
const TrialBookingSection = lazy(() => import("./trial-booking-section.tsx"));

export function ThankYouView({
  mode,
  titleRef,
  bookingToken,
  teacher,
}: {
  mode: LeadModalMode;
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** The stored lead's token for booking a trial time; without one the visitor keeps the call-back alone. */
  bookingToken: string | undefined;
  teacher: TeacherId | undefined;
}) {
  return (
    <DialogThankYou
      title={THANK_YOU_TITLE}
      titleRef={titleRef}
      description="We're excited to help you start your yoga journey. We'll be in touch shortly!"
    >
      <p className="mt-3 text-ink-muted">{leadModalFollowUp(mode)}</p>
      <div className="mt-6 rounded-2xl bg-sand-100 p-5">
        <p className="text-sm text-ink">
          While you wait, answer a few questions and we'll prepare a free personalised health report and yoga
          plan for you.
        </p>
        <a
          href={site.links.questionnaire}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("primary", "md", "mt-4")}
        >
          Get my free health report and yoga plan
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      {bookingToken && (
        <Suspense fallback={null}>
          <TrialBookingSection bookingToken={bookingToken} teacher={teacher} />
        </Suspense>
      )}
    </DialogThankYou>
  );
}
