import { LockKeyhole, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { footerLinkGroups } from "#app/content/footer-links.ts";
import { site } from "#app/content/site.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Logo } from "./logo.tsx";
import { SocialLinks } from "./social.tsx";

/**
 * The prerendered HTML carries the build's year. Once hydrated, the span remounts (new key) so the
 * visitor sees the current year; React does not patch mismatched text during hydration.
 */
function CurrentYear() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? "client" : "prerendered"} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

const footerLinkClass =
  "rounded text-sm text-sage-100 transition-colors duration-200 hover:text-white hover:underline underline-offset-4 focus-visible:outline-sand-100";

export function Footer() {
  return (
    <footer id="site-footer" className="bg-sage-900 text-sage-100">
      <div className="page-container grid gap-12 py-16 lg:grid-cols-12 lg:gap-8 lg:py-20">
        <div className="lg:col-span-3">
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-sage-200">{site.tagline}</p>
          <SocialLinks look="icons" socials={site.socials} className="mt-6 flex gap-2" label="Social media" />
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-6">
          {footerLinkGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="font-sans text-xs font-semibold tracking-widest text-sand-200 uppercase">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={footerLinkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="lg:col-span-3">
          <h2 className="font-sans text-xs font-semibold tracking-widest text-sand-200 uppercase">Contact</h2>
          <address className="mt-4 space-y-4 text-sm not-italic">
            {site.offices.map((office) => (
              <p key={office.city} className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-300" />
                <span>
                  <span className="block font-medium text-white">{office.label}</span>
                  <span className="text-sage-200">{office.address}</span>
                </span>
              </p>
            ))}
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-300" />
              <a href={mailtoHref(site.email)} className={footerLinkClass}>
                {site.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-300" />
              <a href={site.phone.href} className={footerLinkClass}>
                {site.phone.label}
              </a>
            </p>
          </address>
        </div>
      </div>

      {/* Under 768 px the extra bottom room keeps the last lines clear of the booking bar fixed below. */}
      <div className="border-t border-sage-800">
        <div className="page-container flex flex-col gap-4 pt-6 pb-[calc(var(--booking-bar-room)+1rem)] text-sm md:pb-6 text-sage-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear /> {site.name}. All rights reserved.
          </p>
          <div className="flex items-center gap-3">
            <LockKeyhole aria-hidden="true" className="size-4 text-sage-300" />
            <img
              src={site.paymentProvider.logo}
              alt={`Secure payments with ${site.paymentProvider.name}`}
              width={132}
              height={40}
              loading="lazy"
              decoding="async"
              className="h-8 w-auto rounded-md"
            />
          </div>
        </div>
      </div>
    </footer>
  );
}
