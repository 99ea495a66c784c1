import { TRIAL_PRICE } from "#app/content/trial-packs.ts";

/** Where a post's trial links land without JavaScript: the booking card that ends every post. */
export const POST_BOOKING_CARD_ID = "book-a-class";

/** "$10 trial" at the trial's price, with "class" when the sentence says it, as the visitor reads it. */
const TRIAL_MENTION = new RegExp(`${TRIAL_PRICE.replace(/[$.]/g, "\\$&")} trial(?: class)?`, "g");

/**
 * Turns every mention of the trial in a post's HTML into a link that opens the lead modal: the
 * `lead-modal-btn` class is the lead modal's page-wide opener hook, so this feature imports nothing from
 * lead capture. Only text between tags is touched, never an attribute.
 */
export function linkTrialMentions(html: string): string {
  return html.replace(/>([^<]+)</g, (_segment, text: string) => {
    const linked = text.replace(
      TRIAL_MENTION,
      (mention) => `<a href="#${POST_BOOKING_CARD_ID}" class="lead-modal-btn">${mention}</a>`,
    );
    return `>${linked}<`;
  });
}
