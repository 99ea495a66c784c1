import { useEffect } from "react";
import { LEAD_LINK_ATTRIBUTE } from "./inbox-results.tsx";

const FORWARD = new Set(["j", "ArrowDown"]);
const BACK = new Set(["k", "ArrowUp"]);

/** Typing in a field or a list keeps its keys; the arrows move between leads only from a lead's link. */
function keyIsFree(event: KeyboardEvent, onLead: boolean): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  if (event.key.startsWith("Arrow")) return onLead;
  const target = event.target as HTMLElement | null;
  return !target?.closest("input, select, textarea, [contenteditable]");
}

/**
 * j/k (or ↓/↑ from a lead) move the focus to the next or previous lead's link in the list shown at this
 * width; Enter then opens it, as on any link.
 */
export function useInboxKeys(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const step = FORWARD.has(event.key) ? 1 : BACK.has(event.key) ? -1 : 0;
      if (step === 0) return;
      const current = document.activeElement;
      const onLead = current?.hasAttribute(LEAD_LINK_ATTRIBUTE) ?? false;
      if (!keyIsFree(event, onLead)) return;
      // The table and the card list both hold the links; only the one shown at this width has boxes.
      const links = [...document.querySelectorAll<HTMLElement>(`[${LEAD_LINK_ATTRIBUTE}]`)].filter(
        (link) => link.getClientRects().length > 0,
      );
      if (links.length === 0) return;
      const index = onLead ? links.indexOf(current as HTMLElement) : -1;
      const next = links[Math.min(links.length - 1, Math.max(0, index + step))];
      event.preventDefault();
      next?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
