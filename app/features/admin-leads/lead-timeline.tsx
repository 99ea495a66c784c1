import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { ToggleButtons } from "#app/components/ui/toggle-buttons.tsx";
import { formatDateTime } from "#app/lib/date-time.ts";
import type { TimelineEntry } from "#contracts/leads-inbox";
import { OUTREACH_CHANNELS } from "#contracts/outreach-channels";

/** Outreach statuses worth a colour; the words are always shown. */
function outreachTone(status: string): BadgeTone {
  if (["failed", "undelivered", "busy", "no-answer", "canceled"].includes(status)) return "danger";
  if (["delivered", "sent", "completed", "read", "answered"].includes(status)) return "success";
  return "neutral";
}

/** The address's `?timeline=oldest` turns the timeline round; newest first is the default (and no parameter). */
const ORDER_PARAM = "timeline";

const TIMELINE_ORDERS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
] as const;

function useTimelineOrder() {
  const [params, setParams] = useSearchParams();
  const oldestFirst = params.get(ORDER_PARAM) === "oldest";
  function choose(oldest: boolean) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (oldest) next.set(ORDER_PARAM, "oldest");
        else next.delete(ORDER_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return { oldestFirst, choose };
}

/** Past this many characters of text a message starts closed, so one long e-mail does not push the rest away. */
const LONG_MESSAGE = 280;

const messageClasses = [
  "mt-2 rounded-xl border border-sand-200 px-3 py-2 text-sm break-words text-ink",
  "[&_p]:mt-2 [&>:first-child]:mt-0 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5",
  "[&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_strong]:font-semibold",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-sand-200 [&_blockquote]:pl-3",
  "[&_a]:text-sage-800 [&_a]:underline [&_a]:underline-offset-4",
].join(" ");

/** The e-mail as sent: its length decides whether it opens closed. */
function EmailMessage({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on every read (emailMessageForStaff in outreach-email.ts): formatting and http(s)/mailto links only
  const message = <div className={messageClasses} dangerouslySetInnerHTML={{ __html: html }} />;
  if (html.replace(/<[^>]+>/g, "").length <= LONG_MESSAGE) return message;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-medium text-sage-800">Show the whole message</summary>
      {message}
    </details>
  );
}

function Entry({ entry }: { entry: TimelineEntry }) {
  return (
    <li className="relative">
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
      {entry.html && <EmailMessage html={entry.html} />}
    </li>
  );
}

/**
 * Everything that happened to the lead, newest first unless turned round; `children` (the note form)
 * sits under the heading, since notes are entries here and nowhere else.
 */
export function LeadTimeline({
  entries,
  children,
}: {
  entries: readonly TimelineEntry[];
  children?: ReactNode;
}) {
  const { oldestFirst, choose } = useTimelineOrder();
  const shown = oldestFirst ? entries : [...entries].reverse();
  return (
    <section aria-labelledby="timeline-heading" className="rounded-2xl bg-white p-5 shadow-soft sm:p-6">
      <h2 id="timeline-heading" className="text-xl font-semibold text-ink">
        Timeline
      </h2>
      {children}
      <div className="mt-6 flex justify-end">
        <ToggleButtons
          legend="Timeline order"
          options={TIMELINE_ORDERS}
          value={oldestFirst ? "oldest" : "newest"}
          onChange={(order) => choose(order === "oldest")}
        />
      </div>
      {entries.length === 0 ? (
        <p className="mt-4 text-ink-muted">Nothing has happened yet.</p>
      ) : (
        <ol
          aria-label={`Timeline, ${oldestFirst ? "oldest" : "newest"} first`}
          className="mt-4 space-y-4 border-l-2 border-sage-200 pl-5"
        >
          {shown.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
