import ICAL from "ical.js";
import { parseMail, type TestSmtpServer } from "../support/smtp.ts";
import { expect } from "./fixtures.ts";

/**
 * The invitation the studio's real SMTP server received for `email`'s booking at `sequence`: its e-mail's subject and
 * the `.ics` read back by ical.js (a valid calendar, or this throws).
 */
export async function invitationFor(smtp: TestSmtpServer, email: string, sequence: number) {
  const read = () =>
    smtp.received
      .filter((mail) => mail.to.includes(email))
      .map((mail) => parseMail(mail.raw))
      .flatMap((mail) => {
        if (!mail.calendar) return [];
        const calendar = new ICAL.Component(ICAL.parse(mail.calendar.body));
        const event = calendar.getFirstSubcomponent("vevent");
        return Number(event?.getFirstPropertyValue("sequence")) === sequence
          ? [
              {
                subject: mail.headers.get("subject"),
                calendar,
                event,
                contentType: mail.calendar.contentType,
              },
            ]
          : [];
      })[0];
  await expect.poll(read, { timeout: 30_000 }).toBeTruthy();
  const found = read();
  if (!found) throw new Error("No invitation arrived");
  return {
    subject: found.subject,
    contentType: found.contentType,
    method: found.calendar.getFirstPropertyValue("method"),
    uid: found.event?.getFirstPropertyValue("uid"),
    status: found.event?.getFirstPropertyValue("status"),
    start: String(found.event?.getFirstPropertyValue("dtstart")),
  };
}
