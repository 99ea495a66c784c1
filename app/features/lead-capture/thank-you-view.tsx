import { ExternalLink } from "lucide-react";
import type { RefObject } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DialogThankYou } from "#app/components/ui/dialog-form.tsx";
import { site } from "#app/content/site.ts";
import { leadModalFollowUp, THANK_YOU_TITLE } from "./lead-modal-copy.ts";
import type { LeadModalMode } from "./lead-modal-mode.ts";

export function ThankYouView({
  mode,
  titleRef,
}: {
  mode: LeadModalMode;
  titleRef: RefObject<HTMLHeadingElement | null>;
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
    </DialogThankYou>
  );
}
