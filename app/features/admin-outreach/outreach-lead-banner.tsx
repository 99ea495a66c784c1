import { ArrowLeft, ArrowRight, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { OutreachLeadState } from "./outreach-lead.ts";

/** Says whom the tool is prefilled for, with the way back to their page. */
export function OutreachLeadBanner({ state }: { state: OutreachLeadState }) {
  if (state.status === "none") return null;
  if (state.status === "failed") {
    return (
      <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
        {state.message}
      </p>
    );
  }
  return (
    <p className="mt-4 flex items-center gap-2 rounded-xl bg-sage-50 px-4 py-3 text-sm text-sage-800">
      <UserRound aria-hidden="true" className="size-4 shrink-0" />
      {state.status === "loading" ? (
        "Loading the lead…"
      ) : (
        <span>
          For{" "}
          <Link to={state.lead.pagePath} className="font-semibold underline underline-offset-4">
            {state.lead.name}
          </Link>
        </span>
      )}
    </p>
  );
}

/** After a send for a lead: back to their page, where the send now shows on the timeline. */
export function BackToLead({ state }: { state: OutreachLeadState }) {
  if (state.status !== "ready") return null;
  return (
    <Link
      to={state.lead.pagePath}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-sage-800 underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to {state.lead.name}'s page
    </Link>
  );
}

/** After a send the server linked to a lead by its number or address: that lead's page, where it now shows. */
export function LinkedLead({ lead }: { lead: { name: string; pagePath: string } }) {
  return (
    <Link
      to={lead.pagePath}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-sage-800 underline underline-offset-4"
    >
      On {lead.name}'s timeline
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
