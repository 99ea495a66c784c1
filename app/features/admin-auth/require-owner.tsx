import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { useSignedInStaff } from "./admin-session.tsx";

/**
 * The owners' pages render only for an owner. The server refuses their requests to anyone else anyway
 * (403); this says so in words instead of showing a page that cannot load.
 */
export function RequireOwner({ children }: { children: ReactNode }) {
  const { user } = useSignedInStaff();
  if (user.role === "owner") return children;
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">For owners only</h1>
      <p className="mt-4 text-ink-muted">
        This page is for the studio's owners. Ask an owner if you need something from it.
      </p>
      <Link to={STAFF_PAGES.dashboard} className={buttonClasses("primary", "lg", "mt-8")}>
        Go to the dashboard
      </Link>
    </div>
  );
}
