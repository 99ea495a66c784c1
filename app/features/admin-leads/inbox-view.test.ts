import { describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import {
  columnSortState,
  EMPTY_VIEW,
  exportFilter,
  hasFilters,
  inboxQuery,
  nextSort,
  searchFromView,
  viewFromSearch,
  withFilters,
} from "./inbox-view.ts";

const view = (query: string) => viewFromSearch(new URLSearchParams(query));

describe("the inbox view in the address", () => {
  it("reads every filter, the order and the page", () => {
    expect(
      view(
        "q=asha&status=new&kind=quote&source=google&from=2026-11-01&to=2026-11-30&promise=overdue&owner=mine&sort=due&page=3",
      ),
    ).toEqual({
      q: "asha",
      status: "new",
      kind: "quote",
      source: "google",
      from: "2026-11-01",
      to: "2026-11-30",
      promise: "overdue",
      owner: "mine",
      sort: "due",
      page: 3,
    });
    expect(view("")).toEqual(EMPTY_VIEW);
  });

  it("opens page 1 for a page that is not a whole number from 1", () => {
    for (const page of ["0", "-2", "2.5", "abc", "", "9999999"]) expect(view(`page=${page}`).page).toBe(1);
  });

  it("keeps values it cannot judge as written, for the server to explain", () => {
    expect(view("status=archived&from=yesterday")).toMatchObject({ status: "archived", from: "yesterday" });
  });

  it("writes only what is set, and page 1 as no page at all", () => {
    expect(searchFromView(EMPTY_VIEW)).toBe("");
    expect(searchFromView({ ...EMPTY_VIEW, q: "maya patel", status: "new", page: 1 })).toBe(
      "?q=maya+patel&status=new",
    );
    expect(searchFromView({ ...EMPTY_VIEW, q: "  ", kind: "lead", page: 2 })).toBe("?kind=lead&page=2");
  });

  it("survives the round trip through the address", () => {
    const shared = {
      ...EMPTY_VIEW,
      q: "+1 415",
      source: "a&b=c",
      from: "2026-01-01",
      promise: "waiting",
      sort: "due",
      page: 7,
    };
    expect(view(searchFromView(shared).slice(1))).toEqual(shared);
  });

  it("goes back to page 1 when a filter changes", () => {
    expect(withFilters({ ...EMPTY_VIEW, q: "a", page: 4 }, { status: "lost" })).toEqual({
      ...EMPTY_VIEW,
      q: "a",
      status: "lost",
      page: 1,
    });
  });

  it("knows whether anything is filtered", () => {
    expect(hasFilters(EMPTY_VIEW)).toBe(false);
    expect(hasFilters({ ...EMPTY_VIEW, page: 3 })).toBe(false);
    expect(hasFilters({ ...EMPTY_VIEW, to: "2026-11-30" })).toBe(true);
    expect(hasFilters({ ...EMPTY_VIEW, promise: "overdue" })).toBe(true);
    // Sorted by due, every lead is still there.
    expect(hasFilters({ ...EMPTY_VIEW, sort: "due" })).toBe(false);
  });

  it("goes back to page 1 when the order changes", () => {
    expect(withFilters({ ...EMPTY_VIEW, page: 4 }, { sort: "due" })).toEqual({ ...EMPTY_VIEW, sort: "due" });
  });
});

describe("the requests a view makes", () => {
  it("lists with the same query string", () => {
    const listUrl = (view: typeof EMPTY_VIEW) => apiUrl(api.inbox, { query: inboxQuery(view) });
    expect(listUrl(EMPTY_VIEW)).toBe("/api/admin/leads");
    expect(listUrl({ ...EMPTY_VIEW, kind: "quote", page: 2 })).toBe("/api/admin/leads?kind=quote&page=2");
    expect(`?${new URL(listUrl({ ...EMPTY_VIEW, q: "asha lee", page: 3 }), "http://x").searchParams}`).toBe(
      searchFromView({ ...EMPTY_VIEW, q: "asha lee", page: 3 }),
    );
  });

  it("exports the filters and the order without the page", () => {
    expect(
      exportFilter({ ...EMPTY_VIEW, q: "asha", source: "google", promise: "overdue", sort: "due", page: 5 }),
    ).toEqual({
      q: "asha",
      source: "google",
      promise: "overdue",
      sort: "due",
    });
    expect(exportFilter(EMPTY_VIEW)).toEqual({});
  });
});

describe("sorting by a column's header", () => {
  it("sorts by the column first, then the other way round, and says which way for aria-sort", () => {
    expect(nextSort("name", "newest")).toBe("name");
    expect(nextSort("name", "name")).toBe("name_desc");
    expect(nextSort("name", "name_desc")).toBe("name");
    expect(nextSort("received", "newest")).toBe("oldest");
    expect(nextSort("received", "due")).toBe("newest");
    expect(nextSort("status", "status")).toBe("status_desc");
    expect(nextSort("due", "due")).toBe("due");
    expect(columnSortState("received", "newest")).toBe("descending");
    expect(columnSortState("received", "oldest")).toBe("ascending");
    expect(columnSortState("name", "name_desc")).toBe("descending");
    expect(columnSortState("due", "due")).toBe("ascending");
    expect(columnSortState("status", "name")).toBe("none");
  });
});
