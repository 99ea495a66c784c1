import { Link } from "react-router";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { PopularPages } from "#app/components/layout/popular-pages.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

export function BlogNotFound() {
  return (
    <>
      <PageHero
        title="Blog Not Found"
        subtitle="The article you are looking for does not exist or has moved."
      >
        <Link to="/blog" className={buttonClasses("primary", "lg")}>
          Back to Blog List
        </Link>
      </PageHero>
      <PopularPages />
    </>
  );
}
