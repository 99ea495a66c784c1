import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormError, inputClasses, labelClasses } from "#app/components/ui/field.tsx";
import { browserTimeZone, timeZoneChoices, timeZoneLabel } from "#app/lib/time-zones.ts";
import { type TeacherId, teacherName } from "#contracts/teachers";
import type { TrialSlot, TrialSlots } from "#contracts/trial-booking";
import { loadTrialSlots, type TrialOutcome } from "./trial-calls.ts";
import { dayLabels, formatTime } from "./trial-times.ts";

/** What the confirm button names: the chosen time as shown, its day, and the teacher when there is only one. */
export interface ChosenTime {
  slot: TrialSlot;
  time: string;
  day: string;
  teacherName: string | undefined;
}

/** Reads the free times; the visitor's picker reads the public endpoint, staff's their own. */
export type SlotLoader = (
  timeZone: string,
  teacher: TeacherId | undefined,
) => Promise<TrialOutcome<TrialSlots>>;

interface TrialPickerProps {
  /** Only this teacher's times; every teacher's otherwise. */
  teacher?: TeacherId;
  /** The zone shown first: the browser's unless the caller knows better (staff: the lead's). */
  initialTimeZone?: string;
  /** The zone list's label: "Your time zone" for the visitor. */
  zoneLabel?: string;
  loadSlots?: SlotLoader;
  /** The confirm button's words for the chosen time, e.g. "Book 9:30 AM with Ananya Iyer". */
  confirmLabel(chosen: ChosenTime): string;
  busyLabel: string;
  /** Books (or moves to) the chosen time; a refusal's sentence is shown and the times are read again. */
  onConfirm(slot: TrialSlot, timeZone: string): Promise<TrialOutcome<unknown>>;
}

type Loaded =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; slots: TrialSlots };

/**
 * The free times of the booking window (docs/product/trial-booking.md, Picking a time): the visitor's zone, a strip of
 * days (tabs), each day's times as buttons, and one button that commits the chosen time.
 */
export function TrialPicker({
  teacher,
  initialTimeZone,
  zoneLabel = "Your time zone",
  loadSlots = loadTrialSlots,
  confirmLabel,
  busyLabel,
  onConfirm,
}: TrialPickerProps) {
  const id = useId();
  const [detected] = useState(() => initialTimeZone ?? browserTimeZone());
  const zones = useMemo(() => timeZoneChoices(detected), [detected]);
  const [timeZone, setTimeZone] = useState(detected);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [dayIndex, setDayIndex] = useState(0);
  const [chosen, setChosen] = useState<TrialSlot | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; attempt: number } | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const load = useCallback(
    async (zone: string, signal?: { cancelled: boolean }) => {
      setLoaded({ state: "loading" });
      setChosen(null);
      const outcome = await loadSlots(zone, teacher);
      if (signal?.cancelled) return;
      if (!outcome.ok) {
        setLoaded({ state: "failed", message: outcome.message });
        return;
      }
      setLoaded({ state: "ready", slots: outcome.value });
      setDayIndex(
        Math.max(
          0,
          outcome.value.days.findIndex((day) => day.slots.length > 0),
        ),
      );
    },
    [teacher, loadSlots],
  );

  useEffect(() => {
    const signal = { cancelled: false };
    void load(timeZone, signal);
    return () => {
      signal.cancelled = true;
    };
  }, [load, timeZone]);

  const days = loaded.state === "ready" ? loaded.slots.days : [];
  const day = days[dayIndex];

  function selectDay(index: number) {
    setDayIndex(index);
    setChosen(null);
    tabs.current[index]?.focus();
  }

  // The tabs pattern: arrows, Home and End move between days; Tab goes on to the day's times.
  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const last = days.length - 1;
    const next = { ArrowRight: dayIndex + 1, ArrowLeft: dayIndex - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectDay(next < 0 ? last : next > last ? 0 : next);
  }

  async function confirm() {
    if (!chosen || busy) return;
    setBusy(true);
    setRefusal(null);
    const outcome = await onConfirm(chosen, timeZone);
    setBusy(false);
    if (outcome.ok) return;
    setRefusal((previous) => ({ message: outcome.message, attempt: (previous?.attempt ?? 0) + 1 }));
    await load(timeZone);
  }

  const chosenTime: ChosenTime | null =
    chosen && day
      ? {
          slot: chosen,
          time: formatTime(chosen.start, timeZone),
          day: dayLabels(day.date).full,
          teacherName: teacher
            ? teacherName(teacher)
            : chosen.teachers.length === 1 && chosen.teachers[0]
              ? teacherName(chosen.teachers[0])
              : undefined,
        }
      : null;

  return (
    <div className="space-y-4 text-left">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-zone`} className={labelClasses}>
          {zoneLabel}
        </label>
        <select
          id={`${id}-zone`}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
          disabled={busy}
          className={`${inputClasses} py-2.5`}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {timeZoneLabel(zone)}
            </option>
          ))}
        </select>
      </div>

      {refusal && (
        <FormError key={refusal.attempt} id={`${id}-refusal`}>
          {refusal.message}
        </FormError>
      )}

      {loaded.state === "loading" && (
        <p role="status" className="py-6 text-center text-sm text-ink-muted">
          Loading the free times…
        </p>
      )}

      {loaded.state === "failed" && (
        <div className="space-y-3 text-center">
          <FormError id={`${id}-load-error`}>{loaded.message}</FormError>
          <Button variant="secondary" onClick={() => void load(timeZone)}>
            Try again
          </Button>
        </div>
      )}

      {loaded.state === "ready" && (
        <>
          <div role="tablist" aria-label="Days" className="grid auto-cols-fr grid-flow-col gap-1">
            {days.map((entry, index) => {
              const labels = dayLabels(entry.date);
              const selected = index === dayIndex;
              return (
                <button
                  key={entry.date}
                  ref={(node) => {
                    tabs.current[index] = node;
                  }}
                  type="button"
                  role="tab"
                  id={`${id}-day-${index}`}
                  aria-selected={selected}
                  aria-controls={`${id}-times`}
                  aria-label={`${labels.full}${entry.slots.length === 0 ? ", no times" : ""}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => selectDay(index)}
                  onKeyDown={handleTabKey}
                  className={`flex min-h-14 flex-col items-center justify-center rounded-xl px-0.5 py-1.5 text-xs leading-tight transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700 ${
                    selected
                      ? "bg-sage-700 text-white"
                      : entry.slots.length === 0
                        ? "bg-sand-50 text-ink-muted hover:bg-sand-200"
                        : "bg-sand-100 text-ink hover:bg-sand-200"
                  }`}
                >
                  <span aria-hidden="true">{labels.weekday}</span>
                  <span aria-hidden="true" className="text-base font-semibold">
                    {labels.day}
                  </span>
                </button>
              );
            })}
          </div>

          <div role="tabpanel" id={`${id}-times`} aria-labelledby={`${id}-day-${dayIndex}`}>
            {day && <p className="mb-2 text-sm font-medium text-ink">{dayLabels(day.date).full}</p>}
            {day && day.slots.length > 0 ? (
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {day.slots.map((slot) => {
                  const pressed = chosen?.start === slot.start;
                  return (
                    <li key={slot.start}>
                      <button
                        type="button"
                        aria-pressed={pressed}
                        disabled={busy}
                        onClick={() => {
                          setChosen(slot);
                          setRefusal(null);
                        }}
                        className={`w-full rounded-full border px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700 disabled:cursor-not-allowed disabled:opacity-60 ${
                          pressed
                            ? "border-sage-700 bg-sage-700 text-white"
                            : "border-sage-600 bg-white text-sage-700 hover:bg-sage-50"
                        }`}
                      >
                        {formatTime(slot.start, timeZone)}
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-muted">No times left this day</p>
            )}
          </div>

          {chosenTime && (
            <Button
              size="lg"
              className="w-full"
              aria-busy={busy}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? busyLabel : confirmLabel(chosenTime)}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
