import { Section } from "../../components/layout/section.tsx";
import type { IconPoint } from "../../content/home.ts";
import { HomeIcon } from "./home-icon.tsx";

export function BenefitsSection({ benefits }: { benefits: IconPoint[] }) {
  return (
    <Section
      id="benefits"
      eyebrow="Benefits of online yoga"
      title="Why practising at home works"
      intro="Live online classes remove the things that usually stop people practising, and keep what helps them progress."
    >
      <div className="grid items-center gap-12 lg:grid-cols-[2fr_3fr]">
        <img
          src="/images/home/benefits.svg"
          alt="A man and his daughter stretch side by side on their mats at home, with a laptop showing their instructor."
          width={560}
          height={520}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
        <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700">
                <HomeIcon name={benefit.icon} className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink">{benefit.title}</h3>
                <p className="mt-1.5 leading-relaxed text-ink-muted">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
