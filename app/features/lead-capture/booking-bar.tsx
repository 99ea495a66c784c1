import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { PhoneIcon } from "#app/components/ui/first-screen-icons.tsx";
import { useAnyDialogOpen } from "#app/components/ui/open-dialogs.ts";
import { sitePhone } from "#app/content/site-phone.ts";
import { SITE_HEADER_ID } from "#app/lib/scroll.ts";
import { BookTrialShortButton } from "./book-trial-button.tsx";
import { BOOKING_CTA_SELECTOR } from "./booking-controls.ts";

/**
 * Whether the page's own first booking control is on screen (below the fixed header). A page without one
 * counts as "not on screen", so the bar stands in for it. Looked up again after every navigation.
 */
function usePageCtaInView(): boolean {
  const { pathname } = useLocation();
  const [inView, setInView] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path renders new controls to look up
  useEffect(() => {
    const cta = document.querySelector(`main ${BOOKING_CTA_SELECTOR}`);
    if (!cta) {
      setInView(false);
      return;
    }
    const headerHeight = document.getElementById(SITE_HEADER_ID)?.offsetHeight ?? 0;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin: `-${headerHeight}px 0px 0px 0px`,
    });
    observer.observe(cta);
    return () => observer.disconnect();
  }, [pathname]);

  return inView;
}

const TEXT_ENTRY = "input, textarea, select, [contenteditable='true']";

/** True while focus is in a field: the bar would sit on it, or ride on top of the on-screen keyboard. */
function useTypingInField(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      setTyping(active instanceof Element && active.matches(TEXT_ENTRY));
    };
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", update);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", update);
    };
  }, []);
  return typing;
}

/**
 * The phones' booking bar (docs/product/site-pages.md, Booking within reach): book or call, fixed to the bottom once the
 * page's own first booking control has left the screen. It steps aside while a dialog is open or a field
 * has focus; the footer leaves room under its last links for it. Hidden from 768 px, where the header
 * carries the booking button.
 */
export function BookingBar() {
  const ctaInView = usePageCtaInView();
  const dialogOpen = useAnyDialogOpen();
  const typing = useTypingInField();
  const shown = !ctaInView && !dialogOpen && !typing;

  return (
    <aside
      aria-label="Book a class"
      data-shown={shown ? "true" : "false"}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(31_42_36/0.25)] backdrop-blur transition-[translate,visibility] duration-200 motion-reduce:transition-none md:hidden ${
        shown ? "visible translate-y-0" : "invisible translate-y-full"
      }`}
    >
      <div className="mx-auto flex max-w-md items-center gap-3">
        <BookTrialShortButton className="flex-1" />
        <a
          href={sitePhone.href}
          aria-label={`Call us at ${sitePhone.label}`}
          className={buttonClasses("secondary", "md")}
        >
          <PhoneIcon className="size-4" />
          Call
        </a>
      </div>
    </aside>
  );
}
