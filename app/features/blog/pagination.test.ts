import { describe, expect, it } from "vitest";
import {
  isPageInRange,
  POSTS_PER_PAGE,
  pageCount,
  pageFromParam,
  pageSlice,
  pageWindow,
} from "./pagination.ts";

describe("paging the blog grid", () => {
  const gridPosts = Array.from({ length: 41 }, (_, index) => index + 2);

  it("puts 9 posts on a page, so the 41 non-featured posts make 5 pages", () => {
    expect(POSTS_PER_PAGE).toBe(9);
    expect(pageCount(41)).toBe(5);
    expect([1, 2, 3, 4, 5].map((page) => pageSlice(gridPosts, page).length)).toEqual([9, 9, 9, 9, 5]);
    expect([1, 2, 3, 4, 5].flatMap((page) => pageSlice(gridPosts, page))).toEqual(gridPosts);
    expect(pageSlice(gridPosts, 2)[0]).toBe(11);
  });

  it("always has at least one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
  });
});

describe("pageFromParam", () => {
  it("reads a whole page number between 1 and the last page", () => {
    expect([1, 2, 3, 4, 5].map((page) => pageFromParam(String(page), 5))).toEqual([1, 2, 3, 4, 5]);
    expect(pageFromParam(" 3 ", 5)).toBe(3);
  });

  it("ignores anything else, which means page 1", () => {
    for (const raw of [null, "", "0", "-1", "6", "99", "2.5", "abc", "3abc", "1e1", "0x2"]) {
      expect(pageFromParam(raw, 5), String(raw)).toBe(1);
    }
  });

  it("isPageInRange accepts only whole pages from 1 to the last", () => {
    expect(isPageInRange(1, 5)).toBe(true);
    expect(isPageInRange(5, 5)).toBe(true);
    expect(isPageInRange(0, 5)).toBe(false);
    expect(isPageInRange(6, 5)).toBe(false);
    expect(isPageInRange(2.5, 5)).toBe(false);
    expect(isPageInRange(Number.NaN, 5)).toBe(false);
  });
});

describe("pageWindow", () => {
  it("shows every page, without ellipses, on each of 5 pages", () => {
    for (const page of [1, 2, 3, 4, 5]) expect(pageWindow(page, 5), `page ${page}`).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows every page when there are fewer than 5", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("shows 5 pages around the current one, the first and last, and ellipses for skipped pages, on each of 12 pages", () => {
    const expected: Record<number, (number | string)[]> = {
      1: [1, 2, 3, 4, 5, "gap-end", 12],
      2: [1, 2, 3, 4, 5, "gap-end", 12],
      3: [1, 2, 3, 4, 5, "gap-end", 12],
      4: [1, 2, 3, 4, 5, 6, "gap-end", 12],
      5: [1, "gap-start", 3, 4, 5, 6, 7, "gap-end", 12],
      6: [1, "gap-start", 4, 5, 6, 7, 8, "gap-end", 12],
      7: [1, "gap-start", 5, 6, 7, 8, 9, "gap-end", 12],
      8: [1, "gap-start", 6, 7, 8, 9, 10, "gap-end", 12],
      9: [1, "gap-start", 7, 8, 9, 10, 11, 12],
      10: [1, "gap-start", 8, 9, 10, 11, 12],
      11: [1, "gap-start", 8, 9, 10, 11, 12],
      12: [1, "gap-start", 8, 9, 10, 11, 12],
    };
    for (let page = 1; page <= 12; page++) {
      const window = pageWindow(page, 12);
      expect(window, `page ${page}`).toEqual(expected[page]);
      expect(window, `page ${page} is in its own window`).toContain(page);
    }
  });

  it("treats an out-of-range current page as page 1", () => {
    const first = pageWindow(1, 12);
    for (const page of [0, -3, 13, 99, 2.5, Number.NaN])
      expect(pageWindow(page, 12), String(page)).toEqual(first);
    expect(pageWindow(9, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
