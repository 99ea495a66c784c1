import { describe, expect, it } from "vitest";
import { leadsCsv } from "./leads-csv.ts";
import type { InboxExportRow } from "./leads-inbox.ts";

/** Every column filled, with text the file must quote, a formula to neutralise and times to write in UTC. */
const LEAD: InboxExportRow = {
  kind: "lead",
  id: "7d3f7c1e-1111-4a4a-8b8b-000000000001",
  name: 'Jo "JJ" Okafor',
  company: null,
  email: "jo@example.com",
  phone: "+16175550142",
  status: "trial_booked",
  source: "=cmd",
  medium: "cpc",
  campaign: "spring, 2026",
  landingPage: "/classes?i=3",
  interestTeacher: "Ananya Iyer",
  interestOffering: "Power Yoga",
  interestPlan: "Small Group",
  createdAt: "2026-11-21T14:03:05.123Z",
  crmStatus: "not_configured",
  optedOut: true,
  firstContactedAt: "2026-11-21T15:00:00.000Z",
  dueAt: "2026-11-22T14:03:05.123Z",
  ownerId: "7d3f7c1e-2222-4a4a-8b8b-000000000002",
  owner: "maya",
};

const QUOTE: InboxExportRow = {
  ...LEAD,
  kind: "quote",
  name: "Sam Berg",
  company: "Umbrella, Inc.",
  phone: "+1 (628) 555-0101",
  status: "new",
  source: null,
  medium: null,
  campaign: null,
  landingPage: null,
  interestTeacher: null,
  interestOffering: null,
  interestPlan: null,
  crmStatus: "synced",
  optedOut: false,
  firstContactedAt: null,
  dueAt: null,
  ownerId: null,
  owner: null,
};

/** The file as the export wrote it before its columns were declared once (ADR 041), byte for byte. */
const RECORDED =
  '\uFEFF"Kind","Name","Company","Email","Phone","Status","Source","Medium","Campaign","Landing page",' +
  '"Interest: teacher","Interest: offering","Interest: plan","Created (UTC)","CRM sync","Opted out",' +
  '"First contacted (UTC)","First contact due (UTC)"\r\n' +
  '"Lead","Jo ""JJ"" Okafor","","jo@example.com","+16175550142","Trial booked","\'=cmd","cpc",' +
  '"spring, 2026","/classes?i=3","Ananya Iyer","Power Yoga","Small Group","2026-11-21 14:03:05",' +
  '"Not configured","Yes","2026-11-21 15:00:00","2026-11-22 14:03:05"\r\n' +
  '"Quote request","Sam Berg","Umbrella, Inc.","jo@example.com","\'+1 (628) 555-0101","New","","","","","",' +
  '"","","2026-11-21 14:03:05","Synced","No","",""\r\n';

describe("the leads CSV", () => {
  it("writes the header and the rows exactly as recorded", () => {
    expect(leadsCsv([LEAD, QUOTE])).toBe(RECORDED);
  });
});
