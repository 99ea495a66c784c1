import { pageTitle } from "#contracts/brand";
import { forBusinesses } from "../content/for-businesses.ts";
import { drawIcons } from "../content/icons.ts";
import { PROMISED_REPLY_TIME } from "../content/response-promise.ts";
import { site } from "../content/site.ts";
import { BusinessQuoteProvider, GetQuoteButton } from "../features/business-quote/index.ts";
import {
  BusinessHero,
  EasyToStart,
  ProvenBenefits,
  QuoteCta,
  WhyChoose,
  WhyItMatters,
} from "../features/for-businesses/index.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/for-businesses";

export const meta = metaFromLoader;

export function loader() {
  return {
    meta: pageMeta({
      title: pageTitle("Corporate Yoga for Teams: Live 30-Minute Sessions"),
      description: `Live, beginner-friendly 30-minute virtual yoga sessions for your team, led by certified instructors across US time zones. Get a tailored quote within ${PROMISED_REPLY_TIME}.`,
      path: "/for-businesses",
    }),
    content: drawIcons(forBusinesses),
  };
}

export default function ForBusinesses({ loaderData }: Route.ComponentProps) {
  const { hero, whyItMatters, whyChoose, provenBenefits, easyToStart, quoteCta } = loaderData.content;
  const quoteAction = <GetQuoteButton size="lg" />;
  return (
    <BusinessQuoteProvider>
      <BusinessHero hero={hero} businessEmail={site.businessEmail} quoteAction={quoteAction} />
      <WhyItMatters content={whyItMatters} />
      <WhyChoose content={whyChoose} />
      <ProvenBenefits content={provenBenefits} />
      <EasyToStart content={easyToStart} />
      <QuoteCta content={quoteCta} businessEmail={site.businessEmail} quoteAction={quoteAction} />
    </BusinessQuoteProvider>
  );
}
