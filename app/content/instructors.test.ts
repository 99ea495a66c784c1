import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { TEACHERS } from "#contracts/teachers";
import { galleryImageAlt, instructors, instructorsByIds } from "./instructors.ts";

const publicFile = (src: string) => resolve("public", `.${src}`);

describe("instructors", () => {
  it("are the five studio instructors, in order, with unique ids", () => {
    expect(instructors.map(({ id, name }) => [id, name])).toEqual([
      ["ananya-iyer", "Ananya Iyer"],
      ["marcus-bell", "Marcus Bell"],
      ["sofia-alvarez", "Sofia Alvarez"],
      ["kenji-watanabe", "Kenji Watanabe"],
      ["leah-okafor", "Leah Okafor"],
    ]);
    expect(new Set(instructors.map((instructor) => instructor.id)).size).toBe(5);
  });

  it.each(instructors)("$name has every field filled in", (instructor) => {
    expect(instructor.image).toBe(`/images/instructors/${instructor.id}.svg`);
    expect(instructor.accentColor).toMatch(/^var\(--color-(sage|sand)-\d+\)$/);
    expect(instructor.bio.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
    expect(instructor.bio.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
    expect(instructor.experience).toMatch(/^\d+ years$/);
    expect(instructor.certifications.length).toBeGreaterThanOrEqual(3);
    expect(instructor.certifications.length).toBeLessThanOrEqual(6);
    expect(instructor.socials.instagram).toMatch(/^https:\/\/instagram\.example\.com\//);
    expect(instructor.socials.linkedin).toMatch(/^https:\/\/linkedin\.example\.com\/in\//);
    expect(instructor.moreDetails).toContain("<h3>Teaching style</h3>");
    expect(instructor.moreDetails).toContain("<blockquote>");
    if (instructor.languages) expect(instructor.languages.length).toBeGreaterThan(0);
  });

  it.each(instructors)("$name has a gallery of several described images that exist", (instructor) => {
    expect(instructor.gallery.length).toBeGreaterThanOrEqual(3);
    expect(instructor.gallery.length).toBeLessThanOrEqual(5);
    expect(new Set(instructor.gallery).size).toBe(instructor.gallery.length);
    for (const src of [instructor.image, ...instructor.gallery]) {
      expect(existsSync(publicFile(src)), src).toBe(true);
    }
    for (const src of instructor.gallery) {
      expect(galleryImageAlt(instructor, src)).toMatch(/\w{4,}/);
    }
  });

  it("lists languages for some instructors but not all", () => {
    const withLanguages = instructors.filter((instructor) => instructor.languages !== undefined);
    expect(withLanguages.length).toBeGreaterThan(0);
    expect(withLanguages.length).toBeLessThan(instructors.length);
  });

  it("finds instructors by id in the order asked for, skipping unknown ids", () => {
    expect(instructorsByIds(["kenji-watanabe", "nobody", "ananya-iyer"]).map((i) => i.name)).toEqual([
      "Kenji Watanabe",
      "Ananya Iyer",
    ]);
    expect(instructorsByIds([])).toEqual([]);
  });

  it("refuses to describe an image that has no scene description", () => {
    const [ananya] = instructors;
    if (!ananya) throw new Error("no instructors");
    expect(() => galleryImageAlt(ananya, "/images/instructors/gallery/ananya-iyer-unknown.svg")).toThrow(
      "No description for gallery image",
    );
  });
});

describe("the bookable teachers", () => {
  it("are exactly the instructors the site shows, by id and name", () => {
    expect(TEACHERS.map(({ id, name }) => ({ id, name }))).toEqual(
      instructors.map(({ id, name }) => ({ id, name })),
    );
  });
});
