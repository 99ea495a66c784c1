import type { ReactNode } from "react";
import type { LeadAttribution, LeadDetail, SyncState } from "../../../contracts/leads-inbox.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { KindBadge, NoValue } from "./lead-badges.tsx";
import { formatDateTime, SYNC_STATE } from "./lead-format.ts";

const panel = "rounded-2xl bg-white p-5 shadow-soft sm:p-6";

function Facts({ children }: { children: ReactNode }) {
  return (
    <dl className="mt-4 grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
      {children}
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children ?? <NoValue />}</dd>
    </>
  );
}

function SyncFact({ term, state }: { term: string; state: SyncState }) {
  const { label, tone } = SYNC_STATE[state];
  return (
    <Fact term={term}>
      <Badge tone={tone}>{label}</Badge>
    </Fact>
  );
}

/** Who the lead is and how to reach them; for a quote request, the company's request too. */
export function LeadContact({ lead }: { lead: LeadDetail }) {
  return (
    <section aria-labelledby="details-heading" className={panel}>
      <h2 id="details-heading" className="text-xl font-semibold text-ink">
        Details
      </h2>
      <Facts>
        <Fact term="Kind">
          <KindBadge kind={lead.kind} />
        </Fact>
        {lead.company !== null && <Fact term="Company">{lead.company}</Fact>}
        <Fact term="Email">
          <a href={`mailto:${lead.email}`} className="text-sage-800 underline underline-offset-4">
            {lead.email}
          </a>
        </Fact>
        <Fact term="Phone">
          {lead.phone ? (
            <a href={`tel:${lead.phone}`} className="text-sage-800 underline underline-offset-4">
              {lead.phone}
            </a>
          ) : null}
        </Fact>
        {lead.teamSize !== null && <Fact term="Team size">{lead.teamSize}</Fact>}
        {lead.kind === "quote" && (
          <Fact term="Message">
            {lead.message ? <span className="whitespace-pre-line">{lead.message}</span> : null}
          </Fact>
        )}
        <Fact term="Received">
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        </Fact>
        <SyncFact term="CRM sync" state={lead.crmStatus} />
        {lead.crmLastError && <Fact term="Last CRM error">{lead.crmLastError}</Fact>}
        {lead.mailStatus && <SyncFact term="Sales e-mail" state={lead.mailStatus} />}
      </Facts>
    </section>
  );
}

/** Where the lead came from: pages, referrer, campaign tags, and when they first and last came. */
export function LeadAttributionPanel({ attribution }: { attribution: LeadAttribution | null }) {
  return (
    <section aria-labelledby="attribution-heading" className={panel}>
      <h2 id="attribution-heading" className="text-xl font-semibold text-ink">
        Attribution
      </h2>
      {attribution === null ? (
        <p className="mt-4 text-sm text-ink-muted">No attribution was recorded.</p>
      ) : (
        <Facts>
          <Fact term="Landing page">{attribution.landingPage}</Fact>
          <Fact term="Form page">{attribution.page}</Fact>
          <Fact term="Referrer">{attribution.referrer}</Fact>
          <Fact term="UTM source">{attribution.utmSource}</Fact>
          <Fact term="UTM medium">{attribution.utmMedium}</Fact>
          <Fact term="UTM campaign">{attribution.utmCampaign}</Fact>
          <Fact term="UTM term">{attribution.utmTerm}</Fact>
          <Fact term="UTM content">{attribution.utmContent}</Fact>
          <Fact term="First touch">
            <time dateTime={attribution.firstTouchAt}>{formatDateTime(attribution.firstTouchAt)}</time>
          </Fact>
          <Fact term="Last touch">
            <time dateTime={attribution.lastTouchAt}>{formatDateTime(attribution.lastTouchAt)}</time>
          </Fact>
          <Fact term="Submissions">{attribution.submissionCount}</Fact>
        </Facts>
      )}
    </section>
  );
}
