import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Dialog, DialogContent, dialogLostFocus } from "../../components/ui/dialog.tsx";
import { QUOTE_FAILURE_MESSAGE, QUOTE_SUCCESS_TOAST, QUOTE_SUCCESS_TOAST_MS } from "./quote-copy.ts";
import { type QuoteFormError, QuoteFormView } from "./quote-form-view.tsx";
import {
  checkQuoteForm,
  EMPTY_QUOTE_FORM,
  type QuoteFormField,
  type QuoteFormValues,
} from "./quote-request.ts";
import { QuoteThankYouView } from "./quote-thank-you-view.tsx";
import { sendQuote } from "./send-quote.ts";

type Status = "editing" | "submitting" | "submitted";

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
  const [values, setValues] = useState<QuoteFormValues>(EMPTY_QUOTE_FORM);
  const [status, setStatus] = useState<Status>("editing");
  const [error, setError] = useState<QuoteFormError | null>(null);
  // The toast sits outside the dialog, which hides it from screen readers; this repeats it inside.
  const [announcement, setAnnouncement] = useState("");
  const attempts = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const thankYouTitleRef = useRef<HTMLHeadingElement>(null);

  // Disabling the fieldset drops focus; put it back where the visitor can act next.
  useEffect(() => {
    if (status === "submitted") thankYouTitleRef.current?.focus();
    else if (status === "editing" && dialogLostFocus()) {
      formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
  }, [status]);

  function handleChange(field: QuoteFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function handleSubmit() {
    if (status === "submitting") return;
    attempts.current += 1;
    setError(null);
    setAnnouncement("");

    const checked = checkQuoteForm(values);
    if (!checked.ok) {
      setError({ ...checked.issue, attempt: attempts.current });
      const { field } = checked.issue;
      if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    // Our rules passed; the browser now checks what only the inputs require (the phone) in its own words.
    if (formRef.current && !formRef.current.reportValidity()) return;

    setStatus("submitting");
    const outcome = await sendQuote(checked.request);
    if (!outcome.ok) {
      console.error(`Quote request failed: ${outcome.reason}`, outcome.context);
      setError({ message: QUOTE_FAILURE_MESSAGE, attempt: attempts.current });
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
            onChange={handleChange}
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
