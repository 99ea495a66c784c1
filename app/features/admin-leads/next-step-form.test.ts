import { describe, expect, it } from "vitest";
import { NEXT_STEP_MESSAGES } from "#contracts/lead-next-step";
import { assigneeText, localInputValue, nextStepFormSchema, nextStepFormValues } from "./next-step-form.ts";

const messages = (values: Record<string, string>) => {
  const parsed = nextStepFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("the next step's form", () => {
  it("turns a local date and time into the instant it names, and no choice of person into the lead's owner", () => {
    const due = new Date(2026, 11, 3, 14, 30);
    expect(
      nextStepFormSchema.parse({ what: " Call back ", dueAt: localInputValue(due), assigneeId: "" }),
    ).toEqual({ what: "Call back", dueAt: due.toISOString(), assigneeId: null });
  });

  it("says what is missing, at each field", () => {
    expect(messages({ what: "  ", dueAt: "", assigneeId: "" })).toEqual([
      ["what", NEXT_STEP_MESSAGES.whatRequired],
      ["dueAt", NEXT_STEP_MESSAGES.due],
    ]);
    expect(messages({ what: "x".repeat(201), dueAt: "2026-13-45T99:00", assigneeId: "" })).toEqual([
      ["what", NEXT_STEP_MESSAGES.whatTooLong],
      ["dueAt", NEXT_STEP_MESSAGES.due],
    ]);
  });

  it("starts from the step being changed, in the browser's zone", () => {
    const step = {
      id: "s1",
      what: "Call",
      dueAt: new Date(2026, 11, 3, 9, 5).toISOString(),
      assigneeId: null,
      assignee: null,
      createdBy: null,
      createdAt: new Date(2026, 11, 1).toISOString(),
      fromNoShow: true,
    };
    expect(nextStepFormValues(step)).toEqual({ what: "Call", dueAt: "2026-12-03T09:05", assigneeId: "" });
    expect(nextStepFormValues(null)).toEqual({ what: "", dueAt: "", assigneeId: "" });
    const maya = { owner: "maya", ownerId: "u1" };
    expect(assigneeText(step, maya)).toBe("maya (the lead's owner)");
    expect(assigneeText(step, { owner: null, ownerId: null })).toBe("Anyone (the lead has no owner)");
    expect(assigneeText({ assignee: "maya", assigneeId: "u1" }, maya)).toBe("maya (the lead's owner)");
    expect(assigneeText({ assignee: "ravi", assigneeId: "u2" }, maya)).toBe("ravi");
  });
});
