import { z } from "zod";
import { NEXT_STEP_MESSAGES, type NextStep, setNextStepSchema } from "#contracts/lead-next-step";

/**
 * The next step's form as the page holds it: text fields, the due time as a `datetime-local` value, which has no
 * zone and is read in the browser's (the staff member's own), and the assignee's id or "" for the lead's owner. The
 * field names are the request's, so a refusal the server names lands beside its field.
 */
export interface NextStepFormValues extends Record<string, string> {
  what: string;
  dueAt: string;
  assigneeId: string;
}

function instantOf(local: string): Date | undefined {
  // "2026-12-03T14:30" without a zone is read in the browser's own; only that full form is taken.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Checks the form in the request's own words and turns it into the request. */
export const nextStepFormSchema = z
  .object({
    what: setNextStepSchema.shape.what,
    dueAt: z.string().refine((value) => instantOf(value) !== undefined, { error: NEXT_STEP_MESSAGES.due }),
    assigneeId: z.string(),
  })
  .transform(({ what, dueAt, assigneeId }) => ({
    what,
    dueAt: instantOf(dueAt)?.toISOString() ?? dueAt,
    assigneeId: assigneeId || null,
  }));

const two = (value: number) => String(value).padStart(2, "0");

/** An instant as a `datetime-local` value in the browser's zone: "2026-12-03T14:30". */
export function localInputValue(instant: Date): string {
  return `${instant.getFullYear()}-${two(instant.getMonth() + 1)}-${two(instant.getDate())}T${two(instant.getHours())}:${two(instant.getMinutes())}`;
}

/** The form's start: the step being changed, or empty for a new one. */
export function nextStepFormValues(step: NextStep | null): NextStepFormValues {
  return step
    ? { what: step.what, dueAt: localInputValue(new Date(step.dueAt)), assigneeId: step.assigneeId ?? "" }
    : { what: "", dueAt: "", assigneeId: "" };
}

/** Who does it, in words: a colleague by name, marked when they own the lead; else the owner, or anyone. */
export function assigneeText(
  step: Pick<NextStep, "assignee" | "assigneeId">,
  lead: { owner: string | null; ownerId: string | null },
): string {
  const owner = lead.owner ? `${lead.owner} (the lead's owner)` : "Anyone (the lead has no owner)";
  if (!step.assignee) return owner;
  return step.assigneeId === lead.ownerId ? owner : step.assignee;
}
