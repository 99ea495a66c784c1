import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { STAFF_PAGES } from "#contracts/staff-pages";

/** An unknown path under /admin: said plainly, inside the staff shell, with the way back. */
export function AdminNotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent staff route: ${pathname}`);
  }, [pathname]);

  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Page not found</h1>
      <p className="mt-4 text-ink-muted">There is no staff page at this address.</p>
      <Link to={STAFF_PAGES.dashboard} className={buttonClasses("primary", "lg", "mt-8")}>
        Go to the dashboard
      </Link>
    </div>
  );
}
