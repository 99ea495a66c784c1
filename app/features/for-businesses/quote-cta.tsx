import type { ReactNode } from "react";
import { CtaBand, ctaGlows } from "#app/components/layout/cta-band.tsx";
import type { ForBusinessesContent } from "#app/content/for-businesses.ts";
import { BusinessEmailLink } from "./business-email-link.tsx";

interface QuoteCtaProps {
  content: ForBusinessesContent["quoteCta"];
  businessEmail: string;
  /** The 'Get a Quote' button; the route supplies it from the business-quote feature. */
  quoteAction: ReactNode;
}

export function QuoteCta({ content, businessEmail, quoteAction }: QuoteCtaProps) {
  return (
    <CtaBand
      labelledBy="quote-cta-title"
      tone="white"
      glows={[ctaGlows.sage, ctaGlows.clay]}
      className="text-center"
    >
      <h2 id="quote-cta-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
        {content.heading}
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-sage-100">{content.text}</p>
      <div className="mt-8 flex justify-center">{quoteAction}</div>
      <p className="mt-6 text-sage-100">
        {content.emailPrompt} <BusinessEmailLink email={businessEmail} tone="dark" />
      </p>
    </CtaBand>
  );
}
