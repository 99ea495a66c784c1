import { pageTitle } from "#contracts/brand";
import { findTileBySlug, offeringImageAlt } from "../content/offerings.ts";
import { OFFERING_SLUGS } from "../content/paths.ts";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { OfferingDetailView } from "../features/offerings/offering-detail-view.tsx";
import { OfferingNotFound } from "../features/offerings/offering-not-found.tsx";
import { metaFromLoader, notFoundMeta } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/offering-detail";

const notFound = {
  meta: notFoundMeta(pageTitle("Offering Not Found"), "The offering you are looking for does not exist."),
  offering: null,
} as const;

// Runs at build time for every known slug (routes-list.ts), so each offering is prerendered.
export function loader({ params }: Route.LoaderArgs) {
  const tile = findTileBySlug(params.slug);
  if (!tile) return notFound;
  return {
    meta: pageMeta({
      title: pageTitle(`${tile.title}: Live Online Classes`),
      description: tile.desc,
      path: `/offerings/${params.slug}`,
    }),
    offering: { ...tile, imageAlt: offeringImageAlt(tile.imageUrl) },
  };
}

/**
 * Only known slugs are prerendered. Any other slug reaches the browser through the SPA fallback, where
 * there is no data file to fetch, so the not-found view is decided here without asking the server.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const known: readonly string[] = OFFERING_SLUGS;
  if (!known.includes(params.slug)) return notFound;
  return serverLoader();
}

export const meta = metaFromLoader;

export default function OfferingDetail({ loaderData }: Route.ComponentProps) {
  return loaderData.offering ? (
    <OfferingDetailView
      offering={loaderData.offering}
      action={<BookTrialButton interest={{ offering: loaderData.offering.title }} />}
    />
  ) : (
    <OfferingNotFound />
  );
}
