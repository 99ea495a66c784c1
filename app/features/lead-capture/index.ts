export { BookButton } from "./book-button.tsx";
export type { LeadModalMode } from "./lead-modal-context.tsx";
export { LeadModalProvider, useLeadModal } from "./lead-modal-context.tsx";
