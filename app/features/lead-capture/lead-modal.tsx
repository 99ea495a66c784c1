import { toast } from "sonner";
import { DEFAULT_COUNTRY_CODE } from "../../../contracts/countries.ts";
import { firstIssue } from "../../../contracts/first-issue.ts";
import { leadFormSchema } from "../../../contracts/lead.ts";
import { Dialog, DialogContent } from "../../components/ui/dialog.tsx";
import { useDialogForm } from "../../components/ui/use-dialog-form.ts";
import { trackLeadConversion } from "../../lib/analytics.ts";
import { CallUsLink } from "./call-us-link.tsx";
import { currentAttribution } from "./current-attribution.ts";
import { type LeadFormFields, LeadFormView } from "./lead-form-view.tsx";
import type { LeadModalMode } from "./lead-modal-mode.ts";
import { sendLead } from "./send-lead.ts";
import { ThankYouView } from "./thank-you-view.tsx";

export const LEAD_SUCCESS_TOAST = "Thank you for your interest! We'll be in touch shortly.";
export const LEAD_FAILURE_TOAST = "Something went wrong. Please try again later.";
const SUCCESS_TOAST_MS = 5000;

const EMPTY_FORM: LeadFormFields = {
  name: "",
  email: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: "",
  website: "",
};

interface LeadModalProps {
  open: boolean;
  mode: LeadModalMode;
  onOpenChange(open: boolean): void;
  /** Tells the opener a lead went through, so the next opening starts with a fresh form. */
  onSubmitted(): void;
  /** Puts focus back on whatever opened the modal. */
  returnFocus(): void;
}

export function LeadModal({ open, mode, onOpenChange, onSubmitted, returnFocus }: LeadModalProps) {
  // Held above the dialog's content, so closing without submitting keeps what the visitor typed.
  const form = useDialogForm<LeadFormFields>(EMPTY_FORM);
  const { values, status, setStatus, error, announcement, setAnnouncement, formRef, thankYouTitleRef } = form;

  async function handleSubmit() {
    if (!form.beginAttempt()) return;

    const parsed = leadFormSchema.safeParse(values);
    if (!parsed.success) {
      form.fail(firstIssue(parsed.error));
      return;
    }

    setStatus("submitting");
    const outcome = await sendLead({
      ...parsed.data,
      website: values.website,
      attribution: currentAttribution(),
    });
    if (!outcome.ok) {
      console.error(`Lead submission failed: ${outcome.reason}`, outcome.context);
      toast.error(LEAD_FAILURE_TOAST);
      setAnnouncement(LEAD_FAILURE_TOAST);
      setStatus("editing");
      return;
    }
    toast.success(LEAD_SUCCESS_TOAST, { duration: SUCCESS_TOAST_MS });
    setAnnouncement(LEAD_SUCCESS_TOAST);
    trackLeadConversion();
    setStatus("submitted");
    onSubmitted();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        {status === "submitted" ? (
          <ThankYouView mode={mode} titleRef={thankYouTitleRef} />
        ) : (
          <LeadFormView
            mode={mode}
            values={values}
            onChange={form.change}
            onSubmit={handleSubmit}
            onAttempt={form.clearError}
            submitting={status === "submitting"}
            error={error}
            formRef={formRef}
          />
        )}
        <CallUsLink />
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </DialogContent>
    </Dialog>
  );
}
