import { type SQL, sql } from "drizzle-orm";
import type { Attribution, LeadInterest } from "../../contracts/lead.ts";
import { storedPhone } from "../../contracts/phone.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { leadEvents, leads } from "../db/schema.ts";
import type { CrmSync } from "./crm-sync.ts";
import { type Delivery, firstAttemptJobs } from "./delivery.ts";
import { eventValuesSql } from "./lead-records.ts";
import { stored } from "./stored.ts";

/** Two submissions with the same e-mail and phone this close together are one lead. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export interface LeadSubmission {
  name: string;
  email: string;
  phone: string;
  attribution?: Attribution;
  interest?: LeadInterest;
  userAgent?: string;
}

export interface StoredLead {
  leadId: string;
  duplicate: boolean;
}

/** The interest as stored; a column left null when its value was not given. */
function interestColumns(interest: LeadInterest) {
  return {
    interestTeacher: interest.teacher ?? null,
    interestOffering: interest.offering ?? null,
    interestPlan: interest.plan ?? null,
  };
}

/**
 * One submission's transaction: `lock`, then `store`, whose row says which lead it was stored as; on PGlite,
 * `store` alone ({@link storeLead}).
 */
export interface LeadStatements {
  lock: SQL;
  store: SQL;
}

/**
 * The statements of one submission's transaction; `jobQueues` get the new lead's first-attempt jobs. The bench
 * runs the same statements to measure the database's own limit (bench/database-limit.ts).
 */
export function leadStatements(submission: LeadSubmission, jobQueues: readonly string[]): LeadStatements {
  const email = submission.email.trim().toLowerCase();
  const phone = storedPhone(submission.phone);
  const attribution = submission.attribution ?? {};
  const interest = submission.interest ?? {};
  const columns = interestColumns(interest);
  // A repeat that names nothing keeps what the earlier submission said the visitor was looking at.
  const namesInterest = Object.values(columns).some((value) => value !== null);
  const text = (value: string | undefined) => value ?? null;
  const interestChanges = namesInterest
    ? sql`, interest_teacher = ${columns.interestTeacher}, interest_offering = ${columns.interestOffering}, interest_plan = ${columns.interestPlan}`
    : sql``;
  const repeatDetail = {
    name: submission.name,
    attribution,
    interest,
    userAgent: submission.userAgent ?? null,
  };
  // On PostgreSQL identical submissions racing each other wait here, so the second one sees the first's row. The
  // lock is its own statement: a statement's snapshot is taken before it starts waiting.
  const lock = sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${email}:${phone}`}, 0))`;
  // One statement does the rest: a repeat within the window updates the lead, a new lead is inserted with
  // its HubSpot and staff-alert jobs, and either way its event is recorded. One round trip instead of five
  // (docs/decisions/027-lead-api-throughput.md); data-modifying CTEs all run, each exactly once. A new lead's
  // deliveries are due now, so a job lost before it ran is found by the next reconcile.
  const store = sql`
    with recent as (
      select id from ${leads}
      where email = ${email} and phone = ${phone}
        and last_submitted_at > now() - ${DUPLICATE_WINDOW_MINUTES} * interval '1 minute'
      order by last_submitted_at desc
      limit 1
    ),
    repeated as (
      update ${leads} set submission_count = submission_count + 1, last_submitted_at = now()${interestChanges}
      where id = (select id from recent)
      returning id
    ),
    created as (
      insert into ${leads} (name, email, phone, landing_page, page, referrer, utm_source, utm_medium,
        utm_campaign, utm_term, utm_content, interest_teacher, interest_offering, interest_plan, user_agent,
        crm_next_attempt_at, alert_next_attempt_at)
      select ${submission.name}, ${email}, ${phone}, ${text(attribution.landingPage)}, ${text(attribution.page)},
        ${text(attribution.referrer)}, ${text(attribution.utmSource)}, ${text(attribution.utmMedium)},
        ${text(attribution.utmCampaign)}, ${text(attribution.utmTerm)}, ${text(attribution.utmContent)},
        ${columns.interestTeacher}, ${columns.interestOffering}, ${columns.interestPlan},
        ${text(submission.userAgent)}, now(), now()
      where not exists (select 1 from recent)
      returning id
    ),
    events as (
      insert into ${leadEvents} (lead_id, type, detail)
      select id, ${eventValuesSql({ kind: "duplicate_submission", detail: repeatDetail })} from repeated
      union all
      select id, ${eventValuesSql({ kind: "submitted", detail: { attribution, interest } })} from created
    ),
    ${sql.join(
      jobQueues.map(
        (queue, index) =>
          sql`${sql.identifier(`job_${index}`)} as (${firstAttemptJobs(queue, sql`select id from created`)}),`,
      ),
    )}
    stored as (
      select id, false as duplicate from created
      union all
      select id, true as duplicate from repeated
    )
    select id, duplicate from stored
  `;
  return { lock, store };
}

/**
 * Runs a submission's statements. On PGlite the store statement runs alone: PGlite is one connection running one
 * statement at a time, so it sees every submission committed before it without the lock, and being one statement
 * it is atomic without a transaction (docs/decisions/031-pglite-submissions-first.md).
 */
export async function storeLead(
  database: DatabaseHandle,
  { lock, store }: LeadStatements,
): Promise<{ id: string; duplicate: boolean }[]> {
  type Stored = { rows: { id: string; duplicate: boolean }[] };
  if (database.kind === "pglite") return ((await database.db.execute(store)) as unknown as Stored).rows;
  return database.transaction(async ({ db }) => {
    await db.execute(lock);
    return ((await db.execute(store)) as unknown as Stored).rows;
  });
}

export interface LeadService {
  submit(submission: LeadSubmission): Promise<StoredLead>;
}

export function createLeadService(deps: {
  database: DatabaseHandle;
  crmSync: CrmSync;
  /** Tells staff of the new lead; a repeat within the window is the same lead, so it is not told again. */
  staffAlert: Delivery;
}): LeadService {
  const { database, crmSync, staffAlert } = deps;

  async function save(submission: LeadSubmission): Promise<StoredLead> {
    const [row] = await storeLead(database, leadStatements(submission, [crmSync.queue, staffAlert.queue]));
    if (!row) throw new Error("Storing the lead returned no row.");
    return { leadId: row.id, duplicate: row.duplicate };
  }

  return {
    submit: (submission) => stored(() => save(submission)),
  };
}
