import { CONNECTION_TROUBLE, isSessionEnd } from "#app/lib/staff-requests.ts";
import { Button } from "./button.tsx";
import { FormError } from "./field.tsx";

interface PanelLoadFailedProps {
  id: string;
  /** What did not arrive, as the sentence's subject: "The counts". */
  what: string;
  error: unknown;
  onRetry(): void;
}

/** A staff panel whose data did not arrive: what, in plain words, and Try again. */
export function PanelLoadFailed({ id, what, error, onRetry }: PanelLoadFailedProps) {
  // An ended session is the guard's to handle: it goes to sign in.
  if (isSessionEnd(error)) return null;
  return (
    <div className="mt-4 max-w-2xl space-y-3">
      <FormError id={id}>
        {what} could not be loaded. {CONNECTION_TROUBLE}
      </FormError>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
