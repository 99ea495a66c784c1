import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { FormError } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { refusalOf, type StaffCall } from "#app/lib/api.ts";
import { CONNECTION_TROUBLE, isNotFound, isSessionEnd } from "#app/lib/staff-requests.ts";
import { useServerNow } from "#app/lib/use-server-now.ts";
import { useStaffResource } from "#app/lib/use-staff-resource.ts";
import * as api from "#contracts/api";
import { type LeadKey, parseLeadRef } from "#contracts/lead-ref";
import { INBOX_MESSAGES, type LeadDetail } from "#contracts/leads-inbox";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { DueBadge, StatusBadge } from "./lead-badges.tsx";
import { LeadAttributionPanel, LeadContact, LeadInterestPanel } from "./lead-details.tsx";
import { LeadNextStep } from "./lead-next-step.tsx";
import { LeadNoteForm } from "./lead-notes.tsx";
import { LeadOutreachLinks } from "./lead-outreach-links.tsx";
import { LeadStatusForm } from "./lead-status-form.tsx";
import { LeadTimeline } from "./lead-timeline.tsx";
import { firstContactText } from "./response-promise.ts";

/**
 * What staff can do with the lead's trial, beside its Trial fact: given by the route, which composes it from the
 * booking features (app/features may not import each other). `onChanged` reads the lead again.
 */
export type TrialControls = (lead: LeadDetail, onChanged: () => void) => ReactNode;

interface LeadPageProps {
  kind: string | undefined;
  id: string | undefined;
  call: StaffCall;
  trialControls?: TrialControls;
}

function BackToInbox() {
  return (
    <Link
      to={STAFF_PAGES.leads}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-sage-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the inbox
    </Link>
  );
}

/** A waiting lead's standing against the promise, counted again each minute. */
function LeadDue({ dueAt, serverNow }: { dueAt: string; serverNow: string }) {
  return <DueBadge dueAt={dueAt} now={useServerNow(serverNow)} />;
}

/** Beside the name: the status, and while the lead waits, its due time; below, its first contact once made. */
function LeadHeading({ lead }: { lead: LeadDetail }) {
  const firstContact = firstContactText(lead);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold tracking-tight break-words text-ink sm:text-4xl">
          {lead.name}
        </h1>
        <StatusBadge status={lead.status} />
        {lead.dueAt && <LeadDue dueAt={lead.dueAt} serverNow={lead.now} />}
      </div>
      {firstContact && <p className="mt-2 text-ink-muted">{firstContact}</p>}
    </div>
  );
}

/** One lead's page; an address that cannot name a lead is the same "does not exist" as a 404. */
export function LeadPage({ kind, id, ...props }: LeadPageProps) {
  const ref = parseLeadRef(`${kind}:${id}`);
  if (!ref) return <LeadNotFound />;
  return <KnownLeadPage key={`${ref.kind}:${ref.id}`} lead={ref} {...props} />;
}

function KnownLeadPage({
  lead: key,
  call,
  trialControls,
}: {
  lead: LeadKey;
  call: StaffCall;
  trialControls?: TrialControls | undefined;
}) {
  const { resource, reload } = useStaffResource(call, api.lead, { params: key });
  if (resource.status === "loading") {
    return (
      <div className="flex min-h-64 items-center justify-center text-sage-600">
        <Spinner label="Loading the lead" />
      </div>
    );
  }
  if (resource.status === "failed" && isNotFound(resource.error)) return <LeadNotFound />;
  const lead = resource.status === "ready" ? resource.data : resource.last;
  const failure = resource.status === "failed" && !isSessionEnd(resource.error) ? resource.error : null;

  return (
    <div className="space-y-6">
      <BackToInbox />
      {failure !== null && (
        <div className="space-y-3">
          <FormError id="lead-error">{refusalOf(failure)?.message ?? CONNECTION_TROUBLE}</FormError>
          <button type="button" onClick={reload} className={buttonClasses("secondary")}>
            Try again
          </button>
        </div>
      )}
      {lead && (
        <>
          <LeadHeading lead={lead} />
          <LeadOutreachLinks lead={lead} />
          {/* The work first (status, notes, what happened), the facts beside it or, on a phone, closed below it. */}
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="space-y-6">
              <div className="rounded-2xl bg-white p-5 shadow-soft sm:p-6">
                <LeadStatusForm lead={lead} call={call} onSaved={reload} />
              </div>
              {lead.kind === "lead" && <LeadNextStep lead={lead} call={call} onSaved={reload} />}
              <LeadTimeline entries={lead.timeline}>
                <LeadNoteForm lead={lead} call={call} onSaved={reload} />
              </LeadTimeline>
            </div>
            <div className="space-y-6">
              <LeadContact lead={lead} trialControls={trialControls?.(lead, reload)} />
              {lead.interest && <LeadInterestPanel interest={lead.interest} />}
              <LeadAttributionPanel attribution={lead.attribution} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function LeadNotFound() {
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{INBOX_MESSAGES.notFound}</h1>
      <p className="mt-4 text-ink-muted">It may have been typed or copied wrongly.</p>
      <Link to={STAFF_PAGES.leads} className={buttonClasses("primary", "lg", "mt-8")}>
        Back to the inbox
      </Link>
    </div>
  );
}
