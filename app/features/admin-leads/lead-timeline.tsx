import type { TimelineEntry } from "../../../contracts/leads-inbox.ts";
import { OUTREACH_CHANNELS } from "../../../contracts/outreach-channels.ts";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { formatDateTime } from "./lead-format.ts";

/** Outreach statuses worth a colour; the words are always shown. */
function outreachTone(status: string): BadgeTone {
  if (["failed", "undelivered", "busy", "no-answer", "canceled"].includes(status)) return "danger";
  if (["delivered", "sent", "completed", "read", "answered"].includes(status)) return "success";
  return "neutral";
}

/** Everything that happened to the lead, oldest first, as the heading says. */
export function LeadTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <section aria-labelledby="timeline-heading" className="rounded-2xl bg-white p-5 shadow-soft sm:p-6">
      <h2 id="timeline-heading" className="text-xl font-semibold text-ink">
        Timeline <span className="font-sans text-sm font-normal text-ink-muted">(oldest first)</span>
      </h2>
      {entries.length === 0 ? (
        <p className="mt-4 text-ink-muted">Nothing has happened yet.</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l-2 border-sage-200 pl-5">
          {entries.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-sage-500"
              />
              <p className="text-sm text-ink-muted">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.staff && <> · by {entry.staff}</>}
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-2 font-medium text-ink">
                <span className="break-words">{entry.summary}</span>
                {entry.channel && <Badge tone="info">{OUTREACH_CHANNELS[entry.channel].noun}</Badge>}
                {entry.status && <Badge tone={outreachTone(entry.status)}>{entry.status}</Badge>}
              </p>
              {entry.text && (
                <p className="mt-1 rounded-xl bg-sand-50 px-3 py-2 text-sm whitespace-pre-line break-words text-ink">
                  {entry.text}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
