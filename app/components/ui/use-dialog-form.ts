import { useEffect, useRef, useState } from "react";
import { dialogLostFocus } from "./dialog.tsx";

export type DialogFormStatus = "editing" | "submitting" | "submitted";

export interface DialogFormError {
  message: string;
  field?: string;
  /** Counts attempts so a repeated message is announced again. */
  attempt: number;
}

/**
 * State of a form shown in a dialog: values kept while the dialog closes, one error line, the
 * editing → submitting → submitted status, and focus put back where a person can act next.
 */
export function useDialogForm<Values>(empty: Values) {
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

  return {
    values,
    status,
    setStatus,
    error,
    announcement,
    setAnnouncement,
    formRef,
    thankYouTitleRef,
    change<K extends keyof Values>(field: K, value: Values[K]) {
      setValues((current) => ({ ...current, [field]: value }));
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
    /** Shows one error line for this attempt and moves focus to the field it names. */
    fail(issue: { message: string; field?: string }) {
      setError({ ...issue, attempt: attempts.current });
      if (issue.field) formRef.current?.querySelector<HTMLElement>(`[name="${issue.field}"]`)?.focus();
    },
  };
}
