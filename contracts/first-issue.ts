import type { z } from "zod";

/** First failing rule wins: zod reports issues in field order, then rule order within a field. */
export function firstIssue(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: "Invalid request." };
  const field = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
  return field ? { message: issue.message, field } : { message: issue.message };
}

/** Each field's first failing rule, for forms that show a message beside every field. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "";
    if (!(field in messages)) messages[field] = issue.message;
  }
  return messages;
}
