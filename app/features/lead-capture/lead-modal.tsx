import { useState } from "react";
import { toast } from "sonner";
import { DialogFormShell } from "#app/components/ui/dialog-form.tsx";
import type { DialogFormProps } from "#app/components/ui/dialog-form-provider.tsx";
import { useDialogForm } from "#app/components/ui/use-dialog-form.ts";
import { trackLeadConversion } from "#app/lib/analytics.ts";
import { CURRENT_CONSENT_VERSION } from "#contracts/consent";
import { firstIssue } from "#contracts/first-issue";
import { leadFormSchema } from "#contracts/lead";
import { CallUsLink } from "./call-us-link.tsx";
import { currentAttribution } from "./current-attribution.ts";
import { interestTeacher } from "./interest-teacher.ts";
import { EMPTY_LEAD_FORM, type LeadFormFields, LeadFormView } from "./lead-form-view.tsx";
import { trialTeacherLine } from "./lead-modal-copy.ts";
import type { LeadModalOptions } from "./lead-modal-options.ts";
import { sendLead } from "./send-lead.ts";
import { ThankYouView } from "./thank-you-view.tsx";

export const LEAD_SUCCESS_TOAST = "Thank you for your interest! We'll be in touch shortly.";
export const LEAD_FAILURE_TOAST = "Something went wrong. Please try again later.";
const SUCCESS_TOAST_MS = 5000;

export function LeadModal(dialog: DialogFormProps<LeadModalOptions>) {
  const { mode, interest } = dialog.options;
  // Held above the dialog's content, so closing without submitting keeps what the visitor typed.
  const form = useDialogForm<LeadFormFields>(EMPTY_LEAD_FORM);
  const { values } = form;
  // The form's fields are text; the SMS box is a choice, held beside them and unticked at first.
  const [smsConsent, setSmsConsent] = useState(false);
  const teacher = interestTeacher(dialog.options);
  const [bookingToken, setBookingToken] = useState<string>();

  async function handleSubmit() {
    if (!form.beginAttempt()) return;

    const parsed = leadFormSchema.safeParse(values);
    if (!parsed.success) {
      form.fail(firstIssue(parsed.error));
      return;
    }

    const sent = await form.send("Lead submission", () =>
      sendLead({
        ...parsed.data,
        website: values.website,
        attribution: currentAttribution(),
        interest,
        consent: { version: CURRENT_CONSENT_VERSION, sms: smsConsent },
      }),
    );
    if (!sent) {
      toast.error(LEAD_FAILURE_TOAST);
      form.setAnnouncement(LEAD_FAILURE_TOAST);
      return;
    }
    setBookingToken(sent.answer.bookingToken);
    form.succeed(LEAD_SUCCESS_TOAST, SUCCESS_TOAST_MS);
    trackLeadConversion();
    dialog.onSubmitted();
  }

  return (
    <DialogFormShell
      dialog={dialog}
      form={form}
      thankYou={
        <ThankYouView
          mode={mode}
          titleRef={form.thankYouTitleRef}
          bookingToken={bookingToken}
          teacher={teacher}
        />
      }
      footer={<CallUsLink />}
    >
      {/* Above the brief's title, which stays as written: the visitor sees whom they are booking with. */}
      {teacher && (
        <p className="mb-2 pr-10 text-sm font-semibold text-sage-700">{trialTeacherLine(teacher)}</p>
      )}
      <LeadFormView
        mode={mode}
        form={form}
        smsConsent={smsConsent}
        onSmsConsentChange={setSmsConsent}
        onSubmit={handleSubmit}
      />
    </DialogFormShell>
  );
}
