import { describe, expect, it } from "vitest";
import { getBlogPosts } from "#app/content/blog.ts";

const blogPosts = getBlogPosts();

import { relatedPosts } from "./related-posts.ts";

const post = (id: number, category: string) => ({ id, category });

describe("relatedPosts", () => {
  it("offers up to 3 posts of the same category, never the current one", () => {
    for (const current of blogPosts) {
      const related = relatedPosts(blogPosts, current);
      expect(related).toHaveLength(3);
      for (const other of related) {
        expect(other.category).toBe(current.category);
        expect(other.id).not.toBe(current.id);
      }
      expect(new Set(related.map((other) => other.id)).size).toBe(3);
    }
  });

  it("takes the posts that follow the current one in its category, wrapping round to the start", () => {
    expect(relatedPosts(blogPosts, blogPosts[0] ?? post(1, "Yoga")).map(({ id }) => id)).toEqual([6, 11, 16]);
    expect(relatedPosts(blogPosts, blogPosts[35] ?? post(36, "Yoga")).map(({ id }) => id)).toEqual([
      41, 1, 6,
    ]);
    expect(relatedPosts(blogPosts, blogPosts[41] ?? post(42, "Meditation")).map(({ id }) => id)).toEqual([
      2, 7, 12,
    ]);
  });

  it("offers fewer when the category has fewer other posts, and none when it has no other", () => {
    const posts = [post(1, "Yoga"), post(2, "Nutrition"), post(3, "Yoga"), post(4, "Lifestyle")];
    expect(relatedPosts(posts, post(1, "Yoga"))).toEqual([post(3, "Yoga")]);
    expect(relatedPosts(posts, post(2, "Nutrition"))).toEqual([]);
  });

  it("honours a smaller limit", () => {
    expect(relatedPosts(blogPosts, blogPosts[0] ?? post(1, "Yoga"), 2)).toHaveLength(2);
  });
});
