import { z } from "zod";

/**
 * A lead's next step (docs/product/staff-area.md, Next step): what is to be done, by when and by whom. A lead has at
 * most one open at a time; setting another replaces it, and the timeline keeps both. A no-show at the trial sets one
 * by itself (NO_SHOW_NEXT_STEP). Leads only: quote requests have none.
 */

/** Short enough to read at a glance in a row or a badge; longer thoughts belong in a note. */
export const NEXT_STEP_WHAT_MAX = 200;

/** How far ahead a step may be due: a year is far enough for any follow-up staff plan. */
export const NEXT_STEP_FURTHEST_DAYS = 366;

/**
 * How long before now a due time is still taken: the form picks whole minutes, so "now" as staff chose it is up to a
 * minute behind the server, and a slow request adds to that.
 */
export const NEXT_STEP_PAST_GRACE_MINUTES = 5;

/** The step a no-show at the trial gives the lead, due when the studio may next call them. */
export const NO_SHOW_NEXT_STEP = "Call to rebook the missed trial";

export const NEXT_STEP_MESSAGES = {
  whatRequired: "Please say what the next step is.",
  whatTooLong: `The next step must be ${NEXT_STEP_WHAT_MAX} characters or less; put the rest in a note.`,
  due: "Please choose when it is due.",
  duePast: "That time has passed. Please choose a time from now on.",
  dueFar: `Please choose a time within ${NEXT_STEP_FURTHEST_DAYS} days.`,
  assignee: "Please choose who does it from the list.",
  notFound: "This lead does not exist.",
  stale: "That next step was already done or replaced. Reload to see where it stands.",
} as const;

/** The open step as the lead page shows it. */
export const nextStepSchema = z.object({
  id: z.string(),
  what: z.string(),
  dueAt: z.iso.datetime({ offset: true }),
  /** The staff member who does it; null: the lead's owner, or anyone while it has none. */
  assigneeId: z.string().nullable(),
  assignee: z.string().nullable(),
  /** Who set it (null: set by the server, or the account is gone). */
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Set by a no-show at the trial rather than by staff. */
  fromNoShow: z.boolean(),
});
export type NextStep = z.output<typeof nextStepSchema>;

export const nextStepParams = z.object({ id: z.uuid({ error: NEXT_STEP_MESSAGES.notFound }) });

/** `GET …/next-step`: the open step, or null. */
export const leadNextStepSchema = z.object({ nextStep: nextStepSchema.nullable() });

/** `POST …/next-step`: a new open step, replacing the one open now. */
export const setNextStepSchema = z.object({
  what: z
    .string({ error: NEXT_STEP_MESSAGES.whatRequired })
    .trim()
    .min(1, { error: NEXT_STEP_MESSAGES.whatRequired })
    .max(NEXT_STEP_WHAT_MAX, { error: NEXT_STEP_MESSAGES.whatTooLong }),
  dueAt: z.iso.datetime({ offset: true, error: NEXT_STEP_MESSAGES.due }),
  assigneeId: z.uuid({ error: NEXT_STEP_MESSAGES.assignee }).nullable(),
});
export type SetNextStepInput = z.input<typeof setNextStepSchema>;

export const nextStepSetSchema = z.object({ success: z.literal(true), nextStep: nextStepSchema });

/** `POST …/next-step/done`: names the step staff saw, so one replaced meanwhile is not completed unseen. */
export const completeNextStepSchema = z.object({
  stepId: z.uuid({ error: NEXT_STEP_MESSAGES.stale }),
});

export const nextStepDoneSchema = z.object({ success: z.literal(true), done: nextStepSchema });

/** The field a refusal of the due time names, so the form shows it beside the time. */
export type NextStepField = keyof z.input<typeof setNextStepSchema>;
