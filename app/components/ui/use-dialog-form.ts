import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import type { FormOutcome } from "#app/lib/api.ts";
import { dialogLostFocus } from "./dialog.tsx";

export type DialogFormStatus = "editing" | "submitting" | "submitted";

export interface DialogFormError {
  message: string;
  field?: string;
  /** Counts attempts so a repeated message is announced again. */
  attempt: number;
}

/** A form whose every field holds text. */
export type FormValues<Values> = { [Field in keyof Values]: string };

/**
 * State of a form shown in a dialog: values kept while the dialog closes, one error line, the
 * editing → submitting → submitted status, and focus put back where a person can act next.
 */
export function useDialogForm<Values extends FormValues<Values>>(empty: Values) {
  const idPrefix = useId();
  const errorId = `${idPrefix}-error`;
  const [values, setValues] = useState<Values>(empty);
  const [status, setStatus] = useState<DialogFormStatus>("editing");
  const [error, setError] = useState<DialogFormError | null>(null);
  // Toasts sit outside the dialog, which hides them from screen readers; this repeats them inside it.
  const [announcement, setAnnouncement] = useState("");
  const attempts = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const thankYouTitleRef = useRef<HTMLHeadingElement>(null);

  // Disabling the fieldset drops focus; put it back where the person can act next.
  useEffect(() => {
    if (status === "submitted") thankYouTitleRef.current?.focus();
    else if (status === "editing" && dialogLostFocus()) {
      formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
  }, [status]);

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  return {
    values,
    status,
    error,
    /** The error line's id, which the field it names points to. */
    errorId,
    announcement,
    setAnnouncement,
    formRef,
    thankYouTitleRef,
    change,
    /** id, name, value, change handler and error state for one control. */
    field<K extends keyof Values & string>(name: K) {
      return {
        id: `${idPrefix}-${name}`,
        name,
        value: values[name],
        onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
          change(name, event.target.value as Values[K]);
        },
        ...(error?.field === name ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
      };
    },
    /** Starts a submission: false while one is already running; otherwise clears the last error. */
    beginAttempt(): boolean {
      if (status === "submitting") return false;
      attempts.current += 1;
      setError(null);
      setAnnouncement("");
      return true;
    },
    clearError() {
      setError(null);
    },
    /**
     * Sends the checked form with every control disabled; a failure is logged under `what` and leaves
     * the form editable. Resolves to the server's answer when the request went through, null otherwise.
     */
    async send<Answer>(
      what: string,
      request: () => Promise<FormOutcome<Answer>>,
    ): Promise<{ answer: Answer } | null> {
      setStatus("submitting");
      const outcome = await request();
      if (outcome.ok) return { answer: outcome.answer };
      console.error(`${what} failed: ${outcome.reason}`, outcome.context);
      setStatus("editing");
      return null;
    },
    /** Shows the thank-you view and the success toast, which screen readers also hear in the dialog. */
    succeed(toastMessage: string, toastMs: number) {
      toast.success(toastMessage, { duration: toastMs });
      setAnnouncement(toastMessage);
      setStatus("submitted");
    },
    /** Shows one error line for this attempt and moves focus to the field it names. */
    fail(issue: { message: string; field?: string }) {
      setError({ ...issue, attempt: attempts.current });
      if (issue.field) formRef.current?.querySelector<HTMLElement>(`[name="${issue.field}"]`)?.focus();
    },
  };
}

export type DialogForm<Values extends FormValues<Values>> = ReturnType<typeof useDialogForm<Values>>;
