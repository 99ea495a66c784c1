import { Check } from "lucide-react";
import { IconCardList } from "#app/components/ui/icon-card.tsx";
import type { ForBusinessesContent } from "#app/content/for-businesses.ts";

export function ProvenBenefits({ content }: { content: ForBusinessesContent["provenBenefits"] }) {
  return (
    <section aria-labelledby="proven-benefits-title" className="bg-sage-50 py-16 sm:py-20 lg:py-24">
      <div className="page-container grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <img
          src={content.image.src}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md rounded-3xl lg:order-last lg:max-w-none"
        />
        <div className="lg:order-first">
          <p className="text-sm font-semibold tracking-widest text-sage-700 uppercase">For your people</p>
          <h2
            id="proven-benefits-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            {content.heading}
          </h2>
          <p className="mt-4 max-w-[60ch] text-lg text-ink-muted">{content.intro}</p>
          <IconCardList
            items={content.benefits.map((benefit) => ({ ...benefit, icon: Check }))}
            look="tick"
            className="mt-8 space-y-5"
          />
        </div>
      </div>
    </section>
  );
}
