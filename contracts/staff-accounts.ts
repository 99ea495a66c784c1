import { z } from "zod";
import { mailboxField } from "./email.ts";
import { STAFF_ROLES } from "./staff-roles.ts";

/**
 * The Staff accounts page, owners only (ADR 036): who can sign in, with what role, and what an owner
 * can do to an account. Every change answers `{success, message}` with the message in plain words.
 */

/** Usernames are stored in lower case with surrounding spaces removed, as typed at sign-in. */
export const USERNAME_PATTERN = /^[a-z0-9._@-]{3,50}$/;

export const STAFF_ACCOUNT_MESSAGES = {
  username: "A username must be 3 to 50 characters: letters, digits, dots, underscores, hyphens or @.",
  email: "Please enter a valid e-mail address.",
  role: "Please choose a role from the list.",
  notFound: "This staff account does not exist.",
} as const;

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

const usernameSchema = z
  .string({ error: STAFF_ACCOUNT_MESSAGES.username })
  .transform(normaliseUsername)
  .refine((value) => USERNAME_PATTERN.test(value), { error: STAFF_ACCOUNT_MESSAGES.username });

/** Where invitations and password links go; stored in lower case, like the leads' addresses. */
export const staffEmailSchema = mailboxField({ invalid: STAFF_ACCOUNT_MESSAGES.email }).transform((value) =>
  value.toLowerCase(),
);

const roleSchema = z.enum(STAFF_ROLES, { error: STAFF_ACCOUNT_MESSAGES.role });

/** Add a colleague: the account has no password until they open the invitation link. */
export const addStaffAccountSchema = z.object({
  username: usernameSchema,
  email: staffEmailSchema,
  role: roleSchema,
});
export type AddStaffAccountInput = z.input<typeof addStaffAccountSchema>;

/** The account a staff URL names; a malformed id names none, so it is answered as not found. */
export const staffAccountParams = z.object({ id: z.uuid({ error: STAFF_ACCOUNT_MESSAGES.notFound }) });

export const staffRoleChangeSchema = z.object({ role: roleSchema });
export const staffEmailChangeSchema = z.object({ email: staffEmailSchema });

export const STAFF_ACCOUNT_STATUSES = ["active", "invited", "disabled"] as const;
export type StaffAccountStatus = (typeof STAFF_ACCOUNT_STATUSES)[number];

/** One account as the page lists it. Dates are ISO 8601 strings. */
export const staffAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  /** `invited`: active, but no password has been set yet. */
  status: z.enum(STAFF_ACCOUNT_STATUSES),
  twoFactor: z.boolean(),
  lastSignInAt: z.string().nullable(),
  /** Leads and quote requests it owns, and how many of them are still open (neither Member nor Lost). */
  leadsOwned: z.number(),
  openLeadsOwned: z.number(),
  /** The signed-in owner's own account. */
  self: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountsSchema = z.object({ accounts: z.array(staffAccountSchema) });

/** What every change answers: what happened, in words the page shows as they are. */
export const doneInWordsSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * A change that made a single-use link to set a password (an invitation, a reset): the link, to copy and
 * pass on, and the message, which says whether it was e-mailed too. `link` is a full address when the
 * server knows its own (PUBLIC_URL), otherwise the path, which the page completes with its own address.
 */
export const passwordLinkMadeSchema = doneInWordsSchema.extend({
  link: z.string(),
  expiresAt: z.string(),
});
export type PasswordLinkMade = z.infer<typeof passwordLinkMadeSchema>;
