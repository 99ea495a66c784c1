import type { ReactNode } from "react";
import { Link } from "react-router";
import { HeroEyebrow, HeroFrame, HeroHighlights, heroGlows } from "#app/components/layout/hero-frame.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ArrowRightIcon, PhoneIcon } from "#app/components/ui/first-screen-icons.tsx";
import { sitePhone } from "#app/content/site-phone.ts";
import { TRIAL_PRICE } from "#app/content/trial-packs.ts";

const trustPoints = [
  "Certified instructors, teaching you live",
  "One-on-one or small groups of up to 4",
  "Morning and evening times for US schedules",
];

interface HomeHeroProps {
  /** The primary booking call to action; the route supplies it from the lead-capture feature. */
  bookAction: ReactNode;
}

export function HomeHero({ bookAction }: HomeHeroProps) {
  return (
    <HeroFrame
      labelledBy="home-hero-title"
      split
      className="lg:pb-28"
      glows={[`${heroGlows.wideSage} lg:size-[48rem]`, heroGlows.wideSand]}
      containerClassName="lg:gap-10"
    >
      <div className="max-w-xl lg:max-w-none">
        <HeroEyebrow>Live online yoga classes</HeroEyebrow>
        <h1
          id="home-hero-title"
          className="mt-6 text-[2.5rem] leading-[1.08] font-semibold tracking-tight text-ink sm:text-5xl lg:text-6xl"
        >
          Live yoga at home, with a teacher who <span className="text-sage-700">knows your name</span>
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-muted sm:text-xl">
          Real instructors guide you live over video, at times that suit US schedules. Move, breathe and feel
          better without a commute. Your first class is just {TRIAL_PRICE}.
        </p>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          {bookAction}
          <Link to="/#pricing" className={buttonClasses("secondary", "lg")}>
            See plans &amp; pricing
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>

        <p className="mt-5 flex items-center gap-2 text-sm text-ink-muted">
          <PhoneIcon className="size-4 text-sage-600" />
          Prefer to talk first?{" "}
          <a
            href={sitePhone.href}
            className="rounded font-semibold text-sage-700 underline underline-offset-4 hover:text-sage-900"
          >
            Call {sitePhone.label}
          </a>
        </p>

        <HeroHighlights items={trustPoints} />
      </div>

      <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
        <img
          src="/illustrations/home-hero.svg"
          alt="A woman sits cross-legged on her mat at home, following a live yoga class on her laptop, among her plants."
          width={640}
          height={560}
          fetchPriority="high"
          className="h-auto w-full"
        />
        <div className="absolute bottom-4 left-2 rounded-2xl bg-white px-4 py-3 shadow-soft sm:bottom-8 sm:left-0">
          <p className="font-serif text-2xl font-semibold text-clay-600">{TRIAL_PRICE}</p>
          <p className="text-xs font-medium text-ink-muted">for your first class</p>
        </div>
      </div>
    </HeroFrame>
  );
}
