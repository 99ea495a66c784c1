import { DialogFormShell } from "#app/components/ui/dialog-form.tsx";
import type { DialogFormProps } from "#app/components/ui/dialog-form-provider.tsx";
import { useDialogForm } from "#app/components/ui/use-dialog-form.ts";
import { QUOTE_FAILURE_MESSAGE, QUOTE_SUCCESS_TOAST, QUOTE_SUCCESS_TOAST_MS } from "./quote-copy.ts";
import { QuoteFormView } from "./quote-form-view.tsx";
import { checkQuoteForm, EMPTY_QUOTE_FORM, type QuoteFormValues } from "./quote-request.ts";
import { QuoteThankYouView } from "./quote-thank-you-view.tsx";
import { sendQuote } from "./send-quote.ts";

export function QuoteDialog(dialog: DialogFormProps<void>) {
  // Held above the dialog's content, so closing without submitting keeps what the visitor typed.
  const form = useDialogForm<QuoteFormValues>(EMPTY_QUOTE_FORM);
  const { values, formRef } = form;

  async function handleSubmit() {
    if (!form.beginAttempt()) return;

    const checked = checkQuoteForm(values);
    if (!checked.ok) {
      form.fail(checked.issue);
      return;
    }
    // Our rules passed; the browser now checks what only the inputs require (the phone) in its own words.
    if (formRef.current && !formRef.current.reportValidity()) return;

    if (!(await form.send("Quote request", () => sendQuote(checked.request)))) {
      form.fail({ message: QUOTE_FAILURE_MESSAGE });
      return;
    }
    form.succeed(QUOTE_SUCCESS_TOAST, QUOTE_SUCCESS_TOAST_MS);
    dialog.onSubmitted();
  }

  return (
    <DialogFormShell
      dialog={dialog}
      form={form}
      thankYou={<QuoteThankYouView titleRef={form.thankYouTitleRef} />}
    >
      <QuoteFormView form={form} onSubmit={handleSubmit} />
    </DialogFormShell>
  );
}
