import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { HeroFrame, heroGlows } from "#app/components/layout/hero-frame.tsx";
import type { OfferingTile } from "#app/content/types.ts";
import { FirstStepOptions } from "./first-step-options.tsx";
import { OfferingContent } from "./offering-content.tsx";
import { OfferingFactChips } from "./offering-facts.tsx";

export interface OfferingDetail extends OfferingTile {
  imageAlt: string;
}

interface OfferingDetailViewProps {
  offering: OfferingDetail;
  /** The hero's booking call to action; the route supplies it from lead capture. */
  action: ReactNode;
}

export function OfferingDetailView({ offering, action }: OfferingDetailViewProps) {
  return (
    <>
      <HeroFrame className="pt-[calc(var(--header-height)+2rem)] pb-14 sm:pb-20" glows={[heroGlows.sage]}>
        <Link
          to="/#offerings"
          className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-sage-700 hover:text-sage-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to all offerings
        </Link>
        <div className="mt-6 grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
          <div>
            <p className="text-sm font-semibold tracking-widest text-sage-700 uppercase">Live online class</p>
            <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
              {offering.title}
            </h1>
            <p className="mt-5 text-lg text-ink-muted sm:text-xl">{offering.desc}</p>
            {offering.facts ? <OfferingFactChips facts={offering.facts} /> : null}
            <div className="mt-8">{action}</div>
          </div>
          <img
            src={offering.imageUrl}
            alt={offering.imageAlt}
            width={480}
            height={360}
            fetchPriority="high"
            className="h-auto w-full rounded-2xl shadow-soft"
          />
        </div>
      </HeroFrame>
      <article aria-label={`About ${offering.title}`} className="bg-sand-50 py-16 sm:py-20">
        <div className="page-container">
          <div className="mx-auto max-w-3xl">
            <OfferingContent html={offering.content} />
          </div>
        </div>
      </article>
      <FirstStepOptions />
    </>
  );
}
