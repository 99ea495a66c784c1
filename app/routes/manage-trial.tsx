import { pageTitle } from "#contracts/brand";
import { MANAGE_TRIAL_HEADING, ManageTrial } from "../features/lead-capture/manage-trial.tsx";
import { notFoundMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/manage-trial";
import type { PublicPageHandle } from "./public-layout.tsx";

export const handle: PublicPageHandle = { headerTransparent: false };

// Only an e-mailed link opens this page: kept out of search results and the sitemap (app/content/routes-list.ts).
export const meta: Route.MetaFunction = () =>
  notFoundMeta(pageTitle("Manage your trial"), "Move or cancel your Harmoni Yoga trial class.");

export default function ManageTrialPage() {
  return (
    <section className="page-container flex justify-center py-14 sm:py-24">
      <div className="w-full max-w-xl rounded-2xl bg-white p-6 shadow-soft sm:p-10">
        <h1 className="mb-6 text-center text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {MANAGE_TRIAL_HEADING}
        </h1>
        <ManageTrial />
      </div>
    </section>
  );
}
