import type { RefObject } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogClose } from "#app/components/ui/dialog.tsx";
import { DialogThankYou } from "#app/components/ui/dialog-form.tsx";
import { site } from "#app/content/site.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import { QUOTE_THANK_YOU_TEXT, QUOTE_THANK_YOU_TITLE } from "./quote-copy.ts";

export function QuoteThankYouView({ titleRef }: { titleRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <DialogThankYou
      title={QUOTE_THANK_YOU_TITLE}
      titleRef={titleRef}
      description={QUOTE_THANK_YOU_TEXT}
      descriptionClassName="text-ink"
    >
      <p className="mt-3 text-sm text-ink-muted">
        Anything to add in the meantime? Write to{" "}
        <a
          href={mailtoHref(site.businessEmail)}
          className="rounded font-semibold text-sage-700 underline underline-offset-4 hover:text-sage-900"
        >
          {site.businessEmail}
        </a>
        .
      </p>
      <DialogClose asChild>
        <Button variant="secondary" size="lg" className="mt-6">
          Done
        </Button>
      </DialogClose>
    </DialogThankYou>
  );
}
