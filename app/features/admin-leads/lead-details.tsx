import { ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { calendarDayIn, formatDateTime } from "#app/lib/date-time.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import { PhoneLocalTimeNote } from "#app/lib/phone-local-time.tsx";
import { browserTimeZone } from "#app/lib/time-zones.ts";
import { TrialStatusBadge } from "#app/lib/trial-status-badge.tsx";
import {
  LEAD_PAGE_FACTS,
  type LeadAttribution,
  type LeadDetail,
  type LeadInterestDetail,
  type SmsConsentDetail,
} from "#contracts/leads-inbox";
import { STAFF_PAGES } from "#contracts/staff-pages";
import type { TrialBooking } from "#contracts/trial-booking";
import { KindBadge, NoValue } from "./lead-badges.tsx";
import { MAIL_STATE, SYNC_STATE } from "./lead-format.ts";

/** The lead page's two-column width (Tailwind's `lg`), where the facts have room beside the timeline. */
const WIDE = "(min-width: 1024px)";

/**
 * A white card of facts under its heading, named by it, that opens and closes: open where the page is
 * wide, closed on a phone so the timeline comes within a screen or two (docs/product/staff-area.md, Lead page).
 * Staff pages render in the browser only, so the width is known at the first render.
 */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [openAtFirst] = useState(() => window.matchMedia(WIDE).matches);
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white shadow-soft">
      <details open={openAtFirst} className="group p-5 sm:p-6">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <h2 id={id} className="text-xl font-semibold text-ink">
            {title}
          </h2>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-sage-700 transition-transform group-open:rotate-180"
          />
        </summary>
        {children}
      </details>
    </section>
  );
}

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

function StateFact({ term, state }: { term: string; state: { label: string; tone: BadgeTone } }) {
  const { label, tone } = state;
  return (
    <Fact term={term}>
      <Badge tone={tone}>{label}</Badge>
    </Fact>
  );
}

/**
 * The visitor's answer to the form's SMS checkbox, as the consent record keeps it: automated texts need "agreed"
 * (docs/product/consent.md). A lead from before the wording existed has no answer.
 */
function SmsConsentFact({ consent }: { consent: SmsConsentDetail | null }) {
  return (
    <Fact term="Text messages">
      {consent ? (
        <>
          {consent.granted ? "agreed" : "not agreed"} on{" "}
          <time dateTime={consent.at}>{formatDateTime(consent.at)}</time> (wording {consent.wordingVersion})
          {consent.page !== null && <span className="text-ink-muted"> on {consent.page}</span>}
        </>
      ) : (
        "not asked"
      )}
    </Fact>
  );
}

/**
 * The lead's trial (docs/product/trial-booking.md): its status, when in the staff member's zone, and with whom; the
 * Trials page of that day is where staff confirm it or mark it; `controls` book, move or cancel it from here
 * (docs/product/staff-area.md, Lead page).
 */
function TrialFact({ trial, controls }: { trial: TrialBooking | null; controls?: ReactNode }) {
  return (
    <Fact term="Trial">
      {trial ? (
        <>
          <TrialStatusBadge status={trial.status} />{" "}
          <time dateTime={trial.start}>{formatDateTime(trial.start)}</time> with {trial.teacher.name}{" "}
          <Link
            to={`${STAFF_PAGES.trials}?view=day&from=${calendarDayIn(new Date(trial.start), browserTimeZone())}`}
            className="text-sage-800 underline underline-offset-4"
          >
            Open on the Trials page
          </Link>
        </>
      ) : (
        "none booked"
      )}
      {controls}
    </Fact>
  );
}

/** Who the lead is and how to reach them; for a quote request, the company's request too. */
export function LeadContact({ lead, trialControls }: { lead: LeadDetail; trialControls?: ReactNode }) {
  return (
    <Panel id="details-heading" title="Details">
      <Facts>
        <Fact term="Kind">
          <KindBadge kind={lead.kind} />
        </Fact>
        {lead.company !== null && <Fact term="Company">{lead.company}</Fact>}
        <Fact term="Email">
          <a href={mailtoHref(lead.email)} className="text-sage-800 underline underline-offset-4">
            {lead.email}
          </a>
        </Fact>
        <Fact term="Phone">
          {lead.phone ? (
            <>
              <a href={`tel:${lead.phone}`} className="text-sage-800 underline underline-offset-4">
                {lead.phone}
              </a>
              <span className="text-ink-muted">
                <PhoneLocalTimeNote phone={lead.phone} />
              </span>
            </>
          ) : null}
        </Fact>
        {LEAD_PAGE_FACTS.map(
          ({ name, term }) =>
            lead[name] !== null && (
              <Fact key={name} term={term}>
                {lead[name]}
              </Fact>
            ),
        )}
        {lead.kind === "quote" && (
          <Fact term="Message">
            {lead.message ? <span className="whitespace-pre-line">{lead.message}</span> : null}
          </Fact>
        )}
        {lead.kind === "lead" && <SmsConsentFact consent={lead.smsConsent} />}
        {lead.kind === "lead" && <TrialFact trial={lead.trial} controls={trialControls} />}
        <Fact term="Received">
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        </Fact>
        <StateFact term="CRM sync" state={SYNC_STATE[lead.crmStatus]} />
        {lead.crmLastError && <Fact term="Last CRM error">{lead.crmLastError}</Fact>}
        {lead.mailStatus && <StateFact term="Sales e-mail" state={MAIL_STATE[lead.mailStatus]} />}
      </Facts>
    </Panel>
  );
}

/** What the visitor was looking at when they asked to be called: only what their form named. */
export function LeadInterestPanel({ interest }: { interest: LeadInterestDetail }) {
  return (
    <Panel id="interest-heading" title="Interest">
      <Facts>
        {interest.teacher !== null && <Fact term="Teacher">{interest.teacher}</Fact>}
        {interest.offering !== null && <Fact term="Offering">{interest.offering}</Fact>}
        {interest.plan !== null && <Fact term="Plan">{interest.plan}</Fact>}
      </Facts>
    </Panel>
  );
}

/** Where the lead came from: pages, referrer, campaign tags, and when they first and last came. */
export function LeadAttributionPanel({ attribution }: { attribution: LeadAttribution | null }) {
  return (
    <Panel id="attribution-heading" title="Attribution">
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
    </Panel>
  );
}
