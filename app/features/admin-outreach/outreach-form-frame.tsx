import { type FormEvent, type ReactNode, type RefObject, useEffect, useState } from "react";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { OUTREACH_CHANNELS, type OutreachChannel } from "#contracts/outreach-channels";
import type { OutreachLeadState } from "./outreach-lead.ts";
import { BackToLead, LinkedLead, OutreachLeadBanner } from "./outreach-lead-banner.tsx";
import { QuietHoursDialog } from "./quiet-hours-dialog.tsx";
import { ResultMessage } from "./result-message.tsx";
import type { OutreachStatus, ShownResult } from "./use-outreach-form.ts";

interface OutreachFormFrameProps {
  intro: string;
  form: {
    channel: OutreachChannel;
    formRef: RefObject<HTMLFormElement | null>;
    submitRef: RefObject<HTMLButtonElement | null>;
    status: OutreachStatus;
    result: ShownResult | null;
    submit(event: FormEvent<HTMLFormElement>): void;
    quietHours: { notice: string | null; confirm(): void; cancel(): void };
  };
  /** The lead the tool was opened for, if any. */
  lead: OutreachLeadState;
  children: ReactNode;
}

/**
 * A tool page: heading, what the tool does, whom it is for when opened from a lead, and its form with the
 * shared send button and result, and the question asked before a send outside the client's calling
 * hours. Once a send for a lead succeeded, the way back to the lead stays; a send the server linked to a
 * lead by its number or address leads to that lead's page.
 */
export function OutreachFormFrame({ intro, form, lead, children }: OutreachFormFrameProps) {
  const { title, actionLabel } = OUTREACH_CHANNELS[form.channel];
  const sending = form.status === "sending";
  const [sentForLead, setSentForLead] = useState(false);
  useEffect(() => {
    if (form.result?.tone === "success") setSentForLead(true);
  }, [form.result]);
  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <OutreachLeadBanner state={lead} />
      {/* noValidate: our rules from contracts/ run on submit and put each message beside its field. */}
      <form
        ref={form.formRef}
        onSubmit={form.submit}
        noValidate
        aria-busy={sending}
        className="mt-6 rounded-2xl bg-white p-5 shadow-soft sm:p-8"
      >
        <fieldset disabled={sending} className="min-w-0 space-y-5">
          {children}
          <div className="flex flex-col gap-4 pt-1 sm:flex-row-reverse sm:items-start sm:justify-between">
            <SubmitButton ref={form.submitRef} busy={sending} busyLabel="Sending..." className="shrink-0">
              {actionLabel}
            </SubmitButton>
            <div className="min-w-0 flex-1 space-y-3">
              <ResultMessage result={form.result} />
              {sentForLead && <BackToLead state={lead} />}
              {form.result?.linkedLead && <LinkedLead lead={form.result.linkedLead} />}
            </div>
          </div>
        </fieldset>
      </form>
      <QuietHoursDialog
        notice={form.quietHours.notice}
        onConfirm={form.quietHours.confirm}
        onCancel={form.quietHours.cancel}
        returnFocusTo={form.submitRef}
      />
    </div>
  );
}
