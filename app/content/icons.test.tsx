import { CalendarDays, Sparkles } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DrawnIcon } from "../components/ui/drawn-icon.tsx";
import { about } from "./about.ts";
import { categories } from "./categories.ts";
import { forBusinesses } from "./for-businesses.ts";
import { benefits, differentiators, features, howItWorks } from "./home.ts";
import { drawIcons } from "./icons.ts";
import { join } from "./join.ts";
import { offeringGroups } from "./offerings.ts";

describe("drawIcons", () => {
  it("replaces every icon name, at any depth, and leaves everything else as it was", () => {
    const drawn = drawIcons({ heading: "Why", points: [{ icon: "Sparkles", title: "A", text: "B" }] });
    expect(drawn.heading).toBe("Why");
    expect(drawn.points[0]).toMatchObject({ title: "A", text: "B", icon: { name: "sparkles" } });
  });

  it("gives an icon named twice one drawing, which the page data then carries once", () => {
    const [first, second] = drawIcons([{ icon: "Heart" }, { icon: "Heart" }]);
    expect(first?.icon).toBe(second?.icon);
  });

  it("finds a drawing for every icon the content names", () => {
    const content = [about, join, forBusinesses, benefits, differentiators, features, howItWorks];
    expect(() => drawIcons([...content, categories, offeringGroups])).not.toThrow();
  });
});

describe("DrawnIcon", () => {
  it("draws exactly the SVG lucide-react's own icon component draws, aliases' classes included", () => {
    for (const [name, Icon] of [
      ["Sparkles", Sparkles],
      ["CalendarDays", CalendarDays],
    ] as const) {
      const { icon } = drawIcons({ icon: name });
      expect(renderToStaticMarkup(<DrawnIcon drawing={icon} aria-hidden="true" className="size-5" />)).toBe(
        renderToStaticMarkup(<Icon aria-hidden="true" className="size-5" />),
      );
    }
  });
});
