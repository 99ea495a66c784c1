import type { AuditLogQueryInput } from "#contracts/audit-log";

/** What the audit log page shows, as its address holds it: `?who=&action=&from=&to=&before=|after=`. */
export const FILTER_KEYS = ["who", "action", "from", "to"] as const;
const VIEW_KEYS = [...FILTER_KEYS, "before", "after"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
type ViewKey = (typeof VIEW_KEYS)[number];

/** Values are kept as written, so the server's message can say what is wrong with one. */
export type AuditView = Record<ViewKey, string>;

export const EMPTY_FILTERS: Record<FilterKey, string> = { who: "", action: "", from: "", to: "" };

export function viewFromSearch(params: URLSearchParams): AuditView {
  return Object.fromEntries(VIEW_KEYS.map((key) => [key, params.get(key) ?? ""])) as AuditView;
}

/** "?who=maya&action=sign_in", or "" for the newest entries of the whole log. */
export function searchFromView(view: Partial<AuditView>): string {
  const params = new URLSearchParams();
  for (const key of VIEW_KEYS) {
    const value = view[key]?.trim();
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function filtersOf(view: AuditView): Record<FilterKey, string> {
  return { who: view.who, action: view.action, from: view.from, to: view.to };
}

export function auditQuery(view: AuditView): AuditLogQueryInput {
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== "")) as AuditLogQueryInput;
}

export function isFilterKey(field: string | undefined): field is FilterKey {
  return FILTER_KEYS.some((key) => key === field);
}
