import { BellOff, Mail, MessageCircle, MessageSquareText, Phone } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { INBOX_MESSAGES, type LeadDetail } from "../../../contracts/leads-inbox.ts";
import type { OutreachChannel } from "../../../contracts/outreach.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { type ToolPaths, toolForLead } from "./lead-paths.ts";

const ACTIONS: readonly {
  channel: OutreachChannel;
  label: string;
  icon: ComponentType<{ className?: string }>;
}[] = [
  { channel: "call", label: "Call", icon: Phone },
  { channel: "sms", label: "Send SMS", icon: MessageSquareText },
  { channel: "email", label: "Send Email", icon: Mail },
  { channel: "whatsapp", label: "Send WhatsApp", icon: MessageCircle },
];

const NEEDS_PHONE: readonly OutreachChannel[] = ["call", "sms", "whatsapp"];
const NEEDS_CONSENT: readonly OutreachChannel[] = ["sms", "whatsapp"];
const OPTED_OUT_NOTE_ID = "outreach-opted-out";

/**
 * One click to each tool, opened for this lead. Without a phone number only e-mail is offered; a number
 * that opted out of messages keeps SMS and WhatsApp visible but disabled, with the reason beside them.
 */
export function LeadOutreachLinks({ lead, toolPaths }: { lead: LeadDetail; toolPaths: ToolPaths }) {
  const actions = ACTIONS.filter(({ channel }) => lead.phone || !NEEDS_PHONE.includes(channel));
  return (
    <section aria-labelledby="outreach-heading">
      <h2 id="outreach-heading" className="sr-only">
        Reach out
      </h2>
      {lead.optedOut && (
        <p
          id={OPTED_OUT_NOTE_ID}
          className="mb-3 flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
        >
          <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {INBOX_MESSAGES.optedOut}
        </p>
      )}
      <ul className="flex flex-wrap gap-2">
        {actions.map(({ channel, label, icon: Icon }) => {
          const blocked = lead.optedOut && NEEDS_CONSENT.includes(channel);
          const content = (
            <>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </>
          );
          return (
            <li key={channel}>
              {blocked ? (
                <button
                  type="button"
                  disabled
                  aria-describedby={OPTED_OUT_NOTE_ID}
                  className={buttonClasses("secondary", "md")}
                >
                  {content}
                </button>
              ) : (
                <Link
                  to={toolForLead(toolPaths[channel], lead.kind, lead.id)}
                  className={buttonClasses(channel === "call" ? "primary" : "secondary", "md")}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {!lead.phone && <p className="mt-2 text-sm text-ink-muted">No phone number was given.</p>}
    </section>
  );
}
