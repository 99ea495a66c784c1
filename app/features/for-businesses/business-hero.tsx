import type { ReactNode } from "react";
import { HeroEyebrow, HeroFrame, HeroHighlights, heroGlows } from "#app/components/layout/hero-frame.tsx";
import type { ForBusinessesContent } from "#app/content/for-businesses.ts";
import { BusinessEmailLink } from "./business-email-link.tsx";

interface BusinessHeroProps {
  hero: ForBusinessesContent["hero"];
  businessEmail: string;
  /** The 'Get a Quote' button; the route supplies it from the business-quote feature. */
  quoteAction: ReactNode;
}

export function BusinessHero({ hero, businessEmail, quoteAction }: BusinessHeroProps) {
  return (
    <HeroFrame
      labelledBy="business-hero-title"
      split
      className="lg:pb-24"
      glows={[`${heroGlows.wideSage} lg:size-[46rem]`, heroGlows.wideSand]}
      containerClassName="lg:gap-10"
    >
      <div className="max-w-xl lg:max-w-none">
        <HeroEyebrow>{hero.eyebrow}</HeroEyebrow>
        <h1
          id="business-hero-title"
          className="mt-6 text-[2.5rem] leading-[1.08] font-semibold tracking-tight text-ink sm:text-5xl lg:text-[3.4rem]"
        >
          {hero.title}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-muted sm:text-xl">{hero.subtitle}</p>

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
          {quoteAction}
          <p className="text-sm text-ink-muted">
            <span className="block">Or write to us at</span>
            <BusinessEmailLink email={businessEmail} />
          </p>
        </div>

        <HeroHighlights items={hero.highlights} />
      </div>

      <img
        src={hero.image.src}
        alt={hero.image.alt}
        width={hero.image.width}
        height={hero.image.height}
        fetchPriority="high"
        className="mx-auto h-auto w-full max-w-xl rounded-3xl shadow-sm lg:max-w-none"
      />
    </HeroFrame>
  );
}
