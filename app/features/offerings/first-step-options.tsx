import { CalendarHeart, Package, PhoneCall } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Section } from "#app/components/layout/section.tsx";
import { site } from "#app/content/site.ts";
import { TRIAL_PRICE } from "#app/content/trial-packs.ts";

const optionClasses =
  "group flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-6 text-left shadow-soft transition-colors duration-200 hover:border-sage-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700 sm:p-7";

function OptionBody({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        {icon}
      </span>
      <span className="mt-5 block font-serif text-xl font-semibold text-ink group-hover:text-sage-800">
        {title}
      </span>
      <span className="mt-2 block text-ink-muted">{text}</span>
    </>
  );
}

/**
 * The three ways to start (docs/product/site-pages.md, Offering detail). The call option dials the studio and also
 * opens the lead modal, so a visitor who cannot call right now can leave their number instead.
 */
export function FirstStepOptions() {
  return (
    <Section
      title="Take Your First Step"
      intro="However you like to begin, a real person at Harmoni Yoga is ready to help."
      tone="white"
    >
      <ul className="grid gap-5 md:grid-cols-3">
        <li>
          <a href={site.phone.href} className={`lead-modal-btn ${optionClasses}`}>
            <OptionBody
              icon={<PhoneCall aria-hidden="true" className="size-6" />}
              title="Book a Free Consultation Call"
              text={`Talk to a yoga advisor about your goals and health on ${site.phone.label}.`}
            />
          </a>
        </li>
        <li>
          <button type="button" aria-haspopup="dialog" className={`lead-modal-btn w-full ${optionClasses}`}>
            <OptionBody
              icon={<CalendarHeart aria-hidden="true" className="size-6" />}
              title="Book a Gentle Trial Class"
              text={`Try a live class with a certified instructor for just ${TRIAL_PRICE}.`}
            />
          </button>
        </li>
        <li>
          <Link to="/#pricing" className={optionClasses}>
            <OptionBody
              icon={<Package aria-hidden="true" className="size-6" />}
              title="Choose a Package"
              text="Compare monthly plans with 4 live sessions a week, for you or the whole family."
            />
          </Link>
        </li>
      </ul>
    </Section>
  );
}
