import { data } from "react-router";
import { pageTitle } from "#contracts/brand";
import { PageHero } from "../components/layout/page-hero.tsx";
import { policyForPath } from "../content/policies.ts";
import { PolicyArticle } from "../features/policies/index.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/policy";

/** One module serves the three policy paths; the request's path picks the document. */
export function loader({ request }: Route.LoaderArgs) {
  const policy = policyForPath(new URL(request.url).pathname);
  if (!policy) throw data(null, { status: 404 });
  return {
    meta: pageMeta({
      title: pageTitle(policy.title),
      description: policy.summary,
      path: policy.path,
    }),
    policy,
  };
}

export const meta = metaFromLoader;

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  return (
    <>
      <PageHero eyebrow="Policies" title={policy.title} subtitle={policy.summary}>
        <p className="text-sm font-medium text-ink-muted">
          <time dateTime={policy.lastUpdatedIso}>{policy.lastUpdated}</time>
        </p>
      </PageHero>
      <PolicyArticle policy={policy} />
    </>
  );
}
