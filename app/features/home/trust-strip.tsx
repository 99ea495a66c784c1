import { DrawnIcon } from "#app/components/ui/drawn-icon.tsx";
import type { IconPoint, TrustFigure } from "#app/content/home.ts";
import type { IconsDrawn } from "#app/content/icons.ts";

interface TrustStripProps {
  figures: TrustFigure[];
  differentiators: readonly IconsDrawn<IconPoint>[];
}

/** Right after the hero: a few figures, then what makes the studio different, one line each. */
export function TrustStrip({ figures, differentiators }: TrustStripProps) {
  return (
    <section aria-labelledby="trust-strip-title" className="bg-sage-800 py-12 text-white sm:py-14">
      <div className="page-container">
        <h2 id="trust-strip-title" className="sr-only">
          Harmoni Yoga at a glance
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {figures.map((figure) => (
            // Column-reverse puts the value first on screen; justify-end keeps it at the top, level across a row.
            <div key={figure.label} className="flex flex-col-reverse justify-end text-center">
              <dt className="mt-1 text-sm text-sage-100">{figure.label}</dt>
              <dd className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-10 grid gap-4 border-t border-sage-600 pt-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {differentiators.map((point) => (
            <li key={point.title} className="flex gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sage-700 text-sand-100">
                <DrawnIcon drawing={point.icon} aria-hidden="true" className="size-5" />
              </span>
              <p className="text-sm leading-relaxed text-sage-100">
                <span className="block font-semibold text-white">{point.title}</span>
                {point.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
