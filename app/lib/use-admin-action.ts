import { useState } from "react";
import { refusalOf } from "./api.ts";
import { CONNECTION_TROUBLE, isSessionEnd } from "./staff-requests.ts";

/**
 * A failure to show; `attempt` gives a repeated text a new element, so it is announced again. `field`
 * is the form field the server's refusal is about, when it named one.
 */
export interface ShownError {
  text: string;
  attempt: number;
  field?: string;
}

/**
 * One staff action at a time (save, add, export): busy while it runs, then either done or a failure in
 * plain words: the server's reason, or that it could not be reached. An ended session shows nothing
 * here, because the guard is already taking the person to sign in.
 */
export function useAdminAction(description: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      console.error(`${description} failed`, failure);
      if (!isSessionEnd(failure)) {
        const refusal = refusalOf(failure);
        setError({
          text: refusal?.message ?? CONNECTION_TROUBLE,
          attempt: Date.now(),
          ...(refusal?.field ? { field: refusal.field } : {}),
        });
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
