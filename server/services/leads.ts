import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { CONSENT_PURPOSES, consentText, consentWording } from "#contracts/consent";
import type { LeadInterest, LeadRequestFields } from "#contracts/lead";
import { storedPhone } from "#contracts/phone";
import type { DatabaseHandle } from "../db/client.ts";
import { leadConsents, leadEvents, leads } from "../db/schema.ts";
import type { CrmSync } from "./crm-sync.ts";
import { type Delivery, firstAttemptJobs } from "./delivery.ts";
import { eventValuesSql } from "./lead-records.ts";
import type { Metrics } from "./metrics.ts";
import { stored } from "./stored.ts";
import { welcomeMessageCtes } from "./visitor-message-queue.ts";

/** Two submissions with the same e-mail and phone this close together are one lead. */
export const DUPLICATE_WINDOW_MINUTES = 10;

/** What the lead form sent (its honeypot aside), and the browser and address that sent it. */
export interface LeadSubmission extends LeadRequestFields {
  userAgent?: string;
  /** The visitor's address, kept with their consent (the proxy's, were it not trusted: server/app.ts). */
  ip?: string;
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

type LeadInsert = typeof leads.$inferInsert;

/** Every key a column of `leads`, with a value of the column's type: a field with no column fails to compile. */
function leadColumns<T extends { [K in keyof T]: K extends keyof LeadInsert ? LeadInsert[K] : never }>(
  values: T,
): T {
  return values;
}

/**
 * The new lead's columns. Whatever else the form sends is stored in the column of its name
 * (docs/decisions/041-lead-fields-declared-once.md); attribution names its columns as they are named.
 */
function submittedColumns(submission: LeadSubmission) {
  const { name, email, phone, attribution, interest, userAgent, consent, ip, ...asked } = submission;
  return leadColumns({
    ...asked,
    name,
    email: email.trim().toLowerCase(),
    phone: storedPhone(phone),
    ...attribution,
    ...interestColumns(interest ?? {}),
    userAgent,
  });
}

/**
 * The consent rows the submission records against `leadIds` (a query of one column, `id`): one per purpose, with
 * the exact wording of the version the form showed; none when it sent no version the server knows.
 */
function consentRows(submission: LeadSubmission, leadIds: SQL): { rows: SQL; events: SQL } | undefined {
  const { consent } = submission;
  const wording = consent && consentWording(consent.version);
  if (!consent || !wording) return undefined;
  const choices = CONSENT_PURPOSES.map((purpose) => ({
    purpose,
    // Sending the form is the contact consent its wording describes.
    granted: purpose === "contact" || consent.sms,
    text: consentText(wording, purpose),
  }));
  const values = sql.join(
    choices.map(
      ({ purpose, granted, text }) =>
        sql`(${purpose}::text, cast(${String(granted)} as boolean), ${consent.version}::text, ${text}::text)`,
    ),
    sql`, `,
  );
  const rows = sql`
    insert into ${leadConsents} (lead_id, purpose, granted, wording_version, wording, page, ip_address, user_agent)
    select lead.id, choice.purpose, choice.granted, choice.version, choice.wording,
      ${submission.attribution?.page ?? null}::text, ${submission.ip ?? null}::text,
      ${submission.userAgent ?? null}::text
    from (${leadIds}) as lead cross join (values ${values}) as choice(purpose, granted, version, wording)
  `;
  const events = sql.join(
    choices.map(
      ({ purpose, granted }) =>
        sql`select id, ${eventValuesSql({
          kind: "consent_recorded",
          detail: { purpose, granted, wordingVersion: consent.version },
        })} from (${leadIds}) as lead`,
    ),
    sql` union all `,
  );
  return { rows, events };
}

/** `column = value, …` for an UPDATE's SET, each value cast to its column's type. */
function assignments(values: Record<string, unknown>): SQL {
  return sql.join(
    Object.entries(values).map(
      ([key, value]) => sql`${sql.identifier(columnOf(key).name)} = ${typed(key, value)}`,
    ),
    sql`, `,
  );
}

const LEAD_COLUMNS: Record<string, PgColumn | undefined> = getTableColumns(leads);

/** The column a key of leadColumns names; leadColumns lets only columns through. */
function columnOf(key: string): PgColumn {
  const column = LEAD_COLUMNS[key];
  if (!column) throw new Error(`The leads table has no column ${key}.`);
  return column;
}

/** A value as a parameter of its column's type (a SELECT's parameters would otherwise be text). */
function typed(key: string, value: unknown): SQL {
  const column = columnOf(key);
  return sql`cast(${value === undefined ? null : sql.param(value, column)} as ${sql.raw(column.getSQLType())})`;
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
 * The statements of one submission's transaction; `jobQueues` get the new lead's first-attempt jobs, naming the
 * request `reqId` that stored it. The bench runs the same statements to measure the database's own limit
 * (bench/database-limit.ts).
 */
export function leadStatements(
  submission: LeadSubmission,
  jobQueues: readonly string[],
  reqId?: string,
): LeadStatements {
  const columns = submittedColumns(submission);
  const { email, phone } = columns;
  const attribution = submission.attribution ?? {};
  const interest = submission.interest ?? {};
  const interestChange = interestColumns(interest);
  // A repeat that names nothing keeps what the earlier submission said the visitor was looking at.
  const namesInterest = Object.values(interestChange).some((value) => value !== null);
  const interestChanges = namesInterest ? sql`, ${assignments(interestChange)}` : sql``;
  const repeatDetail = {
    name: submission.name,
    attribution,
    interest,
    userAgent: submission.userAgent ?? null,
  };
  // The new lead or the repeat, whichever this submission is: its consent is recorded against it either way.
  const consent = consentRows(submission, sql`select id from created union all select id from repeated`);
  // On PostgreSQL identical submissions racing each other wait here, so the second one sees the first's row. The
  // lock is its own statement: a statement's snapshot is taken before it starts waiting.
  const lock = sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${email}:${phone}`}, 0))`;
  // One statement does the rest: a repeat within the window updates the lead, a new lead is inserted with
  // its HubSpot and staff-alert jobs and its welcome e-mail, and either way its event and the visitor's consent are
  // recorded: a lead is never stored without the consent its form gave. One round trip instead of five
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
      insert into ${leads} (${sql.join(
        Object.keys(columns).map((key) => sql.identifier(columnOf(key).name)),
        sql`, `,
      )}, crm_next_attempt_at, alert_next_attempt_at)
      select ${sql.join(
        Object.entries(columns).map(([key, value]) => typed(key, value)),
        sql`, `,
      )}, now(), now()
      where not exists (select 1 from recent)
      returning id
    ),
    events as (
      insert into ${leadEvents} (lead_id, type, detail)
      select id, ${eventValuesSql({ kind: "duplicate_submission", detail: repeatDetail })} from repeated
      union all
      select id, ${eventValuesSql({ kind: "submitted", detail: { attribution, interest } })} from created
      ${consent ? sql`union all ${consent.events}` : sql``}
    ),
    ${consent ? sql`consents as (${consent.rows}),` : sql``}
    ${sql.join(
      jobQueues.map(
        (queue, index) =>
          sql`${sql.identifier(`job_${index}`)} as (${firstAttemptJobs(queue, sql`select id from created`, reqId)}),`,
      ),
    )}
    ${welcomeMessageCtes("created", reqId)}
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
  /** Stores the lead for the request `reqId`, whose id its deliveries' log lines carry. */
  submit(submission: LeadSubmission, reqId: string): Promise<StoredLead>;
}

export function createLeadService(deps: {
  database: DatabaseHandle;
  crmSync: CrmSync;
  /** Tells staff of the new lead; a repeat within the window is the same lead, so it is not told again. */
  staffAlert: Delivery;
  metrics: Pick<Metrics, "stored">;
}): LeadService {
  const { database, crmSync, staffAlert, metrics } = deps;

  async function save(submission: LeadSubmission, reqId: string): Promise<StoredLead> {
    const statements = leadStatements(submission, [crmSync.queue, staffAlert.queue], reqId);
    const [row] = await storeLead(database, statements);
    if (!row) throw new Error("Storing the lead returned no row.");
    metrics.stored("lead", row.duplicate);
    return { leadId: row.id, duplicate: row.duplicate };
  }

  return {
    submit: (submission, reqId) => stored(() => save(submission, reqId)),
  };
}
