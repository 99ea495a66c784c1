import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "#app/lib/date-time.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import { useServerNow } from "#app/lib/use-server-now.ts";
import type { InboxRow, InboxSort, StaffMember } from "#contracts/leads-inbox";
import { leadPagePath } from "#contracts/staff-pages";
import { RowActions } from "./inbox-row-actions.tsx";
import { columnSortState, INBOX_SORT_LABELS, nextSort, type SortColumn } from "./inbox-view.ts";
import { DueBadge, NoValue, OptedOutBadge, StatusBadge } from "./lead-badges.tsx";
import { OwnerOptions } from "./lead-options.tsx";

/** "Leads, newest first": what the list is and in which order. */
export function resultsLabel(sort: InboxSort): string {
  return `Leads, ${INBOX_SORT_LABELS[sort].toLowerCase()}`;
}

/** A row's key in the selection and in React: `lead:<uuid>`. */
export function rowRef(row: Pick<InboxRow, "kind" | "id">): string {
  return `${row.kind}:${row.id}`;
}

/** The attribute the keyboard moves between: each lead's link, in the list's order. */
export const LEAD_LINK_ATTRIBUTE = "data-inbox-lead";

function LeadLink({ row }: { row: InboxRow }) {
  return (
    <Link
      to={leadPagePath(row.kind, row.id)}
      title={row.company ? `${row.name}, ${row.company}` : row.name}
      {...{ [LEAD_LINK_ATTRIBUTE]: "" }}
      className="block truncate rounded font-semibold text-sage-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sage-700"
    >
      {row.name}
      {row.company && <span className="font-normal text-ink-muted"> · {row.company}</span>}
    </Link>
  );
}

function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={mailtoHref(email)}
      title={email}
      className="block truncate text-ink underline-offset-4 hover:underline"
    >
      {email}
    </a>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  if (!phone) return <NoValue />;
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, "")}`}
      title={phone}
      className="block truncate whitespace-nowrap text-ink underline-offset-4 hover:underline"
    >
      {phone}
    </a>
  );
}

function Received({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  return (
    <time dateTime={iso} title={text} className="block truncate">
      {text}
    </time>
  );
}

interface OwnerPickerProps {
  row: InboxRow;
  staff: readonly StaffMember[];
  disabled: boolean;
  onAssign(row: InboxRow, ownerId: string | null): void;
}

/** Whose lead it is, changed on the spot; any staff member, or nobody. */
function OwnerPicker({ row, staff, disabled, onAssign }: OwnerPickerProps) {
  // An owner whose account was disabled since is still shown as the owner.
  const members =
    row.ownerId && row.owner && !staff.some((member) => member.id === row.ownerId)
      ? [...staff, { id: row.ownerId, username: row.owner }]
      : staff;
  return (
    <select
      aria-label={`Owner of ${row.name}`}
      title={row.owner ?? "Unassigned"}
      value={row.ownerId ?? ""}
      disabled={disabled}
      onChange={(event) => onAssign(row, event.target.value || null)}
      className="block w-full truncate rounded-lg border border-sand-300 bg-white py-0.5 pr-6 pl-2 text-sm text-ink hover:border-sage-400 focus:border-sage-600 focus:outline-2 focus:outline-sage-600/40 disabled:bg-sand-50"
    >
      <OwnerOptions staff={members} />
    </select>
  );
}

function SelectBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 accent-sage-700"
    />
  );
}

const SORT_ICONS = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown };

function SortHeader({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: SortColumn;
  label: string;
  sort: InboxSort;
  onSort(sort: InboxSort): void;
  className: string;
}) {
  const state = columnSortState(column, sort);
  const Icon = SORT_ICONS[state];
  return (
    <th scope="col" aria-sort={state} className={`${headerCell} ${className}`}>
      <button
        type="button"
        onClick={() => onSort(nextSort(column, sort))}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-sage-700"
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${state === "none" ? "opacity-40" : ""}`} />
      </button>
    </th>
  );
}

const cell = "px-2 py-1 align-middle overflow-hidden";
const headerCell = "px-2 py-2 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase";

export interface InboxResultsProps {
  rows: readonly InboxRow[];
  sort: InboxSort;
  /** The server's time with the rows, which due times are counted from. */
  serverNow: string;
  staff: readonly StaffMember[];
  selected: ReadonlySet<string>;
  onSelect(refs: readonly string[], on: boolean): void;
  onSort(sort: InboxSort): void;
  onAssign(row: InboxRow, ownerId: string | null): void;
  /** A change is being saved: the owner pickers wait for it. */
  busy: boolean;
}

/**
 * One row per lead: a compact table from 1024 px up, each column a fixed share of the width with long
 * values cut to it; below, a short card per lead with the same facts. Due times are counted again each minute.
 */
export function InboxResults(props: InboxResultsProps) {
  const { rows, sort, serverNow, staff, selected, onSelect, onSort, onAssign, busy } = props;
  const now = useServerNow(serverNow);
  const label = resultsLabel(sort);
  const refs = rows.map(rowRef);
  const allSelected = refs.every((ref) => selected.has(ref));
  const sortHeader = (column: SortColumn, text: string, className: string) => (
    <SortHeader column={column} label={text} sort={sort} onSort={onSort} className={className} />
  );
  return (
    <>
      <div className="hidden rounded-2xl bg-white shadow-soft lg:block">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-sand-200 bg-sand-50">
            <tr>
              <th scope="col" className={`${headerCell} w-9`}>
                <SelectBox
                  label="Select all on this page"
                  checked={allSelected}
                  onChange={(on) => onSelect(refs, on)}
                />
              </th>
              {sortHeader("name", "Name", "")}
              <th scope="col" className={`${headerCell} w-[18%] xl:w-[15%]`}>
                Email
              </th>
              <th scope="col" className={`${headerCell} w-32`}>
                Phone
              </th>
              {sortHeader("status", "Status", "w-28")}
              {/* From 1280 px wide enough for the longest due badge, "Overdue by 999 days" (~162 px), on one
                  line; the e-mail and the actions (three 28 px icons) give up the room. */}
              {sortHeader("due", "Due", "w-32 xl:w-[11.5rem]")}
              <th scope="col" className={`${headerCell} w-40`}>
                Owner
              </th>
              {sortHeader("received", "Received", "w-44")}
              <th scope="col" className={`${headerCell} w-28 xl:w-[6.5rem]`}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowRef(row)} className="border-b border-sand-200 last:border-b-0 hover:bg-sand-50">
                <td className={cell}>
                  <SelectBox
                    label={`Select ${row.name}`}
                    checked={selected.has(rowRef(row))}
                    onChange={(on) => onSelect([rowRef(row)], on)}
                  />
                </td>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  <LeadLink row={row} />
                </th>
                <td className={cell}>
                  <EmailLink email={row.email} />
                </td>
                <td className={cell}>
                  {/* The badge wraps under the number rather than cutting it to "+1…". */}
                  <span className="flex min-w-0 flex-wrap items-center gap-x-1 gap-y-0.5">
                    <span className="min-w-0 max-w-full">
                      <PhoneLink phone={row.phone} />
                    </span>
                    {row.optedOut && <OptedOutBadge />}
                  </span>
                </td>
                <td className={cell}>
                  <StatusBadge status={row.status} />
                </td>
                <td className={cell}>{row.dueAt ? <DueBadge dueAt={row.dueAt} now={now} /> : <NoValue />}</td>
                <td className={cell}>
                  <OwnerPicker row={row} staff={staff} disabled={busy} onAssign={onAssign} />
                </td>
                <td className={cell}>
                  <Received iso={row.createdAt} />
                </td>
                <td className={cell}>
                  <RowActions row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="lg:hidden">
        <label className="mb-2 flex items-center gap-2 text-sm text-ink-muted">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={(event) => onSelect(refs, event.target.checked)}
            className="size-4 accent-sage-700"
          />
          Select all on this page
        </label>
        <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
          {rows.map((row) => (
            <li key={rowRef(row)} className="min-w-0 rounded-xl bg-white px-3 py-2.5 shadow-soft">
              <div className="flex items-center gap-2">
                <SelectBox
                  label={`Select ${row.name}`}
                  checked={selected.has(rowRef(row))}
                  onChange={(on) => onSelect([rowRef(row)], on)}
                />
                <div className="min-w-0 flex-1">
                  <LeadLink row={row} />
                </div>
                <StatusBadge status={row.status} />
              </div>
              <div className="mt-1 flex min-w-0 items-center gap-2 text-sm">
                <span className="min-w-0 flex-1">
                  <EmailLink email={row.email} />
                </span>
                {row.dueAt && <DueBadge dueAt={row.dueAt} now={now} />}
                {row.optedOut && <OptedOutBadge />}
              </div>
              <div className="mt-1 flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1">
                  <PhoneLink phone={row.phone} />
                </span>
                <RowActions row={row} />
              </div>
              <div className="mt-1 grid grid-cols-2 items-center gap-2 text-xs text-ink-muted">
                <Received iso={row.createdAt} />
                <OwnerPicker row={row} staff={staff} disabled={busy} onAssign={onAssign} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
