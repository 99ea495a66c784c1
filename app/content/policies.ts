import { CONSENT_WORDINGS, CURRENT_CONSENT_VERSION } from "#contracts/consent";
import type { PolicyPath } from "./paths.ts";
import { policyTerms } from "./policy-terms.ts";
import { site } from "./site.ts";
import { TRIAL_PRICE } from "./trial-packs.ts";

export type PolicyBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export interface PolicySection {
  heading: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  path: PolicyPath;
  title: string;
  /** One sentence for the hero and the meta description. */
  summary: string;
  /** The dated line shown under the title, e.g. "Last Updated: March 1, 2025". */
  lastUpdated: string;
  lastUpdatedIso: string;
  sections: PolicySection[];
}

const t = policyTerms;
const paragraph = (text: string): PolicyBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): PolicyBlock => ({ kind: "list", items });

export const lateCancellationRule = `Sessions cancelled with under ${t.lateCancellationHours} hours' notice count as attended.`;
export const firstSessionRefundRule = `You can request a refund of your first paid subscription session within ${t.firstSessionRefundHours} hours of that session.`;
export const refundTimingRule = `Refunds take ${t.refundBusinessDays.min} to ${t.refundBusinessDays.max} business days to reach your account once approved.`;
export const supportReplyRule = `Our support team replies within ${t.supportReplyBusinessDays} business days.`;
export const trialFeeRule = "The trial fee is non-refundable.";

/** The booking form's consent wording, quoted from the one place the form reads it (contracts/consent.ts). */
const consentWording = CONSENT_WORDINGS[CURRENT_CONSENT_VERSION];

const contactLine = `Write to us at ${site.email}. ${supportReplyRule}`;
const offices = site.offices.map((office) => `${office.label}: ${office.address}`);
const dated = { lastUpdated: `Last Updated: ${t.lastUpdated}`, lastUpdatedIso: t.lastUpdatedIso };

const privacyPolicy: PolicyDocument = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  summary: `What ${site.name} collects when you get in touch, why we need it, who helps us handle it and the choices you have.`,
  ...dated,
  sections: [
    {
      heading: "Who we are",
      blocks: [
        paragraph(
          `${site.name} is a live online yoga studio. Our certified instructors teach one-on-one and small-group classes over video. In this policy, "we" and "us" mean ${site.name}, and "you" means anyone who visits our website, books a class or contacts us.`,
        ),
        paragraph("We are responsible for the personal information described here. Our offices are:"),
        list(...offices),
      ],
    },
    {
      heading: "What we collect",
      blocks: [
        paragraph("We collect only what we need to help you start and keep up your practice:"),
        list(
          "Your name, e-mail address and phone number, when you fill in our form to book a trial or ask for a call back.",
          "Your company name, your name, work e-mail, phone number, team size and message, when you request a quote for your team.",
          "The answers you give in our health questionnaire, if you choose to fill it in, so we can prepare your personalised health report and yoga plan.",
          "Notes your instructor keeps about your goals, injuries or preferences, so each class fits you.",
          "The web address and campaign that brought you to our site, so we know which of our adverts are useful.",
        ),
        paragraph(
          "We never see or store your card details. Payments happen on the hosted payment page of our payment provider, which receives your card details directly.",
        ),
      ],
    },
    {
      heading: "Why we use it",
      blocks: [
        list(
          "To call or message you back, answer your questions and schedule your classes.",
          "To match you with an instructor and a plan that suits your body, goals and time zone.",
          "To send you your personalised health report and yoga plan when you ask for one.",
          "To send reminders and updates about classes you have booked.",
          "To understand which adverts bring visitors to us. We tell our advertising partner that a form was sent, never who sent it.",
        ),
        paragraph(
          "We use your information because you asked us to contact you or because you booked a class with us. We will only send you news and offers if you have agreed to it, and you can stop them at any time.",
        ),
      ],
    },
    {
      heading: "Calls, e-mails and text messages",
      blocks: [
        paragraph(
          `When you send our booking form, you ask us to call and e-mail you about your request. The form says so under its button: "${consentWording.contact}"`,
        ),
        paragraph(
          `Text messages are a separate choice. We send automated text messages, such as trial reminders and updates, only if you tick the box that says "${consentWording.smsLabel}" The box is unticked until you tick it, and you can send the form without it. We send up to 4 messages per booking. Message and data rates may apply.`,
        ),
        paragraph(
          "We keep a record of what you agreed to: the exact wording you saw, your choice, when you made it, the page you were on and the internet address of your device.",
        ),
        paragraph("You can withdraw your consent at any time:"),
        list(
          "To stop text messages, reply STOP to any of them. Reply START if you want them again.",
          `To stop calls or e-mails, or to withdraw any consent, write to us at ${site.email} or call us on ${site.phone.label}.`,
        ),
      ],
    },
    {
      heading: "Who helps us handle it",
      blocks: [
        paragraph(
          "We never sell your personal information. We share it only with service providers who process it on our behalf, under contracts that require them to keep it safe:",
        ),
        list(
          "Our CRM (customer relationship management) provider, where we keep track of your enquiry and our conversations with you.",
          `Our payment provider, ${site.paymentProvider.name}, which takes your payment on its own hosted page and handles your card details under its own privacy policy.`,
          "Our phone, SMS, WhatsApp and e-mail providers, which carry the messages and calls we send you.",
          "Our video-call provider, which hosts your live classes.",
          "Our hosting provider, which runs this website and stores our records.",
        ),
        paragraph(
          "Some of these providers are based outside your country. Where your information travels abroad, we rely on the safeguards the law requires, such as standard contractual clauses.",
        ),
      ],
    },
    {
      heading: "How long we keep it",
      blocks: [
        list(
          "Enquiries that do not become bookings: up to 24 months after our last contact with you.",
          "Class records and instructor notes: for as long as you practise with us, and up to 24 months after your last class.",
          "Payment records: for as long as tax and accounting laws require.",
        ),
        paragraph("When we no longer need your information, we delete it or make it anonymous."),
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        paragraph("Wherever you live, you can ask us to:"),
        list(
          "Tell you what personal information we hold about you and give you a copy.",
          "Correct anything that is wrong or out of date.",
          "Delete your information, unless the law requires us to keep it.",
          "Stop using your information for marketing, or for any purpose you object to.",
          "Withdraw a consent you gave us earlier.",
        ),
        paragraph(
          `${contactLine} If you are not happy with our answer, you can complain to the data protection authority where you live.`,
        ),
      ],
    },
    {
      heading: "Keeping it safe",
      blocks: [
        paragraph(
          "Our website uses encrypted connections, our staff accounts are protected by strong passwords, and only the people who need your information to look after you can see it.",
        ),
      ],
    },
    {
      heading: "Children",
      blocks: [
        paragraph(
          "Our classes are for adults. Young people under 18 can join a family plan with a parent or guardian, who gives us their details on their behalf.",
        ),
      ],
    },
    {
      heading: "Changes to this policy",
      blocks: [
        paragraph(
          "When we change this policy, we update the date at the top of this page. If a change affects how we use information you have already given us, we will tell you before it takes effect.",
        ),
      ],
    },
    {
      heading: "Contact us",
      blocks: [
        paragraph(`Questions about your information or this policy? ${contactLine}`),
        list(...offices),
      ],
    },
  ],
};

const termsOfUse: PolicyDocument = {
  path: "/terms-of-use",
  title: "Terms of Use",
  summary: `The agreement between you and ${site.name} when you use our website and join our live online classes.`,
  ...dated,
  sections: [
    {
      heading: "About these terms",
      blocks: [
        paragraph(
          `These terms apply when you use our website or book a class with ${site.name}. By booking a class or buying a plan, you agree to them. Please also read our Privacy Policy and our Refund Policy, which form part of this agreement.`,
        ),
      ],
    },
    {
      heading: "Our sessions",
      blocks: [
        list(
          "Classes are taught live over video by our certified instructors, one-on-one or in small groups.",
          "Monthly plans include 4 live sessions a week. Small Group classes have at most 4 participants, and a Family plan covers 2 to 4 members of one household.",
          "You need a stable internet connection, a device with a camera, a quiet space and a mat. Your instructor can only guide what they can see.",
          "We agree your class times with you when you book. If an instructor cannot teach a session, we reschedule it or offer another instructor at no extra cost.",
        ),
      ],
    },
    {
      heading: "Cancelling and rescheduling",
      blocks: [
        paragraph(
          `You can cancel or move a session free of charge if you tell us at least ${t.lateCancellationHours} hours before it starts. ${lateCancellationRule} A session you miss without telling us also counts as attended.`,
        ),
        paragraph(
          "We hold your instructor's time for you, which is why late cancellations cannot be given back. If something serious happens, write to us and we will always listen.",
        ),
      ],
    },
    {
      heading: "Payments",
      blocks: [
        list(
          `Your first class is a ${TRIAL_PRICE} trial. You can also buy a pack of 2, 3 or 4 trial classes.`,
          "Plans are billed monthly, in advance, at the price shown on our website when you buy.",
          `All payments are made on the hosted payment page of our payment provider, ${site.paymentProvider.name}. We never see or store your card details.`,
          trialFeeRule,
          "Refunds of paid plans follow our Refund Policy.",
        ),
      ],
    },
    {
      heading: "Your health comes first",
      blocks: [
        paragraph(
          "Yoga is physical activity. Before you start, check with your doctor if you are pregnant, have recently given birth, have a medical condition or an injury, or have been told to limit exercise.",
        ),
        list(
          "Tell your instructor about any injury, condition or pregnancy before class, and whenever it changes.",
          "Move within your own limits. Stop at once and tell your instructor if you feel pain, dizziness or shortness of breath.",
          "Our instructors are yoga teachers, not doctors. Our classes, plans and health reports support your well-being but are not medical advice, diagnosis or treatment.",
        ),
        paragraph("You take part in classes at your own risk, as far as the law allows."),
      ],
    },
    {
      heading: "Respect in class",
      blocks: [
        list(
          "Be kind to your instructor and to the others in your group.",
          "Do not record, photograph or share a class without the consent of everyone in it.",
          "Keep your class links to yourself; they are for the people on your plan.",
        ),
        paragraph(
          "If someone's behaviour makes a class unsafe or uncomfortable for others, we may remove them from the class and end their plan.",
        ),
      ],
    },
    {
      heading: "Our content",
      blocks: [
        paragraph(
          `The website, class plans, health reports and materials we share belong to ${site.name} or our instructors. You may use them for your own practice, but not copy, sell or publish them.`,
        ),
      ],
    },
    {
      heading: "Our responsibility",
      blocks: [
        paragraph(
          "We teach every class with care and skill. As far as the law allows, we are not responsible for losses we could not reasonably foresee, for problems with your own equipment or internet connection, or for injuries caused by ignoring your instructor's guidance. Nothing in these terms limits the rights the law gives you as a consumer.",
        ),
      ],
    },
    {
      heading: "Changes and contact",
      blocks: [
        paragraph(
          "We may update these terms; the date at the top of this page shows the latest version. Changes never apply to a month you have already paid for.",
        ),
        paragraph(`Questions about these terms? ${contactLine}`),
      ],
    },
  ],
};

const refundPolicy: PolicyDocument = {
  path: "/refund-policy",
  title: "Refund Policy",
  summary: "When you can get your money back, how to ask for it and how long it takes.",
  ...dated,
  sections: [
    {
      heading: "Your trial class",
      blocks: [
        paragraph(
          `${trialFeeRule} The ${TRIAL_PRICE} trial covers the time an instructor spends getting to know you and preparing your first class. If we have to cancel your trial, we book you a new time at no cost.`,
        ),
      ],
    },
    {
      heading: "Your first paid subscription session",
      blocks: [
        paragraph(
          `Your first weeks on a plan should feel right. ${firstSessionRefundRule} Tell us what did not work for you; we may first suggest another instructor or class time, but the choice is yours.`,
        ),
      ],
    },
    {
      heading: "Cancelled and missed sessions",
      blocks: [
        paragraph(
          `${lateCancellationRule} They are not refunded, and neither are sessions missed without notice. Sessions you cancel or move with at least ${t.lateCancellationHours} hours' notice are rescheduled within your plan.`,
        ),
        paragraph(
          "If we cancel a session and cannot find a time that works for you, we refund that session or credit it to your next month, whichever you prefer.",
        ),
      ],
    },
    {
      heading: "Ending your plan",
      blocks: [
        paragraph(
          "You can stop your monthly plan at any time; it ends at the close of the month you have paid for, and you are not charged again. Sessions left in that month remain yours to use until it ends.",
        ),
      ],
    },
    {
      heading: "How to ask for a refund",
      blocks: [
        paragraph(`Write to ${site.email} with:`),
        list(
          "The name and e-mail address you booked with.",
          "The date of the session the refund is for.",
          "The transaction ID shown on your payment confirmation, if you have it.",
        ),
        paragraph(supportReplyRule),
      ],
    },
    {
      heading: "When you get your money back",
      blocks: [
        paragraph(
          `We refund to the card or account you paid with, through our payment provider, ${site.paymentProvider.name}. ${refundTimingRule} Your bank may take a little longer to show it.`,
        ),
      ],
    },
  ],
};

export const policies: readonly PolicyDocument[] = [privacyPolicy, termsOfUse, refundPolicy];

export function policyForPath(path: string): PolicyDocument | undefined {
  return policies.find((policy) => policy.path === path);
}
