import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { pageTitle } from "#contracts/brand";
import { PageHero } from "../components/layout/page-hero.tsx";
import { PopularPages } from "../components/layout/popular-pages.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { notFoundMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  notFoundMeta(pageTitle("Page not found"), "The page you are looking for does not exist on Harmoni Yoga.");

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <>
      <PageHero
        eyebrow="Error 404"
        title="Oops! Page not found"
        subtitle="The page you were looking for has moved or never existed. Let's get you back to your practice."
      >
        <Link to="/" className={buttonClasses("secondary", "lg")}>
          Return to Home
        </Link>
        <BookTrialButton />
      </PageHero>
      <PopularPages />
    </>
  );
}
