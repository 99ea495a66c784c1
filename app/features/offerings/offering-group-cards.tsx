import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { OfferingGroup } from "#app/content/types.ts";

export interface OfferingGroupSummary
  extends Pick<OfferingGroup, "key" | "label" | "linkPath" | "desc" | "imageUrl"> {
  imageAlt: string;
}

/** One card per offering group, each leading to its category landing page. */
export function OfferingGroupCards({ groups }: { groups: OfferingGroupSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group, index) => (
        <li
          key={group.key}
          className="flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-soft"
        >
          <img
            src={group.imageUrl}
            alt={group.imageAlt}
            width={480}
            height={360}
            loading={index < 3 ? "eager" : "lazy"}
            className="aspect-[4/3] h-auto w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-semibold text-ink">{group.label}</h3>
            <p className="mt-2 flex-1 text-ink-muted">{group.desc}</p>
            <Link to={group.linkPath} className={buttonClasses("secondary", "md", "mt-6 self-start")}>
              Explore More
              <span className="sr-only"> about {group.label}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
