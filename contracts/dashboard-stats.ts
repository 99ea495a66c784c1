import { z } from "zod";
import type { LeadStatus } from "./leads-inbox.ts";

/**
 * How the studio is doing, for the staff dashboard: GET /api/admin/dashboard/stats. The definitions of the
 * figures are ADR 022's; in short:
 * - the window is the last STATS_WINDOW_DAYS UTC calendar days, today included, the same UTC days as the
 *   dashboard's counts and the inbox's date filters; "in the window" means created at or after its start;
 * - sources are the window's leads (quote requests carry no attribution): the UTM source, else the
 *   referrer's host, else Direct, each read as a site's name (trimmed, lower case, a host without its
 *   subdomains and top-level domain: "google", "google.com" and "www.google.co.in" are "google"); the
 *   STATS_TOP_SOURCES largest, then Other. Each names its inbox filter (`source`), which finds exactly
 *   the leads it counts within the window's days;
 * - the funnel follows the window's leads (not quote requests): a lead reached a stage when its status is
 *   at or after it, when it was marked Lost and its status history shows it there first, or (Contacted)
 *   when a first contact is recorded;
 * - time to first contact covers the window's leads and quote requests with a recorded first contact;
 * - waiting means no first contact recorded and still New; overdue, waiting past the response promise.
 */

/** Days the dashboard looks back over, today included. */
export const STATS_WINDOW_DAYS = 30;
/** Sources named one by one before the rest are added up as Other. */
export const STATS_TOP_SOURCES = 6;

/** The funnel's stages, in order; Lost is not a stage. */
export const FUNNEL_STAGES = [
  "new",
  "contacted",
  "trial_booked",
  "member",
] as const satisfies readonly LeadStatus[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/**
 * Where a source's name comes from: `mixed` when some of its leads had it as UTM source and others as
 * referrer; `other` is the sum of the sources after the top ones.
 */
export const SOURCE_KINDS = ["utm", "referrer", "mixed", "direct", "other"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The source of a lead with neither a UTM source nor a referrer, as the inbox's source filter takes it. */
export const DIRECT_SOURCE = "(direct)";

export const dashboardStatsSchema = z.object({
  /** The first day of the window and today, as YYYY-MM-DD (UTC). */
  from: z.string(),
  to: z.string(),
  /** Every day of the window, oldest first, days without any included. */
  days: z.array(z.object({ day: z.string(), leads: z.number(), quotes: z.number() })),
  /** Largest first; Other, when there is one, last. */
  sources: z.array(
    z.object({
      kind: z.enum(SOURCE_KINDS),
      label: z.string(),
      /** The inbox's `source` filter that finds this source's leads; null for Other. */
      source: z.string().nullable(),
      leads: z.number(),
    }),
  ),
  /**
   * One entry per stage, in order: how many of the window's leads reached it, and that number as a share
   * of the previous stage's (null for New, and when the previous stage has none).
   */
  funnel: z.array(
    z.object({ stage: z.enum(FUNNEL_STAGES), reached: z.number(), rate: z.number().nullable() }),
  ),
  firstContact: z.object({
    /** The window's leads and quote requests with a recorded first contact. */
    contacted: z.number(),
    /** Of their first-contact times, in seconds (interpolated percentiles); null when none was contacted. */
    medianSeconds: z.number().nullable(),
    p90Seconds: z.number().nullable(),
    /** The window's leads and quote requests still waiting for a first contact. */
    waiting: z.number(),
  }),
  /** Leads and quote requests of any age waiting longer than the promise, now. */
  overdue: z.object({ count: z.number(), promiseHours: z.number() }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
