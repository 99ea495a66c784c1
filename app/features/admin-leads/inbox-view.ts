import {
  INBOX_SORTS,
  type InboxFilterInput,
  type InboxQueryInput,
  type InboxSort,
  type OwnerFilter,
  type PromiseFilter,
} from "#contracts/leads-inbox";

/*
 * The words for the inbox's lists live here, not in contracts/: the public pages load contracts/api.ts,
 * and staff-only words would weigh on their JavaScript budget.
 */
export const INBOX_SORT_LABELS: Record<InboxSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "By name",
  name_desc: "By name, Z to A",
  status: "By status",
  status_desc: "By status, reversed",
  due: "Most overdue first",
};

export const PROMISE_FILTER_LABELS: Record<PromiseFilter, string> = {
  waiting: "Waiting",
  overdue: "Overdue",
};

export const OWNER_FILTER_LABELS: Record<OwnerFilter, string> = {
  mine: "Mine",
  unassigned: "Unassigned",
};

/** The filters of the inbox, as the address holds them: `?q=&status=&kind=&source=&from=&to=&promise=&owner=`. */
export const FILTER_KEYS = ["q", "status", "kind", "source", "from", "to", "promise", "owner"] as const;
/** Everything the address holds besides the page: the filters, then the order (`&sort=`). */
export const VIEW_KEYS = [...FILTER_KEYS, "sort"] as const;
export type ViewKey = (typeof VIEW_KEYS)[number];

/** What the inbox shows. Values are kept as written, so the server's message can say what is wrong. */
export type InboxView = Record<ViewKey, string> & { page: number };

export const EMPTY_VIEW: InboxView = {
  q: "",
  status: "",
  kind: "",
  source: "",
  from: "",
  to: "",
  promise: "",
  owner: "",
  sort: "",
  page: 1,
};

/**
 * The view an address asks for. A page that is not a whole number from 1 means page 1: a link typed or
 * cut wrongly still opens the start of its list.
 */
export function viewFromSearch(params: URLSearchParams): InboxView {
  const view = { ...EMPTY_VIEW };
  for (const key of VIEW_KEYS) view[key] = params.get(key) ?? "";
  const page = params.get("page")?.trim() ?? "";
  view.page = /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
  return view;
}

/** The query string of a view, "" for the plain inbox; empty values and page 1 are left out. */
export function searchFromView(view: InboxView): string {
  const params = new URLSearchParams();
  for (const key of VIEW_KEYS) if (view[key].trim()) params.set(key, view[key]);
  if (view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The view with some filters or the order changed; any change starts again at page 1. */
export function withFilters(view: InboxView, changes: Partial<Record<ViewKey, string>>): InboxView {
  return { ...view, ...changes, page: 1 };
}

/** Whether anything is filtered out (the order alone leaves every lead in). */
export function hasFilters(view: InboxView): boolean {
  return FILTER_KEYS.some((key) => view[key].trim() !== "");
}

/** What the CSV export asks for: the view's filters and order, as written, every page. */
export function exportFilter(view: InboxView): InboxFilterInput {
  const filter: Record<string, string> = {};
  for (const key of VIEW_KEYS) if (view[key].trim()) filter[key] = view[key];
  return filter;
}

/** What the inbox asks for: the view's filters and order, as written, and its page. */
export function inboxQuery(view: InboxView): InboxQueryInput {
  return { ...exportFilter(view), ...(view.page > 1 ? { page: view.page } : {}) };
}

/** The order the view asks for; one the server will refuse reads as the default until it does. */
export function sortOf(view: InboxView): InboxSort {
  return INBOX_SORTS.find((sort) => sort === view.sort) ?? "newest";
}

/** The columns whose header sorts the list, each with its first order and, where it has one, the reverse. */
export const SORT_COLUMNS = {
  name: ["name", "name_desc"],
  status: ["status", "status_desc"],
  due: ["due"],
  received: ["newest", "oldest"],
} as const satisfies Record<string, readonly InboxSort[]>;
export type SortColumn = keyof typeof SORT_COLUMNS;

/** Which way each order runs, as `aria-sort` says it; most overdue first is the earliest due first. */
const SORT_DIRECTIONS: Record<InboxSort, "ascending" | "descending"> = {
  newest: "descending",
  oldest: "ascending",
  name: "ascending",
  name_desc: "descending",
  status: "ascending",
  status_desc: "descending",
  due: "ascending",
};

/** The column's `aria-sort`: its direction when the list is sorted by it, otherwise none. */
export function columnSortState(column: SortColumn, sort: InboxSort): "ascending" | "descending" | "none" {
  const orders: readonly InboxSort[] = SORT_COLUMNS[column];
  return orders.includes(sort) ? SORT_DIRECTIONS[sort] : "none";
}

/** The order a click on the column's header asks for: its first order, or the reverse once sorted by it. */
export function nextSort(column: SortColumn, sort: InboxSort): InboxSort {
  const orders: readonly InboxSort[] = SORT_COLUMNS[column];
  const [first, second] = orders;
  return sort === first && second ? second : (first as InboxSort);
}
