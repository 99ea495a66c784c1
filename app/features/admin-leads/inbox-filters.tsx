import {
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
} from "../../../contracts/leads-inbox.ts";
import { SelectField, TextField } from "../../components/ui/field.tsx";
import type { FilterKey, InboxView } from "./inbox-view.ts";
import { useDebouncedText } from "./use-debounced-text.ts";

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));
const KIND_OPTIONS = LEAD_KINDS.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] }));

interface InboxFiltersProps {
  view: InboxView;
  /** The server's message about one filter, shown beside it. */
  errors: Partial<Record<FilterKey, string>>;
  onChange(changes: Partial<Record<FilterKey, string>>): void;
}

/** Search and filters; each change goes to the address, which the list follows. */
export function InboxFilters({ view, errors, onChange }: InboxFiltersProps) {
  const [search, setSearch] = useDebouncedText(view.q, (q) => onChange({ q }));
  const [source, setSource] = useDebouncedText(view.source, (value) => onChange({ source: value }));
  const id = (key: FilterKey) => `inbox-filter-${key}`;
  const error = (key: FilterKey) => (errors[key] ? { error: errors[key] } : {});

  return (
    <search aria-label="Search and filter leads" className="rounded-2xl bg-white p-4 shadow-soft sm:p-5">
      <form
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-5"
      >
        <div className="col-span-2">
          <TextField
            id={id("q")}
            label="Search"
            type="search"
            placeholder="Name, e-mail or phone"
            autoComplete="off"
            spellCheck={false}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            {...error("q")}
          />
        </div>
        <SelectField
          id={id("status")}
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={view.status}
          onChange={(event) => onChange({ status: event.target.value })}
          {...error("status")}
        />
        <SelectField
          id={id("kind")}
          label="Kind"
          placeholder="Any kind"
          options={KIND_OPTIONS}
          value={view.kind}
          onChange={(event) => onChange({ kind: event.target.value })}
          {...error("kind")}
        />
        <div className="col-span-2 lg:col-span-1">
          <TextField
            id={id("source")}
            label="Source"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={source}
            onChange={(event) => setSource(event.target.value)}
            {...error("source")}
          />
        </div>
        <div className="col-span-2 grid grid-cols-2 gap-3 sm:gap-4">
          <TextField
            id={id("from")}
            label="From"
            type="date"
            value={view.from}
            onChange={(event) => onChange({ from: event.target.value })}
            {...error("from")}
          />
          <TextField
            id={id("to")}
            label="To"
            type="date"
            value={view.to}
            onChange={(event) => onChange({ to: event.target.value })}
            {...error("to")}
          />
        </div>
      </form>
    </search>
  );
}
