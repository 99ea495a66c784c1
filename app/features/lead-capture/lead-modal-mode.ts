/**
 * Which call to action opened the lead modal; it sets the title and the follow-up line (lead-modal-copy.ts).
 * Apart from the copy because every page's opener reads the mode, and only the modal shows the copy.
 */
export type LeadModalMode = "default" | "quote" | "booking";

const MODES: readonly LeadModalMode[] = ["default", "quote", "booking"];

/** Reads a `data-lead-mode` attribute; anything unknown or missing is the default mode. */
export function parseLeadModalMode(value: string | null | undefined): LeadModalMode {
  return MODES.find((mode) => mode === value) ?? "default";
}
