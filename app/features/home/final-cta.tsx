import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { CtaBand, ctaGlows } from "#app/components/layout/cta-band.tsx";
import { PROMISED_REPLY_TIME } from "#app/content/response-promise.ts";
import { site } from "#app/content/site.ts";
import { TRIAL_PRICE } from "#app/content/trial-packs.ts";

/** The closing invitation; the route supplies the booking button from the lead-capture feature. */
export function FinalCta({ bookAction }: { bookAction: ReactNode }) {
  return (
    <CtaBand
      labelledBy="final-cta-title"
      tone="sand"
      glows={[ctaGlows.sage]}
      className="grid items-center gap-10 lg:grid-cols-[3fr_2fr]"
    >
      <div>
        <h2 id="final-cta-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          Your first class is {TRIAL_PRICE}. Your mat is already at home.
        </h2>
        <p className="mt-4 max-w-xl text-lg text-sage-100">
          Tell us a little about yourself and a yoga advisor will call you within {PROMISED_REPLY_TIME} to
          find the right instructor and a time that suits you.
        </p>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
          {bookAction}
          <a
            href={site.phone.href}
            className="inline-flex items-center justify-center gap-2 rounded-full px-4 py-3 font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-sand-100"
          >
            <Phone aria-hidden="true" className="size-4" />
            Or call {site.phone.label}
          </a>
        </div>
      </div>
      <img
        src="/images/home/final-cta.svg"
        alt="A woman resting in a seated twist on her mat beside a window at sunrise."
        width={420}
        height={360}
        loading="lazy"
        decoding="async"
        className="mx-auto h-auto w-full max-w-xs lg:max-w-sm"
      />
    </CtaBand>
  );
}
