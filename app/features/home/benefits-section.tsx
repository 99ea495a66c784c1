import { IconCardSection } from "#app/components/layout/icon-card-section.tsx";
import type { IconCardItem } from "#app/components/ui/icon-card.tsx";

export function BenefitsSection({ benefits }: { benefits: readonly IconCardItem[] }) {
  return (
    <IconCardSection
      id="benefits"
      eyebrow="Benefits of online yoga"
      title="Why practising at home works"
      intro="Live online classes remove the things that usually stop people practising, and keep what helps them progress."
      items={benefits}
      look="point"
      listClassName="grid gap-x-8 gap-y-8 sm:grid-cols-2"
      illustration={
        <img
          src="/images/home/benefits.svg"
          alt="A man and his daughter stretch side by side on their mats at home, with a laptop showing their instructor."
          width={560}
          height={520}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      }
    />
  );
}
