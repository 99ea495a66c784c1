import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError, type StaffCall } from "#app/lib/api.ts";
import * as api from "#contracts/api";
import { type LeadRef, leadRef, parseLeadRef } from "#contracts/lead-ref";
import { INBOX_MESSAGES } from "#contracts/leads-inbox";
import { leadPagePath } from "#contracts/staff-pages";

/** The lead a tool was opened for (`?lead=kind:id`): whom to prefill and where their page is. */
export interface OutreachLead {
  ref: LeadRef;
  name: string;
  email: string;
  phone: string;
  pagePath: string;
}

export type OutreachLeadState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "ready"; lead: OutreachLead }
  | { status: "failed"; message: string };

const LOAD_FAILED =
  "The lead could not be loaded; the form is not linked to it. Reload the page to try again.";

/** Reads `?lead=` and loads that lead, so the tool can prefill its fields and link the send to it. */
export function useOutreachLead(call: StaffCall): OutreachLeadState {
  const [params] = useSearchParams();
  const raw = params.get("lead");
  const [state, setState] = useState<OutreachLeadState>({ status: raw ? "loading" : "none" });

  useEffect(() => {
    if (!raw) {
      setState({ status: "none" });
      return;
    }
    const ref = parseLeadRef(raw);
    if (!ref) {
      setState({ status: "failed", message: INBOX_MESSAGES.leadRef });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    call(api.lead, { params: ref }, controller.signal).then(
      (detail) => {
        if (controller.signal.aborted) return;
        setState({
          status: "ready",
          lead: {
            ref: leadRef(ref.kind, ref.id),
            name: detail.name,
            email: detail.email,
            phone: detail.phone,
            pagePath: leadPagePath(ref.kind, ref.id),
          },
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Loading the lead for an outreach tool failed", error);
        const notFound = error instanceof ApiError && error.status === 404;
        setState({ status: "failed", message: notFound ? INBOX_MESSAGES.notFound : LOAD_FAILED });
      },
    );
    return () => controller.abort();
  }, [raw, call]);

  return state;
}

/** Puts the lead's details into the form once they arrive (once per lead, so later edits stay). */
export function useLeadPrefill<Values extends Record<string, string>>(
  state: OutreachLeadState,
  update: (values: Partial<Values>) => void,
  values: (lead: OutreachLead) => Partial<Values>,
) {
  const filledFor = useRef<string | null>(null);
  const latest = useRef({ update, values });
  latest.current = { update, values };
  useEffect(() => {
    if (state.status !== "ready" || filledFor.current === state.lead.ref) return;
    filledFor.current = state.lead.ref;
    latest.current.update(latest.current.values(state.lead));
  }, [state]);
}

/** The request, linked to the lead when the tool was opened for one. */
export function withLead<Request extends object>(request: Request, state: OutreachLeadState) {
  return state.status === "ready" ? { ...request, lead: state.lead.ref } : request;
}
