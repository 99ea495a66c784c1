import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormError, inputClasses, labelClasses, TextField } from "#app/components/ui/field.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import { browserTimeZone, timeZoneChoices, timeZoneLabel } from "#app/lib/time-zones.ts";
import { useAdminAction } from "#app/lib/use-admin-action.ts";
import * as api from "#contracts/api";
import { firstIssue } from "#contracts/first-issue";
import { type TeacherCalendar, teacherCalendarChangeSchema, WEEKDAYS } from "#contracts/teacher-calendars";
import { type CalendarDraft, changeOf, draftOf, newKey } from "./calendar-draft.ts";

const smallButton = "inline-flex items-center gap-1.5 text-sm font-medium text-sage-700 hover:text-sage-800";

/** On a phone the picker icon would clip "10:00 AM": a tap opens the picker all the same. */
const TIME_INPUT = "px-2 max-sm:[&::-webkit-calendar-picker-indicator]:hidden";

/** A row's remove control: an icon, named for the row it removes. */
function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button variant="ghost" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" className="size-4" />
    </Button>
  );
}

interface CalendarEditorProps {
  calendar: TeacherCalendar;
  call: StaffCall;
  onSaved(calendar: TeacherCalendar): void;
  onCancel(): void;
}

/**
 * One teacher's calendar as a form (docs/product/staff-area.md, Teachers' hours): zone, video link, spans per weekday
 * and days off. The shared schema checks it before it is sent; the server checks it again and its reason is shown.
 */
export function CalendarEditor({ calendar, call, onSaved, onCancel }: CalendarEditorProps) {
  const ownZone = browserTimeZone();
  const [draft, setDraft] = useState<CalendarDraft>(() => draftOf(calendar, ownZone));
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useAdminAction("Saving the teacher's hours");
  const id = useId();
  const errorId = `${id}-error`;
  const shown = invalid ?? save.error?.text ?? null;

  const change = (next: Partial<CalendarDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setSpan = (key: number, field: "start" | "end", value: string) =>
    change({ weekly: draft.weekly.map((span) => (span.key === key ? { ...span, [field]: value } : span)) });
  const setDayOff = (key: number, field: "firstDay" | "lastDay" | "note", value: string) =>
    change({ timeOff: draft.timeOff.map((span) => (span.key === key ? { ...span, [field]: value } : span)) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = teacherCalendarChangeSchema.safeParse(changeOf(draft));
    if (!parsed.success) {
      setInvalid(firstIssue(parsed.error).message);
      return;
    }
    setInvalid(null);
    await save.run(async () => {
      const { calendar: saved } = await call(api.saveTeacherCalendar, {
        params: { teacherId: calendar.teacherId },
        body: changeOf(draft),
      });
      onSaved(saved);
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={shown ? errorId : undefined} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-zone`} className={labelClasses}>
            Time zone of these hours
          </label>
          <select
            id={`${id}-zone`}
            className={inputClasses}
            value={draft.timeZone}
            onChange={(event) => change({ timeZone: event.target.value })}
          >
            {timeZoneChoices(draft.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id={`${id}-video`}
          label="Video link for trials"
          hint="An https:// address; shown to the visitor once their trial is confirmed."
          type="url"
          inputMode="url"
          value={draft.videoLink}
          onChange={(event) => change({ videoLink: event.target.value })}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-ink">Weekly hours</legend>
        {WEEKDAYS.map(({ day, label }) => {
          const spans = draft.weekly.filter((span) => span.weekday === day);
          return (
            <div
              key={day}
              className="flex flex-col gap-2 border-t border-sand-200 pt-3 sm:flex-row sm:items-start"
            >
              <p className="w-28 shrink-0 pt-2 text-sm font-medium text-ink">{label}</p>
              <div className="flex-1 space-y-2">
                {spans.length === 0 && <p className="pt-2 text-sm text-ink-muted">Not teaching</p>}
                {spans.map((span, index) => (
                  <div
                    key={span.key}
                    className="grid max-w-md grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-1.5"
                  >
                    <input
                      type="time"
                      aria-label={`${label}, span ${index + 1}, from`}
                      className={`${inputClasses} ${TIME_INPUT}`}
                      value={span.start}
                      onChange={(event) => setSpan(span.key, "start", event.target.value)}
                    />
                    <input
                      type="time"
                      aria-label={`${label}, span ${index + 1}, until`}
                      className={`${inputClasses} ${TIME_INPUT}`}
                      value={span.end}
                      onChange={(event) => setSpan(span.key, "end", event.target.value)}
                    />
                    <RemoveButton
                      label={`Remove ${label} ${span.start}–${span.end}`}
                      onClick={() =>
                        change({ weekly: draft.weekly.filter((other) => other.key !== span.key) })
                      }
                    />
                  </div>
                ))}
                <button
                  type="button"
                  className={smallButton}
                  onClick={() =>
                    change({
                      weekly: [
                        ...draft.weekly,
                        { key: newKey(), weekday: day, start: "09:00", end: "12:00" },
                      ],
                    })
                  }
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add hours on {label}
                </button>
              </div>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-ink">Time off</legend>
        <p className="text-sm text-ink-muted">Whole days, first and last included, in the zone above.</p>
        {draft.timeOff.map((span, index) => (
          <div key={span.key} className="flex flex-wrap items-end gap-2 border-t border-sand-200 pt-3">
            <TextField
              id={`${id}-off-${span.key}-first`}
              label={`Time off ${index + 1}: first day`}
              type="date"
              value={span.firstDay}
              onChange={(event) => setDayOff(span.key, "firstDay", event.target.value)}
            />
            <TextField
              id={`${id}-off-${span.key}-last`}
              label="Last day"
              type="date"
              value={span.lastDay}
              onChange={(event) => setDayOff(span.key, "lastDay", event.target.value)}
            />
            <TextField
              id={`${id}-off-${span.key}-note`}
              label="Note (optional)"
              value={span.note}
              maxLength={200}
              onChange={(event) => setDayOff(span.key, "note", event.target.value)}
            />
            <RemoveButton
              label={`Remove time off ${index + 1}`}
              onClick={() => change({ timeOff: draft.timeOff.filter((other) => other.key !== span.key) })}
            />
          </div>
        ))}
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            const today = new Date().toISOString().slice(0, 10);
            change({
              timeOff: [...draft.timeOff, { key: newKey(), firstDay: today, lastDay: today, note: "" }],
            });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add time off
        </button>
      </fieldset>

      {shown && (
        <FormError key={save.error?.attempt ?? shown} id={errorId}>
          {shown}
        </FormError>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton variant="primary" size="md" busy={save.busy} busyLabel="Saving...">
          Save hours
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={save.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
