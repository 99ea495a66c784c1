import type { InboxFilterInput, InboxQueryInput } from "../../../contracts/leads-inbox.ts";

/** The filters of the inbox, as the address holds them: `?q=&status=&kind=&source=&from=&to=`. */
export const FILTER_KEYS = ["q", "status", "kind", "source", "from", "to"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** What the inbox shows. Values are kept as written, so the server's message can say what is wrong. */
export type InboxView = Record<FilterKey, string> & { page: number };

export const EMPTY_VIEW: InboxView = { q: "", status: "", kind: "", source: "", from: "", to: "", page: 1 };

/**
 * The view an address asks for. A page that is not a whole number from 1 means page 1: a link typed or
 * cut wrongly still opens the start of its list.
 */
export function viewFromSearch(params: URLSearchParams): InboxView {
  const view = { ...EMPTY_VIEW };
  for (const key of FILTER_KEYS) view[key] = params.get(key) ?? "";
  const page = params.get("page")?.trim() ?? "";
  view.page = /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
  return view;
}

/** The query string of a view, "" for the plain inbox; empty filters and page 1 are left out. */
export function searchFromView(view: InboxView): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (view[key].trim()) params.set(key, view[key]);
  if (view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The view with some filters changed; any change of filter starts again at page 1. */
export function withFilters(view: InboxView, changes: Partial<Record<FilterKey, string>>): InboxView {
  return { ...view, ...changes, page: 1 };
}

export function hasFilters(view: InboxView): boolean {
  return FILTER_KEYS.some((key) => view[key].trim() !== "");
}

/** What the CSV export asks for: the view's filters, as written, every page. */
export function exportFilter(view: InboxView): InboxFilterInput {
  const filter: Record<string, string> = {};
  for (const key of FILTER_KEYS) if (view[key].trim()) filter[key] = view[key];
  return filter;
}

/** What the inbox asks for: the view's filters, as written, and its page. */
export function inboxQuery(view: InboxView): InboxQueryInput {
  return { ...exportFilter(view), ...(view.page > 1 ? { page: view.page } : {}) };
}
