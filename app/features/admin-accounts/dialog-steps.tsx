import { useEffect, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { ActionResult } from "./account-actions.tsx";
import { LinkResult } from "./link-result.tsx";

/**
 * Moves focus to where a new step of a dialog starts (an element marked `data-autofocus`, else the title),
 * so a keyboard or screen reader user is not left on a control that just went away.
 */
export function useFocusOnStep(step: unknown) {
  const content = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step is the reason to move focus
  useEffect(() => {
    const root = content.current;
    const target = root?.querySelector<HTMLElement>("[data-autofocus]") ?? root?.querySelector("h2");
    target?.focus();
  }, [step]);
  return content;
}

/** The end of a change: what happened, in words, and the link to pass on when it made one. */
export function ResultStep({ result, onClose }: { result: ActionResult; onClose(): void }) {
  return (
    <div className="mt-4 space-y-5">
      <p role="status" className="rounded-xl bg-sage-50 px-3 py-2.5 text-ink">
        {result.message}
      </p>
      {result.link && <LinkResult link={result.link} />}
      <Button onClick={onClose} {...(result.link ? {} : { "data-autofocus": "" })}>
        Done
      </Button>
    </div>
  );
}
