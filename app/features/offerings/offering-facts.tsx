import type { LucideIcon } from "lucide-react";
import { Clock, Gauge, Tag, Users, Video } from "lucide-react";
import { TRIAL_PRICE } from "#app/content/trial-packs.ts";
import type { OfferingFacts } from "#app/content/types.ts";

const FORMAT_LABELS: Record<OfferingFacts["format"], string> = {
  "one-to-one": "One-to-one",
  "one-to-one-or-group": "One-to-one or a group of up to 4",
};

function factList(facts: OfferingFacts): [LucideIcon, string][] {
  return [
    [Clock, `${facts.minutes} minutes`],
    [Gauge, facts.level],
    [Users, FORMAT_LABELS[facts.format]],
    [Tag, `From ${TRIAL_PRICE}`],
    [Video, "Live on video"],
  ];
}

/** The offering's hero facts: what a visitor weighs before booking, readable at a glance. */
export function OfferingFactChips({ facts }: { facts: OfferingFacts }) {
  return (
    <ul aria-label="Class facts" className="mt-6 flex flex-wrap gap-2">
      {factList(facts).map(([Icon, label]) => (
        <li
          key={label}
          className="inline-flex items-center gap-1.5 rounded-full border border-sage-200 bg-white/80 px-3 py-1.5 text-sm font-medium text-ink"
        >
          <Icon aria-hidden="true" className="size-4 text-sage-700" />
          {label}
        </li>
      ))}
    </ul>
  );
}
