/**
 * What a visitor agrees to on the lead form (docs/product/consent.md): `contact`, calls and e-mails about their
 * request, which sending the form asks for; `sms`, automated text messages, a separate unticked box. Each lead
 * keeps the exact wording shown, by version, with the choice (server table `lead_consents`).
 */
export const CONSENT_PURPOSES = ["contact", "sms"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
