import { type SQL, sql } from "drizzle-orm";
import { DIRECT_SOURCE } from "#contracts/dashboard-stats";
import { leads } from "../db/schema.ts";

/**
 * A source's name from a UTM source or a host, in SQL: trimmed and lower case; a host ("google.com",
 * "www.google.co.in", "l.instagram.com") becomes its site's name ("google", "instagram"), the label before
 * the top-level domain or a two-letter country's "co.", "com." and the like, so "google" and "google.com"
 * are one source. The dashboard's bars and the inbox's source filter both read sources through it, and the
 * filter reads what staff type through it too, so a bar's name finds exactly the leads in the bar
 * (docs/product/staff-area.md, Dashboard; issue 31).
 */
export function sourceName(value: SQL): SQL {
  const clean = sql`lower(btrim(${value}))`;
  return sql`(case when ${clean} ~ '^[a-z0-9-]+(\\.[a-z0-9-]+)+$'
    then (regexp_match(${clean}, '([a-z0-9-]+)\\.(?:(?:co|com|net|org|ac|gov|edu)\\.[a-z]{2}|[a-z0-9-]+)$'))[1]
    else nullif(${clean}, '') end)`;
}

/** The referrer's host: after the scheme and any user info, up to the port, path, query or fragment. */
const referrerHost = sql`substring(${leads.referrer} from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')`;

const utmName = sourceName(sql`${leads.utmSource}`);
const referrerName = sourceName(referrerHost);

/** A lead's source: its UTM source, else the site that sent it, else DIRECT_SOURCE. */
export const LEAD_SOURCE = sql`coalesce(${utmName}, ${referrerName}, ${DIRECT_SOURCE})`;

/** What a lead's source was named after: its UTM source, its referrer, or neither. */
export const LEAD_SOURCE_VIA = sql`(case when ${utmName} is not null then 'utm'
  when ${referrerName} is not null then 'referrer' else 'direct' end)`;

/** The filter's value read as a source, for comparison with LEAD_SOURCE. */
export function sourceFilter(typed: string): SQL {
  return sourceName(sql`${typed}::text`);
}
