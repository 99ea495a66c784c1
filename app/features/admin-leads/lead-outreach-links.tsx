import { BellOff, Mail, MessageCircle, MessageSquareText, Phone, PhoneOff } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { canBeReached, missingContact } from "#contracts/contact-identities";
import { INBOX_MESSAGES, type LeadDetail } from "#contracts/leads-inbox";
import { OUTREACH_CHANNEL_IDS, OUTREACH_CHANNELS, type OutreachChannel } from "#contracts/outreach-channels";
import { toolForLead } from "#contracts/staff-pages";

/** Each tool's icon, the same wherever a lead links to it. */
export const OUTREACH_ICONS: Record<OutreachChannel, ComponentType<{ className?: string }>> = {
  call: Phone,
  sms: MessageSquareText,
  email: Mail,
  whatsapp: MessageCircle,
};

const OPTED_OUT_NOTE_ID = "outreach-opted-out";
const UNUSABLE_NOTE_ID = "outreach-unusable";

/**
 * One click to each tool, opened for this lead: each tool whose kind of address the lead has, so without a
 * phone number only e-mail is offered. A phone that is not a dialable number ("call me after 5") or that
 * opted out of messages keeps its tools visible but disabled, with the reason beside them.
 */
export function LeadOutreachLinks({ lead }: { lead: LeadDetail }) {
  const channels = OUTREACH_CHANNEL_IDS.filter((channel) =>
    canBeReached(lead, OUTREACH_CHANNELS[channel].addresses),
  );
  const unusable = [
    ...new Set(channels.map((channel) => missingContact(lead, OUTREACH_CHANNELS[channel].addresses))),
  ].filter((reason) => reason !== undefined);
  /** The note that says why a channel is disabled; undefined when it can be used. */
  function blockedBy(channel: OutreachChannel): string | undefined {
    if (missingContact(lead, OUTREACH_CHANNELS[channel].addresses)) return UNUSABLE_NOTE_ID;
    if (lead.optedOut && OUTREACH_CHANNELS[channel].optOutApplies) return OPTED_OUT_NOTE_ID;
    return undefined;
  }
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
      {unusable.length > 0 && (
        <p
          id={UNUSABLE_NOTE_ID}
          className="mb-3 flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
        >
          <PhoneOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Not possible to use: {unusable.join("; ")}.
        </p>
      )}
      <ul className="flex flex-wrap gap-2">
        {channels.map((channel) => {
          const { actionLabel } = OUTREACH_CHANNELS[channel];
          const blocked = blockedBy(channel);
          const Icon = OUTREACH_ICONS[channel];
          const content = (
            <>
              <Icon aria-hidden="true" className="size-4" />
              {actionLabel}
            </>
          );
          return (
            <li key={channel}>
              {blocked ? (
                <button
                  type="button"
                  disabled
                  aria-describedby={blocked}
                  className={buttonClasses("secondary", "md")}
                >
                  {content}
                </button>
              ) : (
                <Link
                  to={toolForLead(channel, lead.kind, lead.id)}
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
