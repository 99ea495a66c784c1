import { Link } from "react-router";
import { PRODUCT_NAME } from "#contracts/brand";

/** The lotus mark: three petals over a horizon line, drawn in the brand tokens. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" className="fill-white/70" />
      <path d="M20 30c-7-6-8-15 0-23 8 8 7 17 0 23z" className="fill-clay-500" />
      <path d="M19 31c-8 0-13-6-14-14 7 1 12 6 14 14z" className="fill-sage-500" />
      <path d="M21 31c8 0 13-6 14-14-7 1-12 6-14 14z" className="fill-sage-700" />
      <path
        d="M10 33.5q10 3.5 20 0"
        fill="none"
        className="stroke-sage-700"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface LogoProps {
  /** "light" for dark backgrounds such as the footer. */
  tone?: "dark" | "light";
  /** Lets a crowded bar hide the wordmark at some widths; the link keeps its accessible name. */
  wordmarkClassName?: string;
}

/** Mark plus wordmark, linking home. */
export function Logo({ tone = "dark", wordmarkClassName = "" }: LogoProps) {
  const toneClasses =
    tone === "dark" ? "text-ink focus-visible:outline-sage-700" : "text-white focus-visible:outline-sand-100";
  return (
    <Link
      to="/"
      aria-label={`${PRODUCT_NAME} home`}
      className={`inline-flex items-center gap-2.5 rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 ${toneClasses}`}
    >
      <LogoMark />
      <span className={`font-serif text-xl font-semibold tracking-tight ${wordmarkClassName}`}>
        {PRODUCT_NAME}
      </span>
    </Link>
  );
}
