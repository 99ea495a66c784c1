import { Phone } from "lucide-react";
import { pageTitle } from "#contracts/brand";
import { CallToActionSection } from "../components/layout/call-to-action-section.tsx";
import { PageHero } from "../components/layout/page-hero.tsx";
import { Section } from "../components/layout/section.tsx";
import { SocialLinks } from "../components/layout/social.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { site } from "../content/site.ts";
import { EmailCard, OfficeCard, RESPONSE_PROMISE } from "../features/contact/index.ts";
import { BookButton, BookTrialButton } from "../features/lead-capture/index.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";

/** "Noida and San Francisco", or with the country the address ends with: "Noida, India and San Francisco, USA". */
function officePlaces(withCountry: boolean): string {
  const places = site.offices.map(({ city, address }) =>
    withCountry ? `${city}, ${address.split(",").at(-1)?.trim()}` : city,
  );
  return places.length > 1 ? `${places.slice(0, -1).join(", ")} and ${places.at(-1)}` : (places[0] ?? "");
}

// Runs at build time, so the SEO helpers stay out of the browser's JavaScript.
export function loader() {
  const offices = site.offices.length > 1 ? "offices" : "office";
  return {
    meta: pageMeta({
      title: pageTitle(
        `Contact Us: ${offices === "offices" ? "Offices" : "Office"} in ${officePlaces(false)}`,
      ),
      description: `Write to ${site.email} or call our ${offices} in ${officePlaces(true)}. ${RESPONSE_PROMISE}.`,
      path: "/contact-us",
    }),
  };
}

export const meta = metaFromLoader;

export default function ContactUs() {
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="We'd love to hear from you"
        subtitle="Questions about classes, plans or your first trial? Write, call or ask us to call you back."
      >
        <BookTrialButton />
      </PageHero>

      <Section
        tone="white"
        title="Get in touch"
        intro="Our advisors in India and the United States look after students across every US time zone."
      >
        <ul className="grid gap-5 lg:grid-cols-3">
          <EmailCard email={site.email} />
          {site.offices.map((office) => (
            <OfficeCard key={office.city} office={office} />
          ))}
        </ul>
      </Section>

      <Section title="Follow our practice" intro="Short flows, breathing tips and news from our teachers.">
        <SocialLinks look="named" socials={site.socials} className="flex flex-wrap justify-center gap-3" />
      </Section>

      <CallToActionSection
        tone="sage"
        title="Prefer to talk?"
        intro="Leave your number and a yoga advisor will call you back, or ring our US support line now."
      >
        <BookButton mode="default" size="lg">
          Request a call back
        </BookButton>
        <a href={site.phone.href} className={buttonClasses("secondary", "lg")}>
          <Phone aria-hidden="true" className="size-4" />
          Call {site.phone.label}
        </a>
      </CallToActionSection>
    </>
  );
}
