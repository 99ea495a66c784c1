export { BookButton } from "./book-button.tsx";
export { BookTrialButton, BookTrialShortButton } from "./book-trial-button.tsx";
export { BookingBar } from "./booking-bar.tsx";
export type { LeadModalMode, LeadModalOptions } from "./lead-modal-context.tsx";
export { LeadModalProvider } from "./lead-modal-context.tsx";
