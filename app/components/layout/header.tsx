import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { headerLinks, mobileMenuLinks, type NavLinkItem } from "#app/content/navigation.ts";
import { sitePhone } from "#app/content/site-phone.ts";
import { SITE_HEADER_ID } from "#app/lib/scroll.ts";
import { buttonClasses } from "../ui/button.tsx";
import { CloseIcon, MenuIcon, PhoneIcon } from "../ui/first-screen-icons.tsx";
import { Logo } from "./logo.tsx";

/** The spec's scroll-shadow threshold. */
const SCROLLED_AFTER_PX = 10;
const MOBILE_MENU_ID = "mobile-menu";

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/** Hash links point into a page, so they never show as the current page. */
function SiteLink({ link, className }: { link: NavLinkItem; className: (active: boolean) => string }) {
  if (link.to.includes("#")) {
    return (
      <Link to={link.to} className={className(false)}>
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink to={link.to} className={({ isActive }) => className(isActive)}>
      {link.label}
    </NavLink>
  );
}

const desktopLinkClass = (active: boolean) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors duration-200 hover:bg-sage-100/70 hover:text-sage-800 ${
    active ? "text-sage-700 underline decoration-2 underline-offset-8" : "text-ink"
  }`;

const mobileLinkClass = (active: boolean) =>
  `block rounded-xl px-4 py-3 text-base font-medium hover:bg-sage-50 ${active ? "bg-sage-50 text-sage-700" : "text-ink"}`;

/** Where the header shows its booking action: beside the call button, or at the top of the mobile menu. */
export type HeaderActionPlacement = "bar" | "menu";

export interface HeaderProps {
  /** Transparent over the page's hero until the visitor scrolls; off for pages without a hero. */
  transparent?: boolean;
  /** The booking action, drawn by the page shell: the header knows nothing of what it opens. */
  action?: (placement: HeaderActionPlacement) => ReactNode;
}

export function Header({ transparent = true, action }: HeaderProps) {
  const scrolled = useScrolledPast(SCROLLED_AFTER_PX);
  const location = useLocation();
  // Remembering which location opened the menu closes it on any navigation, without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const solid = !transparent || scrolled || menuOpen;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenedAt(null);
      toggleRef.current?.focus();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpenedAt(null);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOnOutsidePress);
    };
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      id={SITE_HEADER_ID}
      data-scrolled={scrolled ? "true" : "false"}
      data-transparent={solid ? "false" : "true"}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        solid ? "bg-white shadow-soft" : "bg-transparent"
      }`}
    >
      <div className="page-container flex h-(--header-height) items-center justify-between gap-4">
        <Logo wordmarkClassName="md:max-lg:sr-only" />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <SiteLink link={link} className={desktopLinkClass} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <a href={sitePhone.href} className={buttonClasses("secondary", "md")}>
              <PhoneIcon className="size-4" />
              {sitePhone.label}
            </a>
          </div>
          {/* Between 768 and 1024 px the number gives way to the booking button; the icon still calls. */}
          <a
            href={sitePhone.href}
            aria-label={`Call us at ${sitePhone.label}`}
            className="inline-flex size-11 items-center justify-center rounded-full text-sage-700 hover:bg-sage-100 lg:hidden"
          >
            <PhoneIcon className="size-5" />
          </a>
          {action ? <div className="hidden md:block">{action("bar")}</div> : null}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sage-100 md:hidden"
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      {menuOpen ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-x-0 top-(--header-height) bottom-0 bg-ink/30 md:hidden"
        />
      ) : null}
      {/* Out of flow, so the header's own height (the hash-scroll offset) stays the bar's height. */}
      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-sand-200 bg-white shadow-soft md:hidden"
      >
        <nav aria-label="Mobile" className="page-container py-4">
          {action ? (
            // In the capture phase, whatever the action does with the click: the menu closes and focus moves
            // to its toggle, a control still on screen, where the dialog the action opens hands it back.
            <div
              className="mb-3"
              onClickCapture={() => {
                setMenuOpenedAt(null);
                toggleRef.current?.focus();
              }}
            >
              {action("menu")}
            </div>
          ) : null}
          <ul className="space-y-1">
            {mobileMenuLinks.map((link) => (
              <li key={link.to}>
                <SiteLink link={link} className={mobileLinkClass} />
              </li>
            ))}
          </ul>
          <a href={sitePhone.href} className={buttonClasses("secondary", "lg", "mt-4 w-full")}>
            <PhoneIcon className="size-4" />
            {sitePhone.label}
          </a>
        </nav>
      </div>
    </header>
  );
}
