import { z } from "zod";
import { PRODUCT_NAME } from "./brand.ts";

/**
 * What a visitor agrees to on the lead form (docs/product/consent.md): `contact`, calls and e-mails about their
 * request, which sending the form asks for; `sms`, automated text messages, a separate unticked box. Each lead
 * keeps the exact wording shown, by version, with the choice (server table `lead_consents`).
 */
export const CONSENT_PURPOSES = ["contact", "sms"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where the SMS wording's link goes; its words are `privacyLinkText`, which `details` contains once. */
export const PRIVACY_POLICY_PATH = "/privacy-policy";

export interface ConsentWording {
  /** Under the submit button: what sending the form asks for. */
  contact: string;
  /** The SMS checkbox's label. */
  smsLabel: string;
  /** Under the SMS checkbox, read with it; `privacyLinkText` in it links to the privacy policy. */
  smsDetails: string;
  privacyLinkText: string;
}

/**
 * Every wording the form has shown, by version (the date it was first shown). A wording once shown is never
 * changed or removed: a page loaded before a change still sends its version, and its lead keeps what it showed.
 * A change is a new version, made the current one.
 */
export const CONSENT_WORDINGS = {
  "2026-11-27": {
    contact: `By submitting, you ask ${PRODUCT_NAME} to call and email you about your request.`,
    smsLabel: `Text me trial reminders and updates from ${PRODUCT_NAME}.`,
    smsDetails:
      "Up to 4 messages per booking. Msg & data rates may apply. Reply STOP to opt out. See our Privacy Policy.",
    privacyLinkText: "Privacy Policy",
  },
} as const satisfies Record<string, ConsentWording>;

export type ConsentWordingVersion = keyof typeof CONSENT_WORDINGS;

/** The wording the form shows now. */
export const CURRENT_CONSENT_VERSION: ConsentWordingVersion = "2026-11-27";

export function consentWording(version: string): ConsentWording | undefined {
  return Object.hasOwn(CONSENT_WORDINGS, version)
    ? CONSENT_WORDINGS[version as ConsentWordingVersion]
    : undefined;
}

/** The exact text the visitor was shown for one purpose, as it is stored. */
export function consentText(wording: ConsentWording, purpose: ConsentPurpose): string {
  return purpose === "contact" ? wording.contact : `${wording.smsLabel} ${wording.smsDetails}`;
}

/** What the lead form sends: the wording's version it showed and whether the SMS box was ticked. */
export const consentChoiceSchema = z.object({ version: z.string().max(50), sms: z.boolean() }).strip();
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/**
 * The consent on a lead request. A choice the server cannot prove was shown (a version it never showed, or no
 * readable choice at all) is treated as not given, never refused: the lead is still stored, with no consent
 * recorded, so nothing that needs consent is sent (docs/product/consent.md, "Versions").
 */
export const leadConsentField = consentChoiceSchema
  .transform((choice) => (consentWording(choice.version) ? choice : undefined))
  .optional()
  .catch(undefined);
