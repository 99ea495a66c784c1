import { RESCHEDULE_NOTICE } from "./policy-terms.ts";
import { PROMISED_REPLY_TIME } from "./response-promise.ts";
import { TRIAL_PRICE } from "./trial-packs.ts";
import type { Faq } from "./types.ts";

/**
 * Questions a prospective student asks before booking (docs/product/site-pages.md, FAQ): level, equipment, timing,
 * trial, cancellation. Shown on the home page and on every category page.
 */
export const faqs: Faq[] = [
  {
    question: "I have never done yoga. Is this right for me?",
    answer:
      "Yes. Most of our students start as complete beginners. Your instructor asks about your experience, health and goals before the first class and starts you where you are, with props and gentler options whenever you need them.",
  },
  {
    question: "What do I need at home?",
    answer:
      "A mat (a folded blanket on carpet works to begin with), a laptop, tablet or phone with a camera, and enough floor space to lie down with your arms stretched out. A firm cushion and a belt or scarf stand in for blocks and straps.",
  },
  {
    question: "What times are classes held?",
    answer:
      "Live sessions run from early morning to late evening across US time zones, Eastern to Pacific. You choose your regular times when you join, and your advisor matches you with an instructor who teaches then.",
  },
  {
    question: `How does the ${TRIAL_PRICE} trial class work?`,
    answer: `There are two ways in. Request a call back and a yoga advisor calls you to find a time: nothing to pay when you send the form. Or pay with Buy Now in the pricing section, and an advisor contacts you within ${PROMISED_REPLY_TIME} of checkout to book your class. Your first class is a full live session with a certified instructor for ${TRIAL_PRICE}. If it suits you, choose a plan; if not, there is nothing more to pay.`,
  },
  {
    question: "Will the instructor be able to see me?",
    answer:
      "Yes, if you turn your camera on, and we recommend it: your instructor watches your alignment and offers cues and adjustments as you move. Small groups have at most four participants, so no one gets lost at the back.",
  },
  {
    question: "Can I reschedule or cancel?",
    answer: `Reschedule any session with at least ${RESCHEDULE_NOTICE}; sessions cancelled with less notice count as attended. Plans are billed monthly and you can cancel before your next billing date. The refund policy has the details.`,
  },
];
