import type { ComparisonRow } from "./types.ts";

/** Column order of every row's cells (docs/product/site-pages.md, Why choose us). */
export const comparisonColumns = ["Harmoni Yoga", "Calm", "Generic Yoga", "Other Apps"] as const;

/**
 * What a visitor weighs when choosing where to practise. 'Generic Yoga' is a typical drop-in studio
 * streaming classes; 'Calm' and 'Other Apps' are self-guided apps. Cells stay honest: where we do not
 * beat the others, the row says so.
 */
export const comparisonRows: ComparisonRow[] = [
  { feature: "Live classes with a real instructor", cells: ["Yes", "No", "Yes", "Limited"] },
  { feature: "Instructor feedback on your form, in the moment", cells: ["Yes", "No", "Some", "No"] },
  { feature: "One-on-one private sessions", cells: ["Yes", "No", "Limited", "No"] },
  { feature: "A plan personalised to your body and goals", cells: ["Yes", "Some", "No", "Some"] },
  { feature: "Class times that suit US schedules", cells: ["Yes", "Yes", "Some", "Yes"] },
  { feature: "Therapeutic and prenatal specialists", cells: ["Yes", "No", "Some", "Limited"] },
  { feature: "Small groups of at most 4 people", cells: ["Yes", "No", "No", "No"] },
  { feature: "Regular progress check-ins with your teacher", cells: ["Yes", "No", "Limited", "Some"] },
  { feature: "Family plans for 2 to 4 members", cells: ["Yes", "Some", "Limited", "Some"] },
];
