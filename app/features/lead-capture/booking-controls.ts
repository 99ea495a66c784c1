/**
 * Any element with this class opens the modal, including buttons inside offering HTML content; its
 * `data-lead-*` attributes are its options (lead-modal-options.ts).
 */
export const LEAD_MODAL_OPENER_SELECTOR = ".lead-modal-btn";

/**
 * Every control that opens the lead modal: BookButton's (`data-booking-cta`) and the openers inside HTML
 * content. Both carry their options as `data-lead-*` attributes, so one delegated listener serves them all,
 * and so does the prerendered pages' inline script before the app has loaded (early-booking-taps.ts).
 */
export const BOOKING_CTA_SELECTOR = `[data-booking-cta], ${LEAD_MODAL_OPENER_SELECTOR}`;
