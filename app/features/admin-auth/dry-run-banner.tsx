import { TriangleAlert } from "lucide-react";
import type { DryRunTools } from "#contracts/outreach-channels";
import { dryRunNotice } from "./dry-run-notice.ts";

/** Says plainly which tools only record what staff do, so nobody believes a dry-run message went out. */
export function DryRunBanner({ dryRun }: { dryRun: DryRunTools }) {
  const notice = dryRunNotice(dryRun);
  if (!notice) return null;
  return (
    <div role="note" aria-label="Dry run" className="border-b border-clay-400/40 bg-clay-400/15">
      <p className="page-container flex items-start gap-2.5 py-3 text-sm font-medium text-ink">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-700" />
        <span>{notice}</span>
      </p>
    </div>
  );
}
