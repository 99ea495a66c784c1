import { type LeadKind, leadRef } from "../../../contracts/leads-inbox.ts";
import type { OutreachChannel } from "../../../contracts/outreach.ts";

export const INBOX_PATH = "/admin/leads";

/** A lead's own staff page: /admin/leads/lead/<uuid> or /admin/leads/quote/<uuid>. */
export function leadPagePath(kind: LeadKind, id: string): string {
  return `${INBOX_PATH}/${kind}/${id}`;
}

/** An outreach tool opened for one lead, which it then prefills and links the send to. */
export function toolForLead(toolPath: string, kind: LeadKind, id: string): string {
  // A uuid and the kind need no escaping, so the address stays readable: ?lead=quote:<uuid>.
  return `${toolPath}?lead=${leadRef(kind, id)}`;
}

/** Each outreach tool's page, from the staff navigation. */
export type ToolPaths = Record<OutreachChannel, string>;
