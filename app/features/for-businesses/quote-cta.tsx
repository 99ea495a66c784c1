import type { ReactNode } from "react";
import type { ForBusinessesContent } from "../../content/for-businesses.ts";
import { BusinessEmailLink } from "./business-email-link.tsx";

interface QuoteCtaProps {
  content: ForBusinessesContent["quoteCta"];
  businessEmail: string;
  /** The 'Get a Quote' button; the route supplies it from the business-quote feature. */
  quoteAction: ReactNode;
}

export function QuoteCta({ content, businessEmail, quoteAction }: QuoteCtaProps) {
  return (
    <section aria-labelledby="quote-cta-title" className="bg-white pb-20 sm:pb-24">
      <div className="page-container">
        <div className="relative isolate overflow-hidden rounded-3xl bg-sage-800 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-sage-600/60 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-28 -left-20 -z-10 size-72 rounded-full bg-clay-500/25 blur-3xl"
          />
          <h2 id="quote-cta-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {content.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-sage-100">{content.text}</p>
          <div className="mt-8 flex justify-center">{quoteAction}</div>
          <p className="mt-6 text-sage-100">
            {content.emailPrompt} <BusinessEmailLink email={businessEmail} tone="dark" />
          </p>
        </div>
      </div>
    </section>
  );
}
