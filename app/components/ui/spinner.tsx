interface SpinnerProps {
  /** What is loading, for screen readers, e.g. "Loading image". */
  label: string;
  className?: string;
}

/** A ring that turns while something loads; it stands still for people who prefer reduced motion. */
export function Spinner({ label, className = "" }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex ${className}`.trim()}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-10 motion-safe:animate-spin">
        <circle
          cx="12"
          cy="12"
          r="9.5"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="3"
        />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
