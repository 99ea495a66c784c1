import { CircleCheck, CircleMinus, CircleX, Contrast, type LucideIcon } from "lucide-react";
import type { ComparisonCell } from "#app/content/types.ts";

const looks: Record<ComparisonCell, { Icon: LucideIcon; iconClass: string }> = {
  Yes: { Icon: CircleCheck, iconClass: "text-savings" },
  Some: { Icon: Contrast, iconClass: "text-sage-600" },
  Limited: { Icon: CircleMinus, iconClass: "text-clay-600" },
  No: { Icon: CircleX, iconClass: "text-ink-muted" },
};

/** An icon and the word together, so the value never depends on colour or the icon alone. */
export function ComparisonValue({ value }: { value: ComparisonCell }) {
  const { Icon, iconClass } = looks[value];
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-ink" data-comparison-value={value}>
      <Icon aria-hidden="true" className={`size-5 shrink-0 ${iconClass}`} />
      {value}
    </span>
  );
}

export const comparisonLegend: { value: ComparisonCell; meaning: string }[] = [
  { value: "Yes", meaning: "included for everyone" },
  { value: "Some", meaning: "offered in part, or only on some plans" },
  { value: "Limited", meaning: "possible, with real restrictions" },
  { value: "No", meaning: "not offered" },
];
