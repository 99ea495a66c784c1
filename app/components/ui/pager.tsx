import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface PagerProps {
  /** Names the navigation landmark, e.g. "Inbox pages". */
  label: string;
  /** Where Previous and Next go; null on the first and last page. */
  previous: string | null;
  next: string | null;
  /** Where the list stands, e.g. "Page 2 of 20 · 487 items". */
  children: ReactNode;
}

const stepClasses =
  "inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors duration-200";
const enabledClasses = `${stepClasses} border-sand-300 bg-white text-ink hover:border-sage-400 hover:bg-sage-50`;
const disabledClasses = `${stepClasses} cursor-not-allowed border-sand-200 bg-sand-100 text-ink-muted`;

function Step({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) {
    return (
      <button type="button" disabled className={disabledClasses}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} className={enabledClasses}>
      {children}
    </Link>
  );
}

/**
 * Previous and Next as links (the page lives in the address) around a line saying where the list stands;
 * on the first and last page the step that goes nowhere is a disabled button.
 */
export function Pager({ label, previous, next, children }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Step to={previous}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Step>
      <p className="order-first w-full text-center text-sm text-ink-muted sm:order-none sm:w-auto">
        {children}
      </p>
      <Step to={next}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Step>
    </nav>
  );
}
