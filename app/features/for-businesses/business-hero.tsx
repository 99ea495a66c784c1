import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { ForBusinessesContent } from "../../content/for-businesses.ts";
import { BusinessEmailLink } from "./business-email-link.tsx";

interface BusinessHeroProps {
  hero: ForBusinessesContent["hero"];
  businessEmail: string;
  /** The 'Get a Quote' button; the route supplies it from the business-quote feature. */
  quoteAction: ReactNode;
}

export function BusinessHero({ hero, businessEmail, quoteAction }: BusinessHeroProps) {
  return (
    <section
      aria-labelledby="business-hero-title"
      className="relative isolate overflow-hidden bg-sand-100 pt-[calc(var(--header-height)+2.5rem)] pb-16 sm:pb-20 lg:pt-[calc(var(--header-height)+4rem)] lg:pb-24"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 right-[-12rem] -z-10 size-[36rem] rounded-full bg-sage-100/80 blur-3xl lg:size-[46rem]"
      />
      <div
        aria-hidden="true"
        className="absolute bottom-[-14rem] left-[-10rem] -z-10 size-[28rem] rounded-full bg-sand-200 blur-3xl"
      />

      <div className="page-container grid items-center gap-12 lg:grid-cols-[1.05fr_1fr] lg:gap-10">
        <div className="max-w-xl lg:max-w-none">
          <p className="inline-flex items-center gap-2 rounded-full border border-sage-200 bg-white/70 px-4 py-1.5 text-sm font-medium text-sage-800">
            <span aria-hidden="true" className="size-2 rounded-full bg-clay-500" />
            {hero.eyebrow}
          </p>
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

          <ul className="mt-10 grid gap-3 border-t border-sand-300 pt-8 sm:grid-cols-3 sm:gap-5">
            {hero.highlights.map((point) => (
              <li key={point} className="flex items-start gap-2.5 text-sm font-medium text-ink">
                <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-sage-600 text-white">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>

        <img
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-xl lg:max-w-none"
        />
      </div>
    </section>
  );
}
