import { randomUUID } from "node:crypto";
import {
  LEAD_STATUSES,
  type LeadInterestDetail,
  type LeadKind,
  type LeadStatus,
} from "#contracts/leads-inbox";
import type { Database } from "#server/db/client";
import { leads, quoteRequests } from "#server/db/schema";

const FIRST_NAMES = [
  "Ann",
  "Bilal",
  "Chloé",
  "Dev",
  "Erin",
  "Farah",
  "Gus",
  "Hana",
  "Ivan",
  "Jo",
  "Kiran",
  "Lena",
];
const LAST_NAMES = [
  "Lee",
  "Okafor",
  "Martin",
  "Patel",
  "Novak",
  "Haddad",
  "Silva",
  "Kim",
  "Berg",
  "Rossi",
  "Sato",
];
const DOMAINS = ["example.com", "mail.example", "yoga.example", "corp.example"];
const SOURCES = ["google", "facebook", "Newsletter", null, "instagram", "google"] as const;
const MEDIUMS = ["cpc", "social", "email", null, "social", "cpc"] as const;
const INTEREST: LeadInterestDetail = { teacher: "Ananya Iyer", offering: "Power Yoga", plan: "Small Group" };
const COMPANIES = ["Acme Corp", "Globex", "Initech", "Umbrella, Inc.", 'The "Calm" Co', "Stark Labs"];

/** One seeded row, as the inbox should show it; `kind` says which table it went to. */
export interface SeedRow {
  kind: LeadKind;
  id: string;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  status: LeadStatus;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landingPage: string | null;
  /** What the lead's form said the visitor was looking at. */
  interest: LeadInterestDetail | null;
  createdAt: Date;
}

/**
 * `count` leads and quote requests (every fifth row a quote), deterministic for a given `newest`: row i is
 * 97·i minutes older than `newest`, so rows spread over weeks with distinct times. Statuses, sources and
 * phones (some quotes typed with spaces, some without a phone) vary with i; a lead on every third row names an interest.
 */
export function inboxSeed(count: number, newest: Date): SeedRow[] {
  return Array.from({ length: count }, (_, i): SeedRow => {
    const kind: LeadKind = i % 5 === 4 ? "quote" : "lead";
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] as string;
    const digits = String(1000 + ((i * 7919) % 9000));
    const source = kind === "lead" ? (SOURCES[i % SOURCES.length] ?? null) : null;
    return {
      kind,
      id: randomUUID(),
      name: `${first} ${last}`,
      company: kind === "quote" ? (COMPANIES[i % COMPANIES.length] as string) : null,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@${DOMAINS[i % DOMAINS.length]}`,
      phone: kind === "lead" ? `+1415555${digits}` : i % 3 === 0 ? "" : `+1 (628) 555-${digits}`,
      status: LEAD_STATUSES[(i * 3) % LEAD_STATUSES.length] as LeadStatus,
      source,
      medium: kind === "lead" ? (MEDIUMS[i % MEDIUMS.length] ?? null) : null,
      campaign: kind === "lead" && source ? `spring-${i % 4}` : null,
      landingPage: kind === "lead" ? `/classes?i=${i % 9}` : null,
      interest: kind === "lead" && i % 3 === 0 ? INTEREST : null,
      createdAt: new Date(newest.getTime() - i * 97 * 60_000),
    };
  });
}

/** Inserts the rows in bulk, in chunks small enough for one statement's parameters. */
export async function insertSeed(db: Database, rows: SeedRow[]): Promise<void> {
  const chunk = 500;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const leadRows = part.filter((row) => row.kind === "lead");
    const quoteRows = part.filter((row) => row.kind === "quote");
    if (leadRows.length > 0) {
      await db.insert(leads).values(
        leadRows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          status: row.status,
          utmSource: row.source,
          utmMedium: row.medium,
          utmCampaign: row.campaign,
          landingPage: row.landingPage,
          interestTeacher: row.interest?.teacher,
          interestOffering: row.interest?.offering,
          interestPlan: row.interest?.plan,
          createdAt: row.createdAt,
          lastSubmittedAt: row.createdAt,
          crmStatus: "synced" as const,
        })),
      );
    }
    if (quoteRows.length > 0) {
      await db.insert(quoteRequests).values(
        quoteRows.map((row) => ({
          id: row.id,
          company: row.company ?? "",
          contact: row.name,
          email: row.email,
          phone: row.phone,
          teamSize: 25,
          status: row.status,
          createdAt: row.createdAt,
          crmStatus: "pending" as const,
          mailStatus: "sent" as const,
        })),
      );
    }
  }
}

/** Newest first, as the inbox orders: by time, then id. */
export function newestFirst(rows: SeedRow[]): SeedRow[] {
  return [...rows].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}
