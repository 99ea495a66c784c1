import { toast } from "sonner";
import { Dialog, DialogContent } from "../../components/ui/dialog.tsx";
import { useDialogForm } from "../../components/ui/use-dialog-form.ts";
import { QUOTE_FAILURE_MESSAGE, QUOTE_SUCCESS_TOAST, QUOTE_SUCCESS_TOAST_MS } from "./quote-copy.ts";
import { QuoteFormView } from "./quote-form-view.tsx";
import { checkQuoteForm, EMPTY_QUOTE_FORM, type QuoteFormValues } from "./quote-request.ts";
import { QuoteThankYouView } from "./quote-thank-you-view.tsx";
import { sendQuote } from "./send-quote.ts";

interface QuoteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Tells the opener a quote went through, so the next opening starts with a fresh form. */
  onSubmitted(): void;
  /** Puts focus back on whatever opened the dialog. */
  returnFocus(): void;
}

export function QuoteDialog({ open, onOpenChange, onSubmitted, returnFocus }: QuoteDialogProps) {
  // Held above the dialog's content, so closing without submitting keeps what the visitor typed.
  const form = useDialogForm<QuoteFormValues>(EMPTY_QUOTE_FORM);
  const { values, status, setStatus, error, announcement, setAnnouncement, formRef, thankYouTitleRef } = form;

  async function handleSubmit() {
    if (!form.beginAttempt()) return;

    const checked = checkQuoteForm(values);
    if (!checked.ok) {
      form.fail(checked.issue);
      return;
    }
    // Our rules passed; the browser now checks what only the inputs require (the phone) in its own words.
    if (formRef.current && !formRef.current.reportValidity()) return;

    setStatus("submitting");
    const outcome = await sendQuote(checked.request);
    if (!outcome.ok) {
      console.error(`Quote request failed: ${outcome.reason}`, outcome.context);
      form.fail({ message: QUOTE_FAILURE_MESSAGE });
      setStatus("editing");
      return;
    }
    toast.success(QUOTE_SUCCESS_TOAST, { duration: QUOTE_SUCCESS_TOAST_MS });
    setAnnouncement(QUOTE_SUCCESS_TOAST);
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
          <QuoteThankYouView titleRef={thankYouTitleRef} />
        ) : (
          <QuoteFormView
            values={values}
            onChange={form.change}
            onSubmit={handleSubmit}
            submitting={status === "submitting"}
            error={error}
            formRef={formRef}
          />
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </DialogContent>
    </Dialog>
  );
}
