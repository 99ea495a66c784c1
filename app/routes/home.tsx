import { pageTitle } from "#contracts/brand";
import { lazyWithPreload } from "../components/ui/lazy-with-preload.tsx";
import { faqs } from "../content/faq.ts";
import { benefits, differentiators, features, howItWorks, trustFigures } from "../content/home.ts";
import { drawIcons } from "../content/icons.ts";
import { offeringGroups } from "../content/offerings.ts";
import { paymentUrl, plans, trialPackPaymentUrl } from "../content/plans.ts";
import { testimonials } from "../content/testimonials.ts";
import { TRIAL_PRICE, trialPacks } from "../content/trial-packs.ts";
import { HomeHero } from "../features/home/home-hero.tsx";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { jsonLd, pageMeta, plansOfferJsonLd } from "../lib/seo.ts";
import type { Route } from "./+types/home";

/**
 * Everything after the hero is on screen as prerendered HTML from the start; its code (tabs, pricing,
 * slideshow, FAQ) loads and hydrates after the hero's, keeping it out of the page's initial JavaScript.
 */
const HomeBelowTheFold = lazyWithPreload(() =>
  import("./home-below-the-fold.tsx").then((module) => module.HomeBelowTheFold),
);

// Runs at build time: the content lands in the prerendered HTML and home's .data file, not in the JS.
export function loader() {
  return {
    meta: [
      ...pageMeta({
        title: pageTitle("Live Online Yoga Classes with Real Instructors"),
        description: `Live online yoga with certified instructors, one-on-one or in small groups, at times that suit US schedules. Your first class is ${TRIAL_PRICE}.`,
        path: "/",
      }),
      jsonLd(plansOfferJsonLd(plans, (plan) => paymentUrl(plan.paymentLinkId))),
    ],
    trustFigures,
    differentiators: drawIcons(differentiators),
    features: drawIcons(features),
    // The tabs show tiles only; each offering's detail HTML belongs to its own page.
    offeringTabs: offeringGroups.map(({ key, label, linkPath, desc, tiles }) => ({
      key,
      label,
      linkPath,
      desc,
      tiles: drawIcons(tiles.map(({ content: _detailHtml, ...tile }) => tile)),
    })),
    trialOptions: trialPacks.map((pack) => ({ ...pack, href: trialPackPaymentUrl(pack) })),
    plans: plans.map((plan) => ({ ...plan, href: paymentUrl(plan.paymentLinkId) })),
    howItWorks: drawIcons(howItWorks),
    benefits: drawIcons(benefits),
    testimonials,
    faqs,
  };
}

/**
 * Client navigations only (the first load renders the prerendered data): loading the sections' code
 * with the data renders the whole page in one commit, so a scroll to #pricing finds its target.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), HomeBelowTheFold.preload()]);
  return data;
}

export const meta = metaFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero bookAction={<BookTrialButton />} />
      <HomeBelowTheFold {...loaderData} />
    </>
  );
}
