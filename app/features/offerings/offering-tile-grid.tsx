import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DrawnIcon } from "#app/components/ui/drawn-icon.tsx";
import type { IconsDrawn } from "#app/content/icons.ts";
import type { OfferingTile } from "#app/content/types.ts";

/** A tile as a grid shows it: the detail page's HTML stays on the detail page. */
export type OfferingTileSummary = IconsDrawn<Omit<OfferingTile, "content">>;

/**
 * Tiles with a slug link to their detail page; the others open the lead modal through the shared
 * `lead-modal-btn` class, so this feature needs no import from lead capture.
 */
export function OfferingTileGrid({ tiles }: { tiles: readonly OfferingTileSummary[] }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${tiles.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}>
      {tiles.map((tile) => (
        <li
          key={tile.title}
          className="flex flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-soft"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-sage-100 text-sage-700">
            <DrawnIcon drawing={tile.icon} aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-xl font-semibold text-ink">{tile.title}</h3>
          <p className="mt-2 flex-1 text-ink-muted">{tile.desc}</p>
          {tile.slug ? (
            <Link
              to={`/offerings/${tile.slug}`}
              className="mt-6 inline-flex items-center gap-2 self-start rounded font-semibold text-sage-700 underline-offset-4 hover:text-sage-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
            >
              {tile.cta}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <button
              type="button"
              aria-haspopup="dialog"
              data-lead-offering={tile.title}
              className={buttonClasses("secondary", "md", "lead-modal-btn mt-6 self-start")}
            >
              {tile.cta}
              <span className="sr-only"> for {tile.title}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
