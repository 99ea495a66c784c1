import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-sand-200 text-ink",
  info: "bg-sage-100 text-sage-800",
  success: "bg-savings/10 text-savings",
  warning: "bg-clay-400/20 text-clay-700",
  danger: "bg-red-50 text-red-700 ring-1 ring-red-200",
};

/** A short label in a pill. The words carry the meaning; the colour only repeats it. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
