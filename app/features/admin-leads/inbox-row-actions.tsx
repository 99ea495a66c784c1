import { Link } from "react-router";
import { missingContact } from "#contracts/contact-identities";
import type { InboxRow } from "#contracts/leads-inbox";
import { OUTREACH_CHANNELS, type OutreachChannel } from "#contracts/outreach-channels";
import { toolForLead } from "#contracts/staff-pages";
import { OUTREACH_ICONS } from "./lead-outreach-links.tsx";

/** The tools a row links to; WhatsApp stays on the lead's page. */
const ROW_CHANNELS = ["call", "sms", "email"] as const satisfies readonly OutreachChannel[];

/** Why the tool cannot be used for this lead, or undefined when it can. */
function blockedReason(row: InboxRow, channel: OutreachChannel): string | undefined {
  const { addresses, optOutApplies } = OUTREACH_CHANNELS[channel];
  const missing = missingContact(row, addresses);
  if (missing) return missing;
  if (optOutApplies && row.optedOut) return "opted out of messages";
  return undefined;
}

const iconButton =
  "inline-flex size-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sage-700";

/**
 * Call, SMS and e-mail for one lead: each opens its tool with the lead filled in. A tool the lead cannot
 * be reached by stays in place, disabled, its reason in its name and on hover.
 */
export function RowActions({ row }: { row: InboxRow }) {
  return (
    <ul className="flex items-center gap-0.5">
      {ROW_CHANNELS.map((channel) => {
        const Icon = OUTREACH_ICONS[channel];
        const action = `${OUTREACH_CHANNELS[channel].actionLabel}: ${row.name}`;
        const reason = blockedReason(row, channel);
        return (
          <li key={channel}>
            {reason ? (
              <button
                type="button"
                disabled
                title={`${action}: not possible, ${reason}`}
                aria-label={`${action} (not possible: ${reason})`}
                className={`${iconButton} cursor-not-allowed text-ink-muted/50`}
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            ) : (
              <Link
                to={toolForLead(channel, row.kind, row.id)}
                title={action}
                aria-label={action}
                className={`${iconButton} text-sage-700 hover:bg-sage-50`}
              >
                <Icon aria-hidden="true" className="size-4" />
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
