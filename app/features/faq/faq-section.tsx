import { ChevronDown } from "lucide-react";
import { Section } from "#app/components/layout/section.tsx";
import type { Faq } from "#app/content/types.ts";

/**
 * 'Frequently asked questions' as a list of native disclosures: they open and close with mouse, touch
 * and keyboard, and work in the prerendered page before any script has loaded.
 */
export function FaqSection({ faqs }: { faqs: Faq[] }) {
  return (
    <Section
      id="faq"
      eyebrow="Good to know"
      title="Frequently asked questions"
      intro="Still wondering if live online yoga is for you? Here is what people ask us most."
    >
      <ul className="mx-auto max-w-3xl space-y-3">
        {faqs.map((faq) => (
          <li key={faq.question}>
            <details className="group rounded-2xl border border-sand-200 bg-white shadow-soft open:border-sage-200">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-ink sm:px-6 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-sage-700 transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-ink-muted sm:px-6">{faq.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
