import { LogOut, ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { useScrollOnNavigation } from "#app/lib/scroll-on-navigation.ts";
import { PRODUCT_NAME } from "#contracts/brand";
import { STAFF_NAV, STAFF_PAGES } from "#contracts/staff-pages";
import { useAdminSession } from "./admin-session.tsx";
import { DryRunBanner } from "./dry-run-banner.tsx";

const MAIN_ID = "admin-main";

const toolLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex w-full items-center justify-center rounded-full px-3.5 py-2 text-sm font-medium whitespace-nowrap transition-colors duration-150 ${
    isActive ? "bg-sage-700 text-white" : "bg-sand-100 text-ink hover:bg-sage-100 sm:bg-transparent"
  }`;

function LogoutButton() {
  const { signOut } = useAdminSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function handleLogout() {
    setSigningOut(true);
    await signOut();
    navigate(STAFF_PAGES.login, { replace: true });
  }

  return (
    <button
      type="button"
      onClick={handleLogout}
      disabled={signingOut}
      className={buttonClasses("secondary", "md", "shrink-0 px-4")}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </button>
  );
}

/**
 * The staff area's own frame: brand, the leads inbox and the four tools (and, for an owner, the staff
 * accounts and the audit log), Security and Logout when signed in, and the dry-run banner.
 * It shares nothing with the public header and footer.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  useScrollOnNavigation();
  const { session } = useAdminSession();
  const signedIn = session.status === "signed-in";
  const owner = signedIn && session.info.user.role === "owner";
  const nav = STAFF_NAV.filter((item) => owner || !item.ownerOnly);

  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink targetId={MAIN_ID} />
      <header className="border-b border-sand-200 bg-white">
        <div className="page-container flex flex-wrap items-center gap-x-3 gap-y-3 py-3 lg:gap-x-6">
          <Link
            to={STAFF_PAGES.dashboard}
            aria-label={`${PRODUCT_NAME} staff dashboard`}
            className="inline-flex items-center gap-2 rounded-full text-ink sm:gap-2.5"
          >
            <LogoMark />
            <span className="font-serif text-base font-semibold tracking-tight sm:text-lg">
              {PRODUCT_NAME}
            </span>
            <span className="rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold tracking-wide text-sage-800 uppercase">
              Staff
            </span>
          </Link>
          {/*
            Below the large breakpoint the links take rows of their own under the brand, and an owner's,
            with two pages more, always do. On a phone the links go two by two, Leads first; when their
            number is odd, Leads has the first row to itself so no row is left half empty.
          */}
          <nav
            aria-label="Staff tools"
            className={`order-last w-full ${owner ? "" : "lg:order-none lg:w-auto lg:flex-1"}`}
          >
            <ul className="grid grid-cols-2 gap-1.5 sm:flex sm:flex-wrap">
              {nav.map((item, index) => (
                <li
                  key={item.path}
                  className={`flex ${index === 0 && nav.length % 2 === 1 ? "col-span-2" : ""}`}
                >
                  <NavLink to={item.path} className={toolLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {signedIn && (
            <div className={`ml-auto flex items-center gap-2 ${owner ? "" : "lg:ml-0"}`}>
              <NavLink
                to={STAFF_PAGES.security}
                className={({ isActive }) =>
                  buttonClasses("ghost", "md", `shrink-0 px-4 ${isActive ? "bg-sage-100" : ""}`)
                }
              >
                <ShieldCheck aria-hidden="true" className="size-4" />
                Security
              </NavLink>
              <LogoutButton />
            </div>
          )}
        </div>
      </header>
      {signedIn && <DryRunBanner dryRun={session.info.dryRun} />}
      <main id={MAIN_ID} tabIndex={-1} className="page-container flex-1 py-8 outline-none sm:py-12">
        {children}
      </main>
    </div>
  );
}
