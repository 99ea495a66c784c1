export { BookButton } from "./book-button.tsx";
export { BookTrialButton } from "./book-trial-button.tsx";
export type { LeadModalMode } from "./lead-modal-context.tsx";
export { LEAD_MODAL_OPENER_SELECTOR, LeadModalProvider, useLeadModal } from "./lead-modal-context.tsx";
