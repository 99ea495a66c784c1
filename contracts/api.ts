import { z } from "zod";
import { auditLogPageSchema, auditLogQuerySchema } from "./audit-log.ts";
import { businessQuoteSchema, quoteAcceptedSchema } from "./business-quote.ts";
import { dashboardStatsSchema } from "./dashboard-stats.ts";
import { type apiFailureSchema, type Endpoint, endpoint } from "./endpoint.ts";
import {
  completeNextStepSchema,
  leadNextStepSchema,
  nextStepDoneSchema,
  nextStepParams,
  nextStepSetSchema,
  setNextStepSchema,
} from "./lead-next-step.ts";
import {
  bulkLeadChangedSchema,
  bulkLeadChangeSchema,
  inboxFilterSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxSummarySchema,
  leadDetailSchema,
  leadNoteAddedSchema,
  leadNoteSchema,
  leadOwnerChangedSchema,
  leadOwnerSchema,
  leadParams,
  leadStatusChangedSchema,
  leadStatusSchema,
  staffMembersSchema,
} from "./leads-inbox.ts";
import { outreachSentSchema } from "./outreach.ts";
import { OUTREACH_CHANNEL_IDS, OUTREACH_CHANNELS, type OutreachChannel } from "./outreach-channels.ts";
import {
  forgotPasswordSchema,
  passwordLinkCheckSchema,
  passwordLinkSchema,
  setPasswordSchema,
} from "./password-links.ts";
import { providerCheckSchema } from "./readiness.ts";
import {
  addStaffAccountSchema,
  doneInWordsSchema,
  passwordLinkMadeSchema,
  staffAccountParams,
  staffAccountsSchema,
  staffEmailChangeSchema,
  staffRoleChangeSchema,
} from "./staff-accounts.ts";
import {
  loginRequestSchema,
  passwordStepSchema,
  signedInSchema,
  signedOutSchema,
  verifyAuthResponseSchema,
} from "./staff-auth.ts";
import { changePasswordSchema, passwordChangedSchema, reauthenticationSchema } from "./staff-password.ts";
import {
  teacherCalendarChangeSchema,
  teacherCalendarParams,
  teacherCalendarSavedSchema,
  teacherCalendarsSchema,
} from "./teacher-calendars.ts";
import { trialSlotsQuerySchema, trialSlotsSchema } from "./trial-booking.ts";
import {
  staffBookTrialSchema,
  staffLeadTrialParams,
  staffMoveTrialSchema,
  staffTrialChangedSchema,
  staffTrialChangeSchema,
  staffTrialParams,
  staffTrialsQuerySchema,
  staffTrialsSchema,
} from "./trial-staff.ts";
import {
  authenticatorCodeSchema,
  recoveryCodesSchema,
  signInCodeSchema,
  twoFactorDisabledSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from "./two-factor.ts";

/**
 * The whole HTTP API in one place: for every endpoint its access, method, path, request schemas and
 * answer schemas (contracts/endpoint.ts says what each part means). The server registers each route
 * from its entry here (Fastify validates the request and serialises the answer with these schemas) and
 * the browser calls it through app/lib/api.ts, which parses the answer with the same schema.
 * Import it as a namespace: `import * as api from "…/contracts/api.ts"`, then `api.submitLead`.
 * The visitor's booking endpoints are kept in contracts/api-visitor.ts and re-exported here, so the lead modal can
 * import them alone (docs/decisions/052).
 * docs/architecture.md, "The HTTP API", tells the story.
 */

export * from "./api-visitor.ts";

/** Twilio's webhooks post form fields; the signature check needs them exactly as sent. */
const twilioFormSchema = z.record(z.string(), z.string());

/** The endpoint that sends one outreach channel: the registry names its path and body. */
export interface OutreachEndpoint<C extends OutreachChannel> extends Endpoint {
  access: "staff";
  method: "POST";
  body: (typeof OUTREACH_CHANNELS)[C]["request"];
  status: 200;
  response: typeof outreachSentSchema;
  failure: typeof apiFailureSchema;
}

/** The endpoint of each outreach channel, keyed like the registry. */
export const outreach = Object.fromEntries(
  OUTREACH_CHANNEL_IDS.map((channel) => [
    channel,
    endpoint({
      access: "staff",
      method: "POST",
      path: OUTREACH_CHANNELS[channel].endpointPath,
      body: OUTREACH_CHANNELS[channel].request,
      response: outreachSentSchema,
    }),
  ]),
) as { [C in OutreachChannel]: OutreachEndpoint<C> };

/** The business quote dialog. */
export const submitQuote = endpoint({
  access: "public",
  method: "POST",
  path: "/api/business-quote",
  body: businessQuoteSchema,
  response: quoteAcceptedSchema,
});

export const verifyAuth = endpoint({
  access: "public",
  method: "GET",
  path: "/api/verify-auth",
  response: verifyAuthResponseSchema,
});

export const login = endpoint({
  access: "public",
  method: "POST",
  path: "/api/auth",
  body: loginRequestSchema,
  response: passwordStepSchema,
});

/** The sign-in's second step for users with two-factor sign-in (ADR 026). */
export const loginCode = endpoint({
  access: "public",
  method: "POST",
  path: "/api/auth/code",
  body: signInCodeSchema,
  response: signedInSchema,
});

/** The Security page: whether two-factor sign-in is on, and how many recovery codes are left. */
export const twoFactorStatus = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/two-factor",
  response: twoFactorStatusSchema,
});

/** Starts enrolment, after the password again: a new secret and its QR code. */
export const twoFactorBegin = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/two-factor/enrolment",
  body: reauthenticationSchema,
  response: twoFactorEnrolmentSchema,
});

/** Confirms enrolment with the first code; answers the recovery codes, once. */
export const twoFactorConfirm = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/two-factor/enrolment/confirm",
  body: authenticatorCodeSchema,
  response: recoveryCodesSchema,
});

/** New recovery codes for a current code; the old ones stop working. */
export const twoFactorRecoveryCodes = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/two-factor/recovery-codes",
  body: authenticatorCodeSchema,
  response: recoveryCodesSchema,
});

/** Turns two-factor sign-in off for a current code (refused under STAFF_REQUIRE_2FA). */
export const twoFactorDisable = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/two-factor/disable",
  body: authenticatorCodeSchema,
  response: twoFactorDisabledSchema,
});

/** The Security page: a new password for the signed-in account, after the current one (and a code). */
export const changePassword = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/account/password",
  body: changePasswordSchema,
  response: passwordChangedSchema,
});

export const logout = endpoint({
  access: "public",
  method: "POST",
  path: "/api/logout",
  response: signedOutSchema,
});

export const inbox = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/leads",
  query: inboxQuerySchema,
  response: inboxPageSchema,
});

export const inboxSummary = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/leads/summary",
  response: inboxSummarySchema,
});

/** The dashboard's figures over the last 30 days (contracts/dashboard-stats.ts says what each one counts). */
export const dashboardStats = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/dashboard/stats",
  response: dashboardStatsSchema,
});

/** The inbox view as a CSV file; an absent body means the unfiltered inbox. Owners only. */
export const inboxExport = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/leads/export",
  body: inboxFilterSchema.optional(),
  response: { mediaType: "text/csv; charset=utf-8" },
});

export const lead = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/leads/:kind/:id",
  params: leadParams,
  response: leadDetailSchema,
});

export const changeLeadStatus = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/leads/:kind/:id/status",
  params: leadParams,
  body: leadStatusSchema,
  response: leadStatusChangedSchema,
});

/** A lead's open next step, or null (docs/product/staff-area.md, Next step); leads only, not quote requests. */
export const leadNextStep = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/leads/lead/:id/next-step",
  params: nextStepParams,
  response: leadNextStepSchema,
});

/** Sets the lead's next step, replacing the open one; 400 a due time past or too far, 422 an unknown assignee. */
export const setLeadNextStep = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/leads/lead/:id/next-step",
  params: nextStepParams,
  body: setNextStepSchema,
  response: nextStepSetSchema,
});

/** Marks the open next step done; 409 when the step named is no longer the open one. */
export const completeLeadNextStep = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/leads/lead/:id/next-step/done",
  params: nextStepParams,
  body: completeNextStepSchema,
  response: nextStepDoneSchema,
});

/** The trials page: one day's or one week's trials, in the staff member's zone (docs/product/staff-area.md, Trials). */
export const staffTrials = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/trials",
  query: staffTrialsQuerySchema,
  response: staffTrialsSchema,
});

/** Confirms a held trial, marks one attended or a no-show, or cancels it; 409 when the trial cannot make that change. */
export const changeStaffTrial = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/trials/:id/status",
  params: staffTrialParams,
  body: staffTrialChangeSchema,
  response: staffTrialChangedSchema,
});

/**
 * The free trial times, for staff booking or moving a lead's trial on the phone: the visitor's answer, without the
 * visitor's per-address limit, which a studio's staff behind one address would share.
 */
export const staffTrialSlots = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/trial-slots",
  query: trialSlotsQuerySchema,
  response: trialSlotsSchema,
});

/** Books a time for a lead, confirmed at once; 404 for no such lead, 409 with the reason the time cannot be had. */
export const staffBookTrial = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/leads/lead/:id/trial",
  params: staffLeadTrialParams,
  body: staffBookTrialSchema,
  response: staffTrialChangedSchema,
});

/** Moves a held or confirmed trial to another free time of its teacher; 409 with the reason otherwise. */
export const moveStaffTrial = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/trials/:id/move",
  params: staffTrialParams,
  body: staffMoveTrialSchema,
  response: staffTrialChangedSchema,
});

/** Every teacher's hours, time off and video link (docs/product/staff-area.md, Teachers' hours). */
export const teacherCalendars = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/teacher-calendars",
  response: teacherCalendarsSchema,
});

/** Saves one teacher's whole calendar; owners only. Trials already booked stay as they are. */
export const saveTeacherCalendar = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/teacher-calendars/:teacherId",
  params: teacherCalendarParams,
  body: teacherCalendarChangeSchema,
  response: teacherCalendarSavedSchema,
});

/** Gives a lead to a staff member, or back to nobody; 422 when the staff member is unknown or disabled. */
export const changeLeadOwner = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/leads/:kind/:id/owner",
  params: leadParams,
  body: leadOwnerSchema,
  response: leadOwnerChangedSchema,
});

/** One status or one owner for several leads, each changed, timed-lined and audited as if by itself. */
export const bulkChangeLeads = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/leads/bulk",
  body: bulkLeadChangeSchema,
  response: bulkLeadChangedSchema,
});

/** The staff members a lead can be given to. */
export const staffMembers = endpoint({
  access: "staff",
  method: "GET",
  path: "/api/admin/staff",
  response: staffMembersSchema,
});

export const addLeadNote = endpoint({
  access: "staff",
  method: "POST",
  path: "/api/admin/leads/:kind/:id/notes",
  params: leadParams,
  body: leadNoteSchema,
  response: leadNoteAddedSchema,
});

/** "Forgot password?": always the same answer; the link is e-mailed afterwards, if anything matched (ADR 036). */
export const forgotPassword = endpoint({
  access: "public",
  method: "POST",
  path: "/api/forgot-password",
  body: forgotPasswordSchema,
  response: doneInWordsSchema,
});

/** Whose password a link sets; 410 when it has expired or was used. */
export const passwordLinkCheck = endpoint({
  access: "public",
  method: "POST",
  path: "/api/set-password/check",
  body: passwordLinkCheckSchema,
  response: passwordLinkSchema,
});

/** Sets the password a link is for, once; 400 names a weak password's reason at its field. */
export const setPassword = endpoint({
  access: "public",
  method: "POST",
  path: "/api/set-password",
  body: setPasswordSchema,
  response: doneInWordsSchema,
});

/** The Staff accounts page: every account, disabled ones too. */
export const staffAccounts = endpoint({
  access: "owner",
  method: "GET",
  path: "/api/admin/staff-accounts",
  response: staffAccountsSchema,
});

/** Adds a colleague without a password and answers their invitation link. */
export const addStaffAccount = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/staff-accounts",
  body: addStaffAccountSchema,
  response: passwordLinkMadeSchema,
});

/** Disables an account, ends its sessions and hands its open leads to a colleague or to nobody. */
export const disableStaffAccount = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/staff-accounts/:id/disable",
  params: staffAccountParams,
  body: leadOwnerSchema,
  response: doneInWordsSchema,
});

/** Re-enables an account, unless an active one has taken its username meanwhile (409). */
export const enableStaffAccount = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/staff-accounts/:id/enable",
  params: staffAccountParams,
  response: doneInWordsSchema,
});

/** A new single-use link: a reset (the old password stops working) or, before any password, an invitation. */
export const staffPasswordLink = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/staff-accounts/:id/password-link",
  params: staffAccountParams,
  response: passwordLinkMadeSchema,
});

/** Turns off an account's two-factor sign-in (a lost phone), as `npm run staff -- reset-2fa` does. */
export const resetStaffTwoFactor = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/staff-accounts/:id/two-factor-reset",
  params: staffAccountParams,
  response: doneInWordsSchema,
});

export const changeStaffRole = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/staff-accounts/:id/role",
  params: staffAccountParams,
  body: staffRoleChangeSchema,
  response: doneInWordsSchema,
});

export const changeStaffEmail = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/staff-accounts/:id/email",
  params: staffAccountParams,
  body: staffEmailChangeSchema,
  response: doneInWordsSchema,
});

/** Gives every lead and quote request the account owns to a colleague, or to nobody. */
export const reassignStaffLeads = endpoint({
  access: "owner",
  method: "POST",
  path: "/api/admin/staff-accounts/:id/leads",
  params: staffAccountParams,
  body: leadOwnerSchema,
  response: doneInWordsSchema,
});

/** The audit log, newest first, 50 entries a page. */
export const auditLog = endpoint({
  access: "owner",
  method: "GET",
  path: "/api/admin/audit-log",
  query: auditLogQuerySchema,
  response: auditLogPageSchema,
});

/** Twilio reports call and message progress; 403 without a valid X-Twilio-Signature. */
export const twilioStatus = endpoint({
  access: "webhook",
  method: "POST",
  path: "/api/webhooks/twilio/status",
  body: twilioFormSchema,
  status: 204,
  response: null,
  failure: null,
});

/** Twilio's "A message comes in": replies and STOP/START; answers TwiML. */
export const twilioInbound = endpoint({
  access: "webhook",
  method: "POST",
  path: "/api/webhooks/twilio/inbound",
  body: twilioFormSchema,
  response: { mediaType: "text/xml" },
  failure: null,
});

/** Liveness, for load balancers. */
export const health = endpoint({
  access: "public",
  method: "GET",
  path: "/healthz",
  response: z.object({ status: z.literal("ok") }),
});

/**
 * Readiness: 503 while the database is unreachable. The providers are reported beside it but never make it fail: an
 * instance cannot mend HubSpot, and taking it out of the load balancer would lose the leads it still stores.
 */
export const ready = endpoint({
  access: "public",
  method: "GET",
  path: "/readyz",
  response: z.object({
    status: z.literal("ready"),
    checks: z.object({
      database: z.literal("ok"),
      hubspot: providerCheckSchema,
      smtp: providerCheckSchema,
      twilio: providerCheckSchema,
    }),
  }),
  failure: z.object({ status: z.literal("unavailable"), message: z.string() }),
});

/**
 * Prometheus's view of this instance (docs/operations/metrics.md): with METRICS_TOKEN set, the bearer token opens it
 * and anything else is 401; without it the path is unknown (404).
 */
export const metrics = endpoint({
  access: "public",
  method: "GET",
  path: "/metrics",
  response: { mediaType: "text/plain" },
  failure: null,
});
