import { ListFilter } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SelectField, type SelectFieldProps, TextField } from "#app/components/ui/field.tsx";
import {
  FIRST_FILTER_DAY,
  INBOX_SORTS,
  LAST_FILTER_DAY,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  OWNER_FILTERS,
  PROMISE_FILTERS,
} from "#contracts/leads-inbox";
import {
  INBOX_SORT_LABELS,
  type InboxView,
  OWNER_FILTER_LABELS,
  PROMISE_FILTER_LABELS,
  type ViewKey,
} from "./inbox-view.ts";
import { useDebouncedText } from "./use-debounced-text.ts";

type Options = SelectFieldProps["options"];

function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): Options {
  return values.map((value) => ({ value, label: labels[value] }));
}

const STATUS_OPTIONS = optionsOf(LEAD_STATUSES, LEAD_STATUS_LABELS);
const KIND_OPTIONS = optionsOf(LEAD_KINDS, LEAD_KIND_LABELS);
const PROMISE_OPTIONS = optionsOf(PROMISE_FILTERS, PROMISE_FILTER_LABELS);
const OWNER_OPTIONS = optionsOf(OWNER_FILTERS, OWNER_FILTER_LABELS);
/** Newest first is the order when none is chosen, so it is the empty choice. */
const SORT_OPTIONS = optionsOf(
  INBOX_SORTS.filter((sort) => sort !== "newest"),
  INBOX_SORT_LABELS,
);

/** The filters behind the "Filters" button, each with its label and, for a list, its words per value. */
const PANEL_FILTERS: { key: Exclude<ViewKey, "q">; label: string; options?: Options }[] = [
  { key: "status", label: "Status", options: STATUS_OPTIONS },
  { key: "owner", label: "Owner", options: OWNER_OPTIONS },
  { key: "promise", label: "First contact", options: PROMISE_OPTIONS },
  { key: "kind", label: "Kind", options: KIND_OPTIONS },
  { key: "source", label: "Source" },
  { key: "from", label: "From" },
  { key: "to", label: "To" },
];

/** "Status: New", the words a chip shows for a filter in use. */
function chipText(filter: (typeof PANEL_FILTERS)[number], value: string): string {
  const label = filter.options?.find((option) => option.value === value)?.label ?? value;
  return `${filter.label}: ${label}`;
}

interface InboxFiltersProps {
  view: InboxView;
  /** The server's message about one filter, shown beside it. */
  errors: Partial<Record<ViewKey, string>>;
  onChange(changes: Partial<Record<ViewKey, string>>): void;
}

/**
 * The search, then one "Filters" button that opens the other filters and the order, with the filters in
 * use shown as chips that remove them; each change goes to the address, which the list follows. A
 * filter the server refused opens the panel, so its message is seen.
 */
export function InboxFilters({ view, errors, onChange }: InboxFiltersProps) {
  const [search, setSearch] = useDebouncedText(view.q, (q) => onChange({ q }));
  const [source, setSource] = useDebouncedText(view.source, (value) => onChange({ source: value }));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const refused = PANEL_FILTERS.some(({ key }) => errors[key]) || Boolean(errors.sort);
  const shown = open || refused;
  const active = PANEL_FILTERS.filter(({ key }) => view[key].trim() !== "");
  const id = (key: ViewKey) => `inbox-filter-${key}`;
  const error = (key: ViewKey) => (errors[key] ? { error: errors[key] } : {});

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>("select, input")?.focus();
  }, [open]);

  function close(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  }

  const select = (key: ViewKey, label: string, placeholder: string, options: Options) => (
    <SelectField
      id={id(key)}
      label={label}
      placeholder={placeholder}
      options={options}
      value={view[key]}
      className="py-2"
      onChange={(event) => onChange({ [key]: event.target.value })}
      {...error(key)}
    />
  );

  return (
    <search aria-label="Search and filter leads" className="rounded-2xl bg-white p-3 shadow-soft">
      <form onSubmit={(event) => event.preventDefault()} onKeyDown={close}>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              id={id("q")}
              label={<span className="sr-only">Search</span>}
              type="search"
              placeholder="Search name, e-mail or phone"
              autoComplete="off"
              spellCheck={false}
              value={search}
              className="py-2"
              onChange={(event) => setSearch(event.target.value)}
              {...error("q")}
            />
          </div>
          <button
            ref={toggle}
            type="button"
            aria-expanded={shown}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className={buttonClasses("secondary", "md", "shrink-0 px-4 max-sm:px-3")}
          >
            <ListFilter aria-hidden="true" className="size-4" />
            {/* Icon only on a phone, so the search box beside it keeps room for its whole placeholder. */}
            <span className="max-sm:sr-only">Filters</span>
            {active.length > 0 && <span className="sr-only">({active.length} in use)</span>}
          </button>
        </div>

        {active.length > 0 && (
          <ul aria-label="Filters in use" className="mt-2 flex flex-wrap gap-1.5">
            {active.map((filter) => (
              <li key={filter.key}>
                <button
                  type="button"
                  onClick={() => onChange({ [filter.key]: "" })}
                  aria-label={`Remove filter ${chipText(filter, view[filter.key])}`}
                  className="inline-flex items-center gap-1 rounded-full bg-sage-100 px-3 py-1 text-xs font-semibold text-sage-800 hover:bg-sage-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
                >
                  {chipText(filter, view[filter.key])}
                  {/* A character, not lucide's X: sharing the lead dialog's icon would split it into a chunk the public pages preload. */}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}

        <div
          ref={panel}
          id={panelId}
          hidden={!shown}
          className="mt-3 grid grid-cols-2 gap-x-3 gap-y-3 sm:grid-cols-4 lg:grid-cols-8"
        >
          {select("status", "Status", "Any status", STATUS_OPTIONS)}
          {select("owner", "Owner", "Anyone's", OWNER_OPTIONS)}
          {select("promise", "First contact", "Any", PROMISE_OPTIONS)}
          {select("kind", "Kind", "Any kind", KIND_OPTIONS)}
          <TextField
            id={id("source")}
            label="Source"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={source}
            className="py-2"
            onChange={(event) => setSource(event.target.value)}
            {...error("source")}
          />
          <TextField
            id={id("from")}
            label="From"
            type="date"
            min={FIRST_FILTER_DAY}
            max={LAST_FILTER_DAY}
            value={view.from}
            className="py-2"
            onChange={(event) => onChange({ from: event.target.value })}
            {...error("from")}
          />
          <TextField
            id={id("to")}
            label="To"
            type="date"
            min={FIRST_FILTER_DAY}
            max={LAST_FILTER_DAY}
            value={view.to}
            className="py-2"
            onChange={(event) => onChange({ to: event.target.value })}
            {...error("to")}
          />
          {select("sort", "Order", INBOX_SORT_LABELS.newest, SORT_OPTIONS)}
        </div>
      </form>
    </search>
  );
}
