import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { PanelLoadFailed } from "#app/components/ui/panel-load-failed.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { timeZoneLabel } from "#app/lib/time-zones.ts";
import { useStaffResource } from "#app/lib/use-staff-resource.ts";
import * as api from "#contracts/api";
import type { TeacherCalendar } from "#contracts/teacher-calendars";
import { daysText, weekSummary } from "./calendar-draft.ts";
import { CalendarEditor } from "./calendar-editor.tsx";

function CalendarFacts({ calendar }: { calendar: TeacherCalendar }) {
  if (!calendar.timeZone)
    return <p className="text-ink-muted">No hours set yet: no trial times are offered with this teacher.</p>;
  const week = weekSummary(calendar.weekly);
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-ink">Time zone</dt>
      <dd className="text-ink-muted">{timeZoneLabel(calendar.timeZone)}</dd>
      <dt className="font-medium text-ink">Weekly hours</dt>
      <dd className="text-ink-muted">
        {week.length === 0 ? (
          "None"
        ) : (
          <ul className="space-y-0.5">
            {week.map(({ day, hours }) => (
              <li key={day}>
                <span className="text-ink">{day}</span>: {hours}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="font-medium text-ink">Time off</dt>
      <dd className="text-ink-muted">
        {calendar.timeOff.length === 0 ? (
          "None planned"
        ) : (
          <ul className="space-y-0.5">
            {calendar.timeOff.map((span) => (
              <li key={`${span.firstDay}-${span.lastDay}`}>
                {daysText(span.firstDay, span.lastDay)}
                {span.note ? ` (${span.note})` : ""}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="font-medium text-ink">Video link</dt>
      <dd className="break-all text-ink-muted">{calendar.videoLink ?? "None"}</dd>
    </dl>
  );
}

/**
 * When each teacher can be booked for a trial (docs/product/staff-area.md, Teachers' hours). Everyone on staff sees
 * it; owners edit one teacher at a time.
 */
export function TeacherHoursPage({ call, canEdit }: { call: StaffCall; canEdit: boolean }) {
  const { resource, reload } = useStaffResource(call, api.teacherCalendars, {});
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<Record<string, TeacherCalendar>>({});
  const [announcement, setAnnouncement] = useState("");

  return (
    <div className="space-y-5">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Teachers' hours</h1>
        <p className="mt-3 text-ink-muted">
          When each teacher can be booked for a trial. Visitors see free times from these hours, minus time
          off and trials already booked.
          {!canEdit && " Only an owner can change them."}
        </p>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {resource.status === "loading" && (
        <div className="flex min-h-40 items-center justify-center text-sage-600">
          <Spinner label="Loading the teachers' hours" />
        </div>
      )}
      {resource.status === "failed" && (
        <PanelLoadFailed
          id="hours-load-error"
          what="The teachers' hours"
          error={resource.error}
          onRetry={reload}
        />
      )}
      {resource.status === "ready" &&
        resource.data.calendars.map((fetched) => {
          const calendar = saved[fetched.teacherId] ?? fetched;
          const headingId = `teacher-${calendar.teacherId}`;
          return (
            <section
              key={calendar.teacherId}
              aria-labelledby={headingId}
              className="rounded-2xl bg-white p-5 shadow-soft sm:p-6"
            >
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <h2 id={headingId} className="text-xl font-semibold text-ink">
                  {calendar.name}
                </h2>
                {canEdit && editing !== calendar.teacherId && (
                  <Button variant="secondary" onClick={() => setEditing(calendar.teacherId)}>
                    Edit hours<span className="sr-only"> of {calendar.name}</span>
                  </Button>
                )}
              </div>
              {editing === calendar.teacherId ? (
                <CalendarEditor
                  calendar={calendar}
                  call={call}
                  onCancel={() => setEditing(null)}
                  onSaved={(next) => {
                    setSaved((current) => ({ ...current, [next.teacherId]: next }));
                    setEditing(null);
                    setAnnouncement(`Saved the hours of ${next.name}.`);
                  }}
                />
              ) : (
                <CalendarFacts calendar={calendar} />
              )}
            </section>
          );
        })}
    </div>
  );
}
