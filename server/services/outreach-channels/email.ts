import { outreachEmail } from "../outreach-email.ts";
import type { ChannelModule } from "./channel.ts";

/** The staff member's message, sanitised, in the branded template, over SMTP. */
export const emailChannel: ChannelModule<"email"> = {
  configured: (settings) => Boolean(settings.mail.smtpUrl),
  create: (providers) => (input) => {
    const contact = providers.emailContact;
    const mail = outreachEmail({
      name: input.name,
      subject: input.subject,
      message: input.message,
      ...(input.booking_link ? { bookingLink: input.booking_link } : {}),
      contactEmail: contact.email,
      ...(contact.siteUrl ? { siteUrl: contact.siteUrl } : {}),
    });
    return {
      record: {
        channel: "email",
        recipient: input.to,
        recipientName: input.name,
        subject: input.subject,
        content: mail.sanitizedMessage,
        detail: input.booking_link ? { bookingLink: input.booking_link } : {},
      },
      async send() {
        const { messageId } = await providers.mailer.send({
          to: input.to,
          subject: input.subject,
          html: mail.html,
          text: mail.text,
        });
        return { providerId: messageId, status: "sent" };
      },
    };
  },
};
