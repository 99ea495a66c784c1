import { describe, expect, it } from "vitest";
import {
  classDayHours,
  combinedTeachingYears,
  differentiators,
  MAX_CLASS_SIZE,
  trustFigures,
} from "./home.ts";
import { instructors } from "./instructors.ts";
import { plans } from "./plans.ts";

const figure = (label: RegExp) => trustFigures.find((item) => label.test(item.label));

describe("trust strip figures", () => {
  it("give the instructors' combined years as the sum of each one's years, so the figure cannot drift", () => {
    const sum = instructors
      .map((instructor) => Number(/^(\d+) years$/.exec(instructor.experience)?.[1]))
      .reduce((total, years) => total + years, 0);
    expect(sum).toBe(54);
    expect(combinedTeachingYears).toBe(sum);
    expect(figure(/of teaching between our/)).toEqual({
      value: `${sum} years`,
      label: `of teaching between our ${instructors.length} instructors`,
    });
  });

  it("give the class size the Small Group plan promises", () => {
    expect(plans.find((plan) => plan.name === "Small Group")?.features).toContain(
      `Maximum ${MAX_CLASS_SIZE} participants per group`,
    );
    expect(figure(/students in a class/)?.value).toBe(`Up to ${MAX_CLASS_SIZE}`);
  });

  it("give the hours between the first class (6 a.m. Eastern) and the last (10 p.m. Pacific)", () => {
    expect(classDayHours).toBe(19);
    expect(figure(/class times a day/)?.value).toBe("19 hours");
    expect(differentiators.map((point) => point.text)).toContain(
      "Classes from 6\u00a0a.m. Eastern to 10\u00a0p.m. Pacific.",
    );
  });
});
