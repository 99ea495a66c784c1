import { describe, expect, it } from "vitest";
import { interestTeacher } from "./interest-teacher.ts";

describe("interestTeacher", () => {
  it("finds the teacher the interest names as the site does", () => {
    expect(interestTeacher({ mode: "booking", interest: { teacher: "Ananya Iyer" } })).toBe("ananya-iyer");
  });

  it("finds none when no teacher, or an unknown one, is named", () => {
    expect(interestTeacher({ mode: "booking" })).toBeUndefined();
    expect(interestTeacher({ mode: "booking", interest: { offering: "Power Yoga" } })).toBeUndefined();
    expect(interestTeacher({ mode: "booking", interest: { teacher: "Someone Else" } })).toBeUndefined();
  });
});
