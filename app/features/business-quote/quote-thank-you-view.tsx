import { CircleCheck } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "../../components/ui/button.tsx";
import { DialogClose, DialogDescription, DialogTitle } from "../../components/ui/dialog.tsx";
import { site } from "../../content/site.ts";
import { QUOTE_THANK_YOU_TEXT, QUOTE_THANK_YOU_TITLE } from "./quote-copy.ts";

export function QuoteThankYouView({ titleRef }: { titleRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className="text-center">
      <CircleCheck aria-hidden="true" className="mx-auto mb-4 size-12 text-sage-600" strokeWidth={1.5} />
      {/* Focus moves here after success so screen readers hear the new view. */}
      <DialogTitle ref={titleRef} tabIndex={-1} className="pr-0 outline-none">
        {QUOTE_THANK_YOU_TITLE}
      </DialogTitle>
      <DialogDescription className="mt-3 text-base text-ink">{QUOTE_THANK_YOU_TEXT}</DialogDescription>
      <p className="mt-3 text-sm text-ink-muted">
        Anything to add in the meantime? Write to{" "}
        <a
          href={`mailto:${site.businessEmail}`}
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
    </div>
  );
}
