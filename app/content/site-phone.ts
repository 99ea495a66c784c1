import phone from "virtual:studio-settings/phone";

/**
 * The studio's main phone line (studio.settings.yaml). Apart from site.ts because the header and the home hero
 * show it on every first screen: importing it alone keeps the rest of the contact details out of the initial
 * JavaScript.
 */
export const sitePhone = phone;
