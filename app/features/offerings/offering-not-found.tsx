import { Link } from "react-router";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { PopularPages } from "#app/components/layout/popular-pages.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

export function OfferingNotFound() {
  return (
    <>
      <PageHero title="Offering Not Found" subtitle="The offering you are looking for does not exist.">
        <Link to="/offerings" className={buttonClasses("primary", "lg")}>
          Back to Offerings
        </Link>
      </PageHero>
      <PopularPages />
    </>
  );
}
