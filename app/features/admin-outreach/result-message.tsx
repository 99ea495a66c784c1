import { CircleAlert, CircleCheck } from "lucide-react";
import type { ShownResult } from "./use-outreach-form.ts";

/** The outcome of a send: a status for good news, an alert for bad. */
export function ResultMessage({ result }: { result: ShownResult | null }) {
  if (!result) return null;
  const success = result.tone === "success";
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <p
      key={result.attempt}
      role={success ? "status" : "alert"}
      className={`flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm font-medium break-words ${
        success ? "bg-sage-50 text-sage-800" : "bg-red-50 text-red-700"
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">{result.text}</span>
    </p>
  );
}
